import { auditEntities, type AuditEntity } from '@care/contracts';
import { type SQL, sql } from 'drizzle-orm';
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
 * it on a rollback, so a stream never hears of a write that did not happen.
 */
async function insertAndNotify(tx: Database, source: SQL) {
  await tx.execute(sql`
    with written as (
      insert into live_events (type, organization_id, entity, entity_id, operators, account_ids)
      ${source}
      returning id, type, organization_id, entity, entity_id, operators, account_ids
    )
    select pg_notify(${liveEventsChannel}, json_build_object(
      'id', id, 'type', type, 'organizationId', organization_id, 'entity', entity,
      'entityId', entity_id, 'operators', operators, 'accountIds', account_ids)::text)
    from written`);
}

/**
 * The accounts that receive a change besides the organization's operators: an order's
 * beneficiary and assistants (their own orders only), a member's own account, an account's own
 * records. Worked out in SQL inside the insert, so it costs no extra round trip.
 */
type Recipients = 'order' | 'member' | 'account' | 'actor' | 'none';

function recipientsOf({ entity, entityId, actorAccountId }: LiveChange): Recipients {
  if (entity === 'order' && entityId) return 'order';
  if (entity === 'member' && entityId) return 'member';
  if (entity === 'account' && entityId) return 'account';
  if (!organizationEntities.has(entity) && actorAccountId) return 'actor';
  return 'none';
}

// One change's event, as `insertAndNotify` writes it, prepared for each kind of recipients:
// every write of a record runs it.
const liveEventOf = (recipients: Recipients) =>
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
    return db
      .with(written)
      .select({
        notified: sql`pg_notify(${liveEventsChannel}, json_build_object(
          'id', ${written.id}, 'type', ${written.type}, 'organizationId', ${written.organizationId},
          'entity', ${written.entity}, 'entityId', ${written.entityId},
          'operators', ${written.operators}, 'accountIds', ${written.accountIds})::text)`,
      })
      .from(written)
      .prepare(`live_event_${recipients}`);
  });
const liveEventWrites = {
  order: liveEventOf('order'),
  member: liveEventOf('member'),
  account: liveEventOf('account'),
  actor: liveEventOf('actor'),
  none: liveEventOf('none'),
};

/** Call inside the transaction of the change (the audit write does): both commit or neither. */
export async function recordLiveEvent(tx: Database, change: LiveChange) {
  const operators = change.organizationId !== null && organizationEntities.has(change.entity);
  const { type, organizationId, entity, entityId, actorAccountId } = change;
  await liveEventWrites[recipientsOf(change)](tx).execute({
    type,
    organizationId,
    entity,
    entityId,
    operators,
    actorAccountId,
  });
}

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
 * Each new notification, told to the account it is for (in the transaction that wrote it). The
 * ids go as one array: an order to 500 operators made a list of 500 fragments to assemble.
 */
export async function recordNotificationEvents(tx: Database, notificationIds: readonly string[]) {
  if (notificationIds.length === 0) return;
  await insertAndNotify(
    tx,
    sql`select 'created', n.organization_id, 'notification', n.id, false, array[n.account_id]
      from notifications n
      where n.id = any(${sql.param(notificationIds)}::uuid[])`,
  );
}
