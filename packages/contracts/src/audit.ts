import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { organizationParamsSchema } from './organization';
import { paginated } from './pagination';
import { dateTimeSchema, limits, uuidSchema } from './primitives';

/** What the audit trail records changes of; histories of members, orders, … are views of it. */
export const auditEntities = [
  'member',
  'tag',
  'order',
  'document',
  'outpost',
  'organization',
] as const;
export const auditEntitySchema = z.enum(auditEntities);
export type AuditEntity = z.infer<typeof auditEntitySchema>;

/**
 * One mutation: who did it, when, to what, and only the fields it changed (before and after
 * hold the same keys; a created entity has every `before` null, a deleted one every `after`).
 */
export const auditEventSchema = z.object({
  id: uuidSchema,
  at: dateTimeSchema,
  /** Null when the change was the system's own (a sweep, an import job without a person). */
  actor: z
    .object({
      accountId: uuidSchema,
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    })
    .nullable(),
  organizationId: uuidSchema.nullable(),
  entity: auditEntitySchema,
  entityId: uuidSchema,
  action: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Newest first; `entity` and `entityId` narrow it to one record's history. */
export const auditQuerySchema = z.strictObject({
  entity: auditEntitySchema.optional(),
  entityId: uuidSchema.optional(),
  page: z.coerce.number().int().min(1).default(limits.firstPage),
  limit: z.coerce.number().int().min(1).max(limits.pageSize.max).default(limits.pageSize.default),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEndpoints = {
  listAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/audit',
    access: 'operator',
    tag: 'audit',
    summary:
      'The organization’s changes, newest first; entity and entityId narrow them to one record',
    params: organizationParamsSchema,
    query: auditQuerySchema,
    response: paginated(auditEventSchema),
    successStatus: 200,
  }),
};
