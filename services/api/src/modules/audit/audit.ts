import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/database';
import { type AuditChanges, auditEvents } from '../../db/schema';

export type AuditEntity =
  'account' | 'person' | 'organization' | 'member' | 'tag' | 'notification' | 'device';

export interface AuditEvent {
  actorAccountId: string | null;
  organizationId: string | null;
  entity: AuditEntity;
  entityId: string;
  action: string;
  changes: AuditChanges;
}

type Snapshot = Record<string, unknown>;

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/**
 * The fields that differ between two snapshots of an entity, as before/after pairs. A created
 * entity has no `before`, a deleted one no `after`.
 */
export function changedFields(
  before: Snapshot | null,
  after: Snapshot | null,
  fields: readonly string[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const previous = comparable(before?.[field]);
    const next = comparable(after?.[field]);
    if (!isDeepStrictEqual(previous, next)) changes[field] = { before: previous, after: next };
  }
  return changes;
}

/** Call inside the transaction of the mutation it records, so both commit or neither does. */
export async function recordAudit(tx: Database, event: AuditEvent) {
  await tx.insert(auditEvents).values(event);
}
