import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/database';
import { members, organizations } from '../../db/schema';
import { isCurrentlyAccepted } from '../members/queries';
import { organizationIsLive } from '../organizations/queries';
import { liveEventsChannel } from './record';

/** A change as the channel and the replay window carry it, with who may receive it. */
export interface StoredLiveEvent {
  id: number;
  type: string;
  organizationId: string | null;
  entity: string;
  entityId: string | null;
  /** The organization's ACCEPTED operators receive it. */
  operators: boolean;
  /** These accounts receive it too. */
  accountIds: string[];
}

/** One open stream: whose it is, which organizations it operates now, where its events go. */
export interface LiveSubscriber {
  accountId: string;
  operatorOf: ReadonlySet<string>;
  deliver(event: StoredLiveEvent): void;
  /** The server lost track of what changed (the listener was down too long): refetch all. */
  resync(): void;
  /** Ends the stream (the instance is shutting down); the client reconnects elsewhere. */
  close(): void;
}

export interface LiveEventHubSettings {
  /** How long events stay replayable after they are written. */
  replayWindowMs: number;
  /** How often the rows past the window are deleted. */
  pruneEveryMs: number;
  /** The longest a stream may resume from; more missed events than this asks for a resync. */
  maxReplayEvents: number;
}

const defaultSettings: LiveEventHubSettings = {
  replayWindowMs: 5 * 60_000,
  pruneEveryMs: 60_000,
  maxReplayEvents: 1_000,
};

/**
 * Event ids are drawn when a row is inserted, not when its transaction commits, so a slower
 * transaction can commit an id lower than one already delivered. A replay therefore also sends
 * the events written this long before the last one seen; a repeat costs a client one refetch.
 */
const commitOrderGuardSeconds = 10;
/** Ids delivered recently, so a catch-up after a drop does not deliver them twice. */
const recentIdsKept = 20_000;
const listenerBackoffMs = { first: 250, max: 10_000 };

/** `true` when the subscriber may see the event: its own account's, or its organizations'. */
export function isVisibleTo(
  event: StoredLiveEvent,
  subscriber: Pick<LiveSubscriber, 'accountId' | 'operatorOf'>,
) {
  if (event.accountIds.includes(subscriber.accountId)) return true;
  return (
    event.operators &&
    event.organizationId !== null &&
    subscriber.operatorOf.has(event.organizationId)
  );
}

interface Row {
  id: number | string;
  type: string;
  organization_id: string | null;
  entity: string;
  entity_id: string | null;
  operators: boolean;
  account_ids: string[] | string;
}

/** node-postgres answers uuid[] parsed; PGlite too, but an unknown array type comes as text. */
const uuidArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/** Both drivers answer raw SQL with `{ rows }`; Drizzle's shared type does not say so. */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

const fromRow = (row: Row): StoredLiveEvent => ({
  id: Number(row.id),
  type: row.type,
  organizationId: row.organization_id,
  entity: row.entity,
  entityId: row.entity_id,
  operators: row.operators,
  accountIds: uuidArray(row.account_ids),
});

function parsePayload(payload: string): StoredLiveEvent | null {
  try {
    const event = JSON.parse(payload) as StoredLiveEvent;
    return typeof event.id === 'number' ? { ...event, accountIds: event.accountIds ?? [] } : null;
  } catch {
    return null;
  }
}

/** The result of a resume: the events after the given id, or `resync` when they are gone. */
export type Replay =
  { events: StoredLiveEvent[]; lastId: number } | { resync: true; lastId: number };

/**
 * One per API instance: a single LISTEN connection that receives what every instance writes
 * (PostgreSQL delivers a NOTIFY to every listening session; PGlite, one process, to its own
 * listeners), and fans it out to this instance's open streams. When the listening connection
 * drops, it reconnects with backoff, listens again and catches up from the replay window, so
 * no event is lost; if the drop outlasted the window, every stream is told to resync.
 */
export function createLiveEventHub(
  database: DatabaseHandle,
  log: Pick<Logger, 'warn' | 'info' | 'error'>,
  overrides: Partial<LiveEventHubSettings> = {},
) {
  const settings = { ...defaultSettings, ...overrides };
  const { db } = database;
  const subscribers = new Set<LiveSubscriber>();
  const recentIds = new Set<number>();
  let lastSeenId = 0;
  let stopped = false;
  let stopListening: (() => Promise<void>) | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let refreshTimer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;

  function remember(id: number): boolean {
    if (recentIds.has(id)) return false;
    recentIds.add(id);
    if (recentIds.size > recentIdsKept) {
      // Sets iterate in insertion order: drop the oldest.
      const oldest = recentIds.values().next().value;
      if (oldest !== undefined) recentIds.delete(oldest);
    }
    if (id > lastSeenId) lastSeenId = id;
    return true;
  }

  function dispatch(event: StoredLiveEvent) {
    if (!remember(event.id)) return;
    for (const subscriber of subscribers)
      if (isVisibleTo(event, subscriber)) subscriber.deliver(event);
    // A membership change can give or take an organization: re-read who operates what.
    if (event.entity === 'member' || event.entity === 'organization') scheduleMembershipRefresh();
  }

  function onNotification(payload: string) {
    const event = parsePayload(payload);
    if (event) dispatch(event);
    else log.warn({ payload }, 'ignored a malformed live event');
  }

  /** Which organizations each open stream's account operates now: one query for all of them. */
  async function refreshMemberships() {
    const accounts = [...new Set([...subscribers].map((s) => s.accountId))];
    if (accounts.length === 0) return;
    const rows = await db
      .select({ accountId: members.accountId, organizationId: members.organizationId })
      .from(members)
      .innerJoin(organizations, eq(organizations.id, members.organizationId))
      .where(
        and(
          inArray(members.accountId, accounts),
          eq(members.role, 'OPERATOR'),
          isCurrentlyAccepted,
          organizationIsLive,
        ),
      );
    const byAccount = new Map<string, Set<string>>();
    for (const { accountId, organizationId } of rows) {
      if (!accountId) continue;
      const set = byAccount.get(accountId) ?? new Set<string>();
      set.add(organizationId);
      byAccount.set(accountId, set);
    }
    for (const subscriber of subscribers)
      (subscriber as { operatorOf: ReadonlySet<string> }).operatorOf =
        byAccount.get(subscriber.accountId) ?? new Set();
  }

  function scheduleMembershipRefresh() {
    if (refreshTimer || stopped) return;
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined;
      refreshMemberships().catch((error: unknown) =>
        log.warn({ err: error }, 'could not re-read the streams’ memberships'),
      );
    }, 100);
  }

  async function headId(): Promise<number> {
    const [head] = await rowsOf<{ id: number | string | null }>(
      db.execute(sql`select max(id) as id from live_events`),
    );
    return Number(head?.id ?? 0);
  }

  /**
   * The events written after `afterId` (plus the commit-order guard before it), oldest first,
   * or `resync` when `afterId` has left the window (or never was: another database) or more
   * were missed than a replay sends.
   */
  async function eventsAfter(afterId: number): Promise<Replay> {
    const anchor = await rowsOf(
      db.execute(sql`select occurred_at from live_events where id = ${afterId}`),
    );
    if (anchor.length === 0) return { resync: true, lastId: await headId() };
    const rows = await rowsOf<Row>(
      db.execute(sql`
      select id, type, organization_id, entity, entity_id, operators, account_ids
      from live_events
      where id <> ${afterId}
        and (id > ${afterId}
          or occurred_at >= (select occurred_at from live_events where id = ${afterId})
            - make_interval(secs => ${commitOrderGuardSeconds}))
      order by id
      limit ${settings.maxReplayEvents + 1}`),
    );
    if (rows.length > settings.maxReplayEvents) return { resync: true, lastId: await headId() };
    const events = rows.map(fromRow);
    return { events, lastId: Math.max(afterId, ...events.map((event) => event.id)) };
  }

  async function listen() {
    if (database.kind === 'pglite') {
      const unlisten = await database.client.listen(liveEventsChannel, onNotification);
      stopListening = unlisten;
      return;
    }
    // A connection of its own, outside the pool: LISTEN holds it for the life of the instance.
    const client = new pg.Client({ ...database.client.options });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      log.warn({ err: error }, 'live events listener lost its connection; reconnecting');
      client.end().catch(() => undefined);
      scheduleReconnect(listenerBackoffMs.first);
    };
    client.on('notification', (message) => {
      if (message.channel === liveEventsChannel && message.payload) onNotification(message.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    await client.query(`listen ${liveEventsChannel}`);
    stopListening = async () => {
      lost = true;
      await client.end();
    };
  }

  /** After a drop: listen again, then deliver what was written meanwhile from the window. */
  function scheduleReconnect(delayMs: number) {
    if (stopped) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void (async () => {
        try {
          await listen();
          await catchUp();
          log.info({}, 'live events listener is back');
        } catch (error) {
          log.warn({ err: error }, 'live events listener could not reconnect yet');
          scheduleReconnect(Math.min(delayMs * 2, listenerBackoffMs.max));
        }
      })();
    }, delayMs);
  }

  async function catchUp() {
    if (lastSeenId === 0) {
      lastSeenId = await headId();
      return;
    }
    const replay = await eventsAfter(lastSeenId);
    if ('resync' in replay) {
      lastSeenId = replay.lastId;
      for (const subscriber of subscribers) subscriber.resync();
      return;
    }
    for (const event of replay.events) dispatch(event);
  }

  async function prune() {
    await db.execute(
      // The newest row stays however old, so a stream that missed nothing can still resume.
      sql`delete from live_events
        where occurred_at < clock_timestamp() - make_interval(secs => ${settings.replayWindowMs / 1000})
          and id < (select max(id) from live_events)`,
    );
  }

  return {
    async start() {
      await listen();
      lastSeenId = await headId();
      pruneTimer = setInterval(() => {
        prune().catch((error: unknown) => log.warn({ err: error }, 'could not prune live events'));
      }, settings.pruneEveryMs);
      pruneTimer.unref();
    },
    async stop() {
      stopped = true;
      for (const subscriber of [...subscribers]) subscriber.close();
      clearTimeout(reconnectTimer);
      clearTimeout(refreshTimer);
      clearInterval(pruneTimer);
      // The database may be gone already (closed first, or down): nothing is left to unlisten.
      await stopListening?.().catch(() => undefined);
    },
    subscribe(subscriber: LiveSubscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    /** Open streams of one account on this instance. */
    streamsOf(accountId: string): number {
      let count = 0;
      for (const subscriber of subscribers) if (subscriber.accountId === accountId) count += 1;
      return count;
    },
    get streamCount() {
      return subscribers.size;
    },
    eventsAfter,
    headId,
    prune,
  };
}

export type LiveEventHub = ReturnType<typeof createLiveEventHub>;
