import { type AuditEntity, type AuditQuery, auditEntities } from '@care/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts, auditEvents } from '../../db/schema';

export type AuditFilter = Pick<AuditQuery, 'entity' | 'entityId'> & { organizationId: string };

/**
 * An organization's events, optionally of one kind of record or one record. Only the entities
 * the reader speaks of: an account's own records (a notification read in the organization)
 * are its holder's business, not the organization's.
 */
function eventsOf({ organizationId, entity, entityId }: AuditFilter) {
  return and(
    eq(auditEvents.organizationId, organizationId),
    entity
      ? eq(auditEvents.entity, entity)
      : inArray(auditEvents.entity, [...auditEntities] as AuditEntity[]),
    entityId ? eq(auditEvents.entityId, entityId) : undefined,
  );
}

/** One page, newest first with ties by id, with the acting account (null for the system's own). */
export function auditEventPage(db: Database, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({
      event: auditEvents,
      actor: {
        accountId: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
      },
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
