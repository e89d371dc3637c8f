import { auditEntities, type AuditEntity } from '@care/contracts';
import { type SQL, type SQLWrapper, sql, type WithSubquery } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { liveEvents } from '../../db/schema';

/** The one channel every API instance LISTENs on; NOTIFY on it delivers at commit. */
export const liveEventsChannel = 'care_live_events';

/** A change the streams are told of: what it was, to which record, and where. */
export interface LiveChange {
  type: string;
  organizationId: string | null;
  entity: string;
  /** Null when many records of the entity changed at once. */
  entityId: string | null;
  /** The account that made the change, if any: an account's own records go to it. */
  actorAccountId: string | null;
}

const organizationEntities: ReadonlySet<string> = new Set<AuditEntity>(auditEntities);

/**
 * Inserts the rows `source` selects — columns type, organization_id, entity, entity_id,
 * operators, account_ids — into the replay window and NOTIFYs each, in one statement of the
 * caller's transaction: PostgreSQL (and PGlite) hold the notification until the commit and drop
 * it on a rollback, so a stream never hears of a write that did not happen. `source` may read
 * `before`, a data-modifying CTE of the same statement named `changed`. Answers the events'
 * entity ids.
 */
async function insertAndNotify(tx: Database, source: SQL, before?: SQLWrapper): Promise<string[]> {
  const result = await tx.execute<{ entity_id: string }>(sql`
    with ${before ? sql`changed as (${before.getSQL()}),` : sql``} written as (
      insert into live_events (type, organization_id, entity, entity_id, operators, account_ids)
      ${source}
      returning id, type, organization_id, entity, entity_id, operators, account_ids
    )
    select entity_id, pg_notify(${liveEventsChannel}, json_build_object(
      'id', id, 'type', type, 'organizationId', organization_id, 'entity', entity,
      'entityId', entity_id, 'operators', operators, 'accountIds', account_ids)::text)
    from written`);
  const { rows } = result as unknown as { rows: { entity_id: string }[] };
  return rows.map((row) => row.entity_id);
}

/**
 * The accounts that receive a change besides the organization's operators: an order's
 * beneficiary and assistants (their own orders only), a member's own account, an account's own
 * records. Worked out in SQL inside the insert, so it costs no extra round trip.
 */
const recipientKinds = ['order', 'member', 'account', 'actor', 'none'] as const;
type Recipients = (typeof recipientKinds)[number];

function recipientsOf({ entity, entityId, actorAccountId }: LiveChange): Recipients {
  if (entity === 'order' && entityId) return 'order';
  if (entity === 'member' && entityId) return 'member';
  if (entity === 'account' && entityId) return 'account';
  if (!organizationEntities.has(entity) && actorAccountId) return 'actor';
  return 'none';
}

/** A data-modifying statement written beside a change's event, in the same statement. */
type Alongside = (db: Database) => WithSubquery;

// One change's event, as `insertAndNotify` writes it, prepared for each kind of recipients:
// every write of a record runs it. `alongside` is a write of the same change (its audit event)
// that goes in the same statement, so recording a change costs the transaction one round trip.
const liveEventOf = (recipients: Recipients, name: string, alongside?: Alongside) =>
  preparedQuery((db) => {
    const entityId = sql`${sql.placeholder('entityId')}::uuid`;
    const accountIds = {
      order: sql`array(
        select m.account_id from members m
        where m.account_id is not null
          and (m.id = (select o.beneficiary_member_id from orders o where o.id = ${entityId})
            or m.id in (select a.member_id from order_assistants a where a.order_id = ${entityId})))`,
      member: sql`array(select m.account_id from members m
        where m.id = ${entityId} and m.account_id is not null)`,
      account: sql`array[${entityId}]`,
      actor: sql`array[${sql.placeholder('actorAccountId')}::uuid]`,
      none: sql`'{}'::uuid[]`,
    }[recipients];
    const written = db.$with('written').as(
      db
        .insert(liveEvents)
        .values({
          type: sql.placeholder('type'),
          organizationId: sql.placeholder('organizationId'),
          entity: sql.placeholder('entity'),
          entityId: sql.placeholder('entityId'),
          operators: sql.placeholder('operators'),
          accountIds,
        })
        .returning(),
    );
    // PostgreSQL runs every data-modifying CTE of a statement, read from or not.
    return db
      .with(...(alongside ? [alongside(db)] : []), written)
      .select({
        notified: sql`pg_notify(${liveEventsChannel}, json_build_object(
          'id', ${written.id}, 'type', ${written.type}, 'organizationId', ${written.organizationId},
          'entity', ${written.entity}, 'entityId', ${written.entityId},
          'operators', ${written.operators}, 'accountIds', ${written.accountIds})::text)`,
      })
      .from(written)
      .prepare(`${name}_${recipients}`);
  });

/**
 * A change's event written by prepared statements of its own (`name`), one per kind of
 * recipients, each with `alongside` when given. The statement's parameters are the change's
 * (type, organizationId, entity, entityId, operators, actorAccountId) and whatever `alongside`
 * names besides.
 */
export function liveEventStatements(name: string, alongside?: Alongside) {
  const statements = Object.fromEntries(
    recipientKinds.map((recipients) => [recipients, liveEventOf(recipients, name, alongside)]),
  ) as Record<Recipients, ReturnType<typeof liveEventOf>>;
  return async (tx: Database, change: LiveChange, params: Record<string, unknown> = {}) => {
    const operators = change.organizationId !== null && organizationEntities.has(change.entity);
    const { type, organizationId, entity, entityId, actorAccountId } = change;
    await statements[recipientsOf(change)](tx).execute({
      ...params,
      type,
      organizationId,
      entity,
      entityId,
      operators,
      actorAccountId,
    });
  };
}

/** Call inside the transaction of the change (the audit write does): both commit or neither. */
export const recordLiveEvent = liveEventStatements('live_event');

/**
 * Many changes of one transaction (an import, a sweep) become one event per organization,
 * entity and action, without an id: the streams refetch those records as a whole instead of
 * hearing of thousands one by one.
 */
export async function recordBulkLiveEvents(tx: Database, changes: readonly LiveChange[]) {
  const grouped = new Map<string, LiveChange>();
  for (const change of changes)
    grouped.set(`${change.organizationId}|${change.entity}|${change.type}`, {
      ...change,
      entityId: null,
    });
  for (const change of grouped.values()) await recordLiveEvent(tx, change);
}

/**
 * New notifications, written by `insert` (an insert into notifications returning its rows' id,
 * organization_id and account_id), each told to the account it is for, by the same statement of
 * the transaction that writes them: one round trip, not two, for every transition that notifies.
 * Answers the new notifications' ids.
 */
export function insertNotifications(tx: Database, insert: SQLWrapper): Promise<string[]> {
  return insertAndNotify(
    tx,
    sql`select 'created', changed.organization_id, 'notification', changed.id, false,
        array[changed.account_id]
      from changed`,
    insert,
  );
}
