import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { actorFormOfAddressSchema, erasedPersonSchema } from './enums';
import { organizationParamsSchema } from './organization';
import { paginated } from './pagination';
import { dateTimeSchema, daySchema, exportFormatSchema, limits, uuidSchema } from './primitives';

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
  /**
   * Null when the change was the system's own (a sweep, an import job without a person); erased
   * when the organization erased the data of the member whose account made it.
   */
  actor: z
    .union([
      z.object({
        accountId: uuidSchema,
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        formOfAddress: actorFormOfAddressSchema,
      }),
      erasedPersonSchema,
    ])
    .nullable(),
  organizationId: uuidSchema.nullable(),
  entity: auditEntitySchema,
  entityId: uuidSchema,
  action: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  /**
   * Whether the record is still there to be opened (a deleted tag, an organization's record
   * removed since, is not); `entity` and `entityId` are what a link to it needs.
   */
  recordExists: z.boolean(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** An action's code as the trail writes it: `created`, `invitation-accepted`. */
export const auditActionSchema = z
  .string()
  .max(50)
  .regex(/^[a-z][a-z-]*$/, 'Must be an action code such as created or updated');

/**
 * What the organization's changes are narrowed by: the kind of record or one record, the member
 * who made them (their member id in the organization), the action, and days in the
 * organization's time zone, `from` and `to` both counted whole.
 */
const auditFilterShape = {
  entity: auditEntitySchema.optional(),
  entityId: uuidSchema.optional(),
  actorMemberId: uuidSchema.optional(),
  action: auditActionSchema.optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
};

/** `to` before `from` narrows to nothing a person meant: it is refused instead. */
const fromNotAfterTo = (
  { from, to }: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) => {
  // Both are ISO days, which sort as text.
  if (from && to && to < from)
    context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
};

/**
 * Newest first. Without `entityId` it is the organization's whole log, which only its super
 * operators read; one record's history (with `entityId`) is any operator's.
 */
export const auditQuerySchema = z
  .strictObject({
    ...auditFilterShape,
    page: z.coerce.number().int().min(1).default(limits.firstPage),
    limit: z.coerce.number().int().min(1).max(limits.pageSize.max).default(limits.pageSize.default),
  })
  .superRefine(fromNotAfterTo);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The export takes the log's filter, without its page, and the file's format. */
export const auditExportQuerySchema = z
  .strictObject({ ...auditFilterShape, format: exportFormatSchema })
  .superRefine(fromNotAfterTo);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** The columns of the audit log's CSV export, in order. */
export const auditExportColumns = [
  'at',
  'actor',
  'actorEmail',
  'entity',
  'entityId',
  'action',
  'changes',
] as const;

export const auditEndpoints = {
  listAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/audit',
    access: 'operator',
    tag: 'audit',
    summary:
      'The organization’s changes, newest first, narrowed by record, member, action and days (super operators); with entityId, one record’s history (any operator)',
    params: organizationParamsSchema,
    query: auditQuerySchema,
    response: paginated(auditEventSchema),
    successStatus: 200,
  }),
  exportAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/audit/export',
    access: 'operator',
    tag: 'audit',
    summary:
      'The log’s changes (its query without page and limit) as CSV, UTF-8 with BOM (super operators)',
    params: organizationParamsSchema,
    query: auditExportQuerySchema,
    produces: 'text/csv',
    successStatus: 200,
  }),
};
