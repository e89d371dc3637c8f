// A membership whose endDate has passed reads as INACTIVE at once (computed in every read); this
// sweep writes that status down, so the stored rows, their audit trail and everything that reads
// the table without the computation agree.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { members } from '../../db/schema';
import { defineJob } from '../../jobs/definition';
import { recordAudits } from '../audit/service';
import { expiringStatuses } from './rules';

/** Rows one run persists at most; a longer backlog is finished by the next runs. */
const batchSize = 1_000;

/**
 * Persists INACTIVE for ended PENDING and ACCEPTED memberships (optionally only those of one
 * e-mail in one organization), each with its audit event by the system. Answers how many.
 */
export async function persistEndedMemberships(
  tx: Database,
  only?: { organizationId: string; accountEmail: string },
): Promise<number> {
  const ended = await tx
    .select({
      id: members.id,
      organizationId: members.organizationId,
      status: members.status,
      version: members.version,
    })
    .from(members)
    .where(
      and(
        inArray(members.status, [...expiringStatuses]),
        lte(members.endDate, sql`now()`),
        only ? eq(members.organizationId, only.organizationId) : undefined,
        only ? eq(members.accountEmail, only.accountEmail) : undefined,
      ),
    )
    .limit(batchSize)
    .for('update', { skipLocked: true });
  if (ended.length === 0) return 0;
  await tx
    .update(members)
    .set({ status: 'INACTIVE', version: sql`${members.version} + 1`, updatedAt: sql`now()` })
    .where(
      inArray(
        members.id,
        ended.map(({ id }) => id),
      ),
    );
  await recordAudits(
    tx,
    ended.map((member) => ({
      actorAccountId: null,
      organizationId: member.organizationId,
      entity: 'member' as const,
      entityId: member.id,
      action: 'ended',
      changes: {
        status: { before: member.status, after: 'INACTIVE' },
        version: { before: member.version, after: member.version + 1 },
      },
    })),
  );
  return ended.length;
}

/** Every five minutes, on one replica; reads never wait for it. */
export const memberSweepJob = defineJob({
  name: 'member-inactive-sweep',
  payload: z.object({}),
  schedule: { cron: '*/5 * * * *', timeZone: 'Europe/Warsaw', payload: {} },
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  async handler(_payload, { transaction, log }) {
    const count = await transaction((tx) => persistEndedMemberships(tx));
    if (count > 0) log.info({ count }, 'ended memberships persisted as INACTIVE');
  },
});
