import type { AuditEntity, AuditEvent } from '@care/contracts';
import { namedUnlessErased } from './actor';
import type { AuditEventRow } from './queries';

/** A stored event as the reader answers it: the changed fields split into before and after. */
export function toAuditEvent({
  event,
  actor,
  actorErased,
  recordExists,
}: AuditEventRow): AuditEvent {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(event.changes)) {
    before[field] = change.before;
    after[field] = change.after;
  }
  return {
    id: event.id,
    at: event.occurredAt.toISOString(),
    actor: namedUnlessErased(actor, actorErased),
    organizationId: event.organizationId,
    // The page's filter lets only the reader's entities through.
    entity: event.entity as AuditEntity,
    entityId: event.entityId,
    action: event.action,
    before,
    after,
    recordExists,
  };
}
