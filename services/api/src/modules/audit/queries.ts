import { type AuditEntity, type AuditQuery, auditEntities } from '@care/contracts';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { actorFormOfAddress, erasedInOrganization } from './actor';
import {
  accounts,
  auditEvents,
  documents,
  members,
  orders,
  organizations,
  outposts,
  tags,
} from '../../db/schema';

export type AuditFilter = Pick<AuditQuery, 'entity' | 'entityId' | 'action' | 'from' | 'to'> & {
  organizationId: string;
  /**
   * The acting account, resolved from the filter's member: null when that member has no
   * account (a person invited who never signed in), who has changed nothing.
   */
  actorAccountId?: string | null;
  /** A further condition of the caller's own (the export's cursor). */
  extra?: SQL | undefined;
};

/** Midnight starting `day` (+ `offsetDays`) in the organization's own time zone. */
const startOfDay = (organizationId: string, day: string, offsetDays: number) =>
  sql`((${day}::date + ${offsetDays}::int)::timestamp at time zone
       (select ${organizations.timeZone} from ${organizations}
        where ${organizations.id} = ${organizationId}))`;

/**
 * An organization's events, optionally of one kind of record or one record, one member's, one
 * action's, within days. Only the entities the reader speaks of: an account's own records (a
 * notification read in the organization) are its holder's business, not the organization's.
 */
function eventsOf(filter: AuditFilter) {
  const { organizationId, entity, entityId, actorAccountId, action, from, to, extra } = filter;
  return and(
    eq(auditEvents.organizationId, organizationId),
    entity
      ? eq(auditEvents.entity, entity)
      : inArray(auditEvents.entity, [...auditEntities] as AuditEntity[]),
    entityId ? eq(auditEvents.entityId, entityId) : undefined,
    actorAccountId === undefined
      ? undefined
      : actorAccountId === null
        ? sql`false`
        : eq(auditEvents.actorAccountId, actorAccountId),
    action ? eq(auditEvents.action, action) : undefined,
    from ? gte(auditEvents.occurredAt, startOfDay(organizationId, from, 0)) : undefined,
    to ? lt(auditEvents.occurredAt, startOfDay(organizationId, to, 1)) : undefined,
    extra,
  );
}

/**
 * Whether the event's record is still there, in the event's organization: one primary-key (or,
 * for a document, its first revision's) lookup per event of the page.
 */
const recordExists: SQL<boolean> = sql<boolean>`case ${auditEvents.entity}
  when 'member' then exists (select 1 from ${members} where ${members.id} = ${auditEvents.entityId}
    and ${members.organizationId} = ${auditEvents.organizationId})
  when 'tag' then exists (select 1 from ${tags} where ${tags.id} = ${auditEvents.entityId}
    and ${tags.organizationId} = ${auditEvents.organizationId})
  when 'order' then exists (select 1 from ${orders} where ${orders.id} = ${auditEvents.entityId}
    and ${orders.organizationId} = ${auditEvents.organizationId})
  when 'document' then exists (select 1 from ${documents}
    where ${documents.firstRevisionId} = ${auditEvents.entityId}
    and ${documents.organizationId} = ${auditEvents.organizationId})
  when 'outpost' then exists (select 1 from ${outposts} where ${outposts.id} = ${auditEvents.entityId}
    and ${outposts.organizationId} = ${auditEvents.organizationId})
  when 'organization' then exists (select 1 from ${organizations}
    where ${organizations.id} = ${auditEvents.entityId} and ${organizations.deletedAt} is null)
  else false end`;

/** Events of the filter newest first with ties by id, from `offset`, at most `limit`. */
export function auditEventPage(db: Database, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({
      event: auditEvents,
      actor: {
        accountId: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        formOfAddress: actorFormOfAddress(
          sql`${accounts.formOfAddress}`,
          sql`${accounts.id}`,
          sql`${auditEvents.organizationId}`,
        ),
      },
      actorErased: erasedInOrganization(
        sql`${auditEvents.actorAccountId}`,
        sql`${auditEvents.organizationId}`,
      ),
      recordExists,
    })
    .from(auditEvents)
    .leftJoin(accounts, eq(accounts.id, auditEvents.actorAccountId))
    .where(eventsOf(filter))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}

export type AuditEventRow = Awaited<ReturnType<typeof auditEventPage>>[number];

/** How many events the filter matches, for the page's total. */
export function auditEventCount(db: Database, filter: AuditFilter) {
  return db.select({ count: count() }).from(auditEvents).where(eventsOf(filter));
}

/** The member's account in the organization, or undefined when it has no such member. */
export async function memberAccount(db: Database, organizationId: string, memberId: string) {
  const [row] = await db
    .select({ accountId: members.accountId })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.organizationId, organizationId)));
  return row;
}
