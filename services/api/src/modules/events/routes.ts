import { liveEventIdSchema, problemTypes } from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members, organizations } from '../../db/schema';
import { problems } from '../../domain/errors';
import type { Handlers } from '../../http/endpoint-routes';
import { ProblemError } from '../../http/problem';
import type { ModuleDeps } from '../deps';
import { isCurrentlyAccepted } from '../members/queries';
import { organizationIsLive } from '../organizations/queries';
import { openLiveStream } from './stream';

/** The organizations an account operates now (ACCEPTED operator of a live organization). */
async function operatedOrganizations(db: Database, accountId: string): Promise<Set<string>> {
  const rows = await db
    .select({ organizationId: members.organizationId })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        eq(members.accountId, accountId),
        eq(members.role, 'OPERATOR'),
        isCurrentlyAccepted,
        organizationIsLive,
      ),
    );
  return new Set(rows.map((row) => row.organizationId));
}

/** The SSE `Last-Event-ID` header: absent for a first connection, else an event id. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  if (header === undefined || header === '') return null;
  const parsed = liveEventIdSchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success)
    throw problems.validation('Last-Event-ID must be the id of an event this stream sent.', [
      { path: 'Last-Event-ID', message: 'Expected an event id.' },
    ]);
  return Number(parsed.data);
}

export function liveEventHandlers({ db, liveEvents }: ModuleDeps) {
  return {
    streamLiveEvents: async ({ caller, request, reply }) => {
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      const { hub, settings } = liveEvents;
      if (hub.streamsOf(caller.account.id) >= settings.streamsPerAccount)
        throw new ProblemError(
          429,
          problemTypes.rateLimited,
          `At most ${settings.streamsPerAccount} event streams may be open at once; close one.`,
        );
      const operatorOf = await operatedOrganizations(db, caller.account.id);
      const stream = openLiveStream(
        hub,
        { accountId: caller.account.id, operatorOf },
        lastEventId,
        settings,
      );
      // Nothing between here and the browser may cache or buffer the stream.
      reply.header('Cache-Control', 'no-cache, no-transform');
      reply.header('X-Accel-Buffering', 'no');
      // A reader that goes away may only half-close its socket: end the stream and the socket,
      // or the connection would stay open (and keep the server from closing) until a write fails.
      const { socket } = request.raw;
      const end = () => {
        stream.body.destroy();
        socket.destroy();
      };
      reply.raw.once('close', end);
      socket.once('end', end);
      return stream.body;
    },
  } satisfies Partial<Handlers>;
}
