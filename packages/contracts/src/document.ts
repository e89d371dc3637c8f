import { z } from 'zod';
import { apiBasePath, buildPath, defineEndpoint } from './endpoint';
import { roleSchema } from './enums';
import { organizationParamsSchema } from './organization';
import { pageQuerySchema, paginated } from './pagination';
import { dateTimeSchema, exportFormatSchema, uuidSchema } from './primitives';

/**
 * A revision starts as a DRAFT, is PUBLISHED, and is UNPUBLISHED when withdrawn or when a
 * newer revision of its document is published. A withdrawn revision may be published again
 * while no other revision of its document is published and none after it ever was; a replaced
 * one never comes back, and nothing returns to DRAFT.
 */
export const publishStates = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export const publishStateSchema = z.enum(publishStates);
export type PublishState = z.infer<typeof publishStateSchema>;

export const documentLimits = {
  title: { min: 3, max: 255 },
  /** Markdown; about a hundred pages of text, well inside the API's 1 MiB request limit. */
  body: { min: 1, max: 100_000 },
  search: { max: 100 },
} as const;

/** How the documents list sorts: by title, or by the latest revision's last change. */
export const documentSortFields = ['title', 'updatedAt'] as const;
/** How the acceptances of a revision sort: by the member's name, or by when they accepted. */
export const acceptanceSortFields = ['lastName', 'acceptedAt'] as const;

const sortParam = <const F extends readonly string[]>(fields: F) =>
  z.enum(fields.flatMap((field) => [field, `-${field}`]) as [string, ...string[]]);

/**
 * One revision of a document, without its body. Revisions of one document are linked by
 * `previousDocumentId` and numbered 1, 2, …; `firstRevisionId` names the document across them
 * (its history in the audit trail is recorded under that id). The acceptance counts are over
 * the organization's ACCEPTED members: who accepted this revision, and — while it is the
 * published one and needs acceptance — who still has to.
 */
export const documentSummarySchema = z.object({
  id: uuidSchema,
  firstRevisionId: uuidSchema,
  title: z.string(),
  revision: z.number().int().min(1),
  previousDocumentId: uuidSchema.nullable(),
  /** The unified diff against the previous revision (`text/x-diff`); null for revision 1. */
  diffUrl: z.string().nullable(),
  needsAcceptance: z.boolean(),
  publishState: publishStateSchema,
  publishedAt: dateTimeSchema.nullable(),
  unpublishedAt: dateTimeSchema.nullable(),
  acceptedCount: z.number().int().min(0),
  pendingAcceptanceCount: z.number().int().min(0),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  version: z.number().int(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** A revision with its Markdown body. */
export const documentSchema = documentSummarySchema.extend({ body: z.string() });
export type Document = z.infer<typeof documentSchema>;

/**
 * A document in the list: its latest revision, and the revision that is published now (the
 * same one, an earlier one while a new draft is written, or none).
 */
export const documentListItemSchema = documentSummarySchema.extend({
  publishedRevision: z
    .object({
      id: uuidSchema,
      revision: z.number().int().min(1),
      publishedAt: dateTimeSchema,
      needsAcceptance: z.boolean(),
      acceptedCount: z.number().int().min(0),
      pendingAcceptanceCount: z.number().int().min(0),
    })
    .nullable(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** What create and update take; a new version copies its content from the revision before. */
export const documentWriteSchema = z.strictObject({
  title: z.string().trim().min(documentLimits.title.min).max(documentLimits.title.max),
  body: z.string().trim().min(documentLimits.body.min).max(documentLimits.body.max),
  needsAcceptance: z.boolean(),
});
export type DocumentWrite = z.infer<typeof documentWriteSchema>;

const searchSchema = z.string().trim().max(documentLimits.search.max).optional();

/** The list filters on the latest revision's publish state and searches titles. */
export const documentListQuerySchema = pageQuerySchema.extend({
  publishState: publishStateSchema.optional(),
  search: searchSchema,
  sort: sortParam(documentSortFields).default('-updatedAt'),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** ACCEPTED: accepted this revision; PENDING: has not (yet). */
export const acceptanceStatuses = ['ACCEPTED', 'PENDING'] as const;
export const acceptanceStatusSchema = z.enum(acceptanceStatuses);
export type AcceptanceStatus = z.infer<typeof acceptanceStatusSchema>;

/** The acceptances of a revision, without paging: the CSV export takes the same filters. */
export const documentAcceptanceFilterSchema = z.strictObject({
  status: acceptanceStatusSchema.optional(),
  search: searchSchema,
  sort: sortParam(acceptanceSortFields).default('lastName'),
});
export type DocumentAcceptanceFilter = z.infer<typeof documentAcceptanceFilterSchema>;
export const documentAcceptanceExportQuerySchema = documentAcceptanceFilterSchema.extend({
  format: exportFormatSchema,
});
export const documentAcceptanceQuerySchema = pageQuerySchema.extend(
  documentAcceptanceFilterSchema.shape,
);
export type DocumentAcceptanceQuery = z.infer<typeof documentAcceptanceQuerySchema>;

/**
 * One ACCEPTED member of the organization and where it stands with a revision: the newest
 * revision of the document it accepted up to this one (and when), and whether that is this one.
 */
export const documentAcceptanceSchema = z.object({
  memberId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  accountEmail: z.string(),
  role: roleSchema,
  lastAcceptance: z
    .object({
      documentId: uuidSchema,
      revision: z.number().int().min(1),
      acceptedAt: dateTimeSchema,
    })
    .nullable(),
  hasAccepted: z.boolean(),
});
export type DocumentAcceptance = z.infer<typeof documentAcceptanceSchema>;

/** The caller's acceptance: the revision, when it was first accepted, and for which memberships. */
export const documentAcceptanceReceiptSchema = z.object({
  documentId: uuidSchema,
  revision: z.number().int().min(1),
  acceptedAt: dateTimeSchema,
  memberIds: z.array(uuidSchema),
});
export type DocumentAcceptanceReceipt = z.infer<typeof documentAcceptanceReceiptSchema>;

export const documentParamsSchema = organizationParamsSchema.extend({ documentId: uuidSchema });

const documentsPath = '/operator/organization/:organizationId/document';
const documentPath = `${documentsPath}/:documentId`;
const diffPath = `${documentPath}/diff`;

/** Where a revision's diff against the previous one is read, under the API base. */
export function documentDiffUrl(organizationId: string, documentId: string): string {
  return `${apiBasePath}${buildPath(diffPath, { organizationId, documentId })}`;
}

export const documentEndpoints = {
  listDocuments: defineEndpoint({
    method: 'GET',
    path: documentsPath,
    access: 'operator',
    tag: 'documents',
    summary: 'The latest revision of each document, with the one published now',
    params: organizationParamsSchema,
    query: documentListQuerySchema,
    response: paginated(documentListItemSchema),
    successStatus: 200,
  }),
  createDocument: defineEndpoint({
    method: 'POST',
    path: documentsPath,
    access: 'operator',
    tag: 'documents',
    summary: 'Write a new document: its revision 1, as a DRAFT',
    params: organizationParamsSchema,
    body: documentWriteSchema,
    response: documentSchema,
    successStatus: 201,
  }),
  getDocument: defineEndpoint({
    method: 'GET',
    path: documentPath,
    access: 'operator',
    tag: 'documents',
    summary: 'One revision with its body, its version as the ETag',
    params: documentParamsSchema,
    response: documentSchema,
    successStatus: 200,
  }),
  updateDocument: defineEndpoint({
    method: 'PUT',
    path: documentPath,
    access: 'operator',
    tag: 'documents',
    summary: 'Replace a DRAFT’s title, body and needsAcceptance (409 once published; 412 stale)',
    params: documentParamsSchema,
    body: documentWriteSchema,
    response: documentSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  deleteDocument: defineEndpoint({
    method: 'DELETE',
    path: documentPath,
    access: 'operator',
    tag: 'documents',
    summary: 'Delete a DRAFT (409 once published)',
    params: documentParamsSchema,
    successStatus: 204,
    ifMatch: true,
    conflicts: true,
  }),
  listDocumentRevisions: defineEndpoint({
    method: 'GET',
    path: `${documentPath}/revision`,
    access: 'operator',
    tag: 'documents',
    summary: 'Every revision of the document this revision belongs to, newest first',
    params: documentParamsSchema,
    response: z.object({ items: z.array(documentSummarySchema) }),
    successStatus: 200,
  }),
  createDocumentVersion: defineEndpoint({
    method: 'POST',
    path: `${documentPath}/version`,
    access: 'operator',
    tag: 'documents',
    summary:
      'A new DRAFT revision copying the latest one; 409 while the document has a draft or for an older revision',
    params: documentParamsSchema,
    response: documentSchema,
    successStatus: 201,
    ifMatch: true,
    conflicts: true,
  }),
  publishDocument: defineEndpoint({
    method: 'POST',
    path: `${documentPath}/publish`,
    access: 'operator',
    tag: 'documents',
    summary: 'Publish a DRAFT; the revision published before is unpublished',
    params: documentParamsSchema,
    response: documentSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  unpublishDocument: defineEndpoint({
    method: 'POST',
    path: `${documentPath}/unpublish`,
    access: 'operator',
    tag: 'documents',
    summary: 'Withdraw the PUBLISHED revision; no earlier revision is published in its place',
    params: documentParamsSchema,
    response: documentSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  republishDocument: defineEndpoint({
    method: 'POST',
    path: `${documentPath}/republish`,
    access: 'operator',
    tag: 'documents',
    summary:
      'Publish a withdrawn revision again, its acceptances kept; 409 while another revision is published or once a newer one was',
    params: documentParamsSchema,
    response: documentSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  getDocumentDiff: defineEndpoint({
    method: 'GET',
    path: diffPath,
    access: 'operator',
    tag: 'documents',
    summary: 'A unified diff of the body against the previous revision (404 for revision 1)',
    params: documentParamsSchema,
    produces: 'text/x-diff',
    successStatus: 200,
  }),
  listDocumentAcceptances: defineEndpoint({
    method: 'GET',
    path: `${documentPath}/acceptance`,
    access: 'operator',
    tag: 'documents',
    summary: 'Each ACCEPTED member: whether, which revision and when it accepted',
    params: documentParamsSchema,
    query: documentAcceptanceQuerySchema,
    response: paginated(documentAcceptanceSchema),
    successStatus: 200,
  }),
  exportDocumentAcceptances: defineEndpoint({
    method: 'GET',
    path: `${documentPath}/acceptance/export`,
    access: 'operator',
    tag: 'documents',
    summary: 'The acceptances (the list’s filters, without paging) as CSV, UTF-8 with BOM',
    params: documentParamsSchema,
    query: documentAcceptanceExportQuerySchema,
    produces: 'text/csv',
    successStatus: 200,
  }),
  acceptDocument: defineEndpoint({
    method: 'POST',
    path: '/account/me/document/:documentId/accept',
    access: 'registered',
    tag: 'account',
    summary:
      'Accept a PUBLISHED revision for each of the caller’s ACCEPTED memberships of its organization; idempotent',
    params: z.strictObject({ documentId: uuidSchema }),
    response: documentAcceptanceReceiptSchema,
    successStatus: 200,
    conflicts: true,
  }),
};
