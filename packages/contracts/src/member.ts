import { z } from 'zod';
import { defineEndpoint, reauthenticationMeaning } from './endpoint';
import {
  accountOwnerTypeSchema,
  formOfAddressSchema,
  invitationAnswerSchema,
  invitationDeliverySchema,
  invitationStatusSchema,
  memberStatusSchema,
  roleSchema,
} from './enums';
import { organizationParamsSchema } from './organization';
import {
  countSchema,
  listSearchSchema,
  pageQuerySchema,
  paginated,
  sortSchemaOf,
} from './pagination';
import {
  dateTimeSchema,
  emailSchema,
  exportFormatSchema,
  hasNoControlCharacters,
  jsonText,
  limits,
  typedText,
  uuidSchema,
} from './primitives';
import { problemSchema } from './problem';
import { tagSchema } from './tag';

const readName = z.string().min(limits.readName.min).max(limits.readName.max);
const createName = typedText(limits.createName.min, limits.createName.max);

/**
 * A phone number in E.164 form (`+48600100200`): a plus, the country code and the number, 7–15
 * digits in all. The API also checks that the number exists in its country's numbering plan.
 */
export const phoneSchema = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, { message: 'Must be an international number such as +48600100200' });

/** The longest each part of a member's address may be, after trimming. */
export const memberAddressLimits = {
  street: 120,
  building: 16,
  apartment: 16,
  postalCode: 16,
  city: 80,
  accessNotes: 500,
} as const;

/** The longest the operators' care notes on a member may be. */
export const careNotesMaxLength = 4000;

/**
 * A postal code: the Polish `00-950`, or another country's of digits, letters, spaces and
 * dashes, starting and ending with a digit or a letter.
 */
export const postalCodePattern = /^(?:\d{2}-\d{3}|[0-9A-Za-z](?:[0-9A-Za-z -]*[0-9A-Za-z])?)$/;

/** Notes a person types over several lines: line breaks and tabs are fine, other controls not. */
function notesText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((text) => hasNoControlCharacters(text.replace(/[\n\r\t]/g, ' ')), {
      message: 'Must not contain control characters',
    });
}

/** Where the person lives, as a visiting nurse or volunteer needs it; unknown keys are refused. */
export const memberAddressSchema = z.strictObject({
  street: typedText(1, memberAddressLimits.street),
  building: typedText(1, memberAddressLimits.building),
  apartment: typedText(1, memberAddressLimits.apartment).optional(),
  postalCode: typedText(1, memberAddressLimits.postalCode).regex(postalCodePattern, {
    message: 'Must be a postal code such as 00-950',
  }),
  city: typedText(1, memberAddressLimits.city),
  /** How to get in: a gate code, the floor, a dog in the yard. */
  accessNotes: notesText(memberAddressLimits.accessNotes).min(1).optional(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;
/** The parts without which there is no address (an address is whole or none). */
export const memberAddressRequiredParts = ['street', 'building', 'postalCode', 'city'] as const;
/** Every part of an address, the required ones first. */
export const memberAddressParts = [
  ...memberAddressRequiredParts,
  'apartment',
  'accessNotes',
] as const satisfies readonly (keyof MemberAddress)[];

/** The operators' own notes on the person's care; never answered to anybody else. */
export const careNotesSchema = notesText(careNotesMaxLength);

/** How many contacts a member may have, and the longest each contact's texts may be. */
export const memberContactLimits = {
  maxContacts: 10,
  name: 100,
  relation: 60,
} as const;

/** A relative or carer to call about the person: a daughter, a neighbour with the key. */
export const memberContactSchema = z.strictObject({
  name: typedText(1, memberContactLimits.name),
  /** How they are related to the person, in the operator's words ("córka", "sąsiadka"). */
  relation: typedText(1, memberContactLimits.relation),
  /** E.164; the API also checks the number exists, as a member's phone. */
  phone: phoneSchema,
  /** The one to call first; at most one contact is. */
  isPrimary: z.boolean(),
});
export type MemberContact = z.infer<typeof memberContactSchema>;

/** A member's contacts, replaced whole: at most `maxContacts`, and at most one primary. */
export const memberContactsSchema = z
  .array(memberContactSchema)
  .max(memberContactLimits.maxContacts)
  .superRefine((contacts, context) => {
    // Each primary after the first is named, so the form marks the row to change.
    contacts.forEach((contact, index) => {
      if (contact.isPrimary && contacts.findIndex((other) => other.isPrimary) < index)
        context.addIssue({
          code: 'custom',
          path: [index, 'isPrimary'],
          message: 'Only one contact can be the primary one',
        });
    });
  });

/** The member record, read side. */
export const memberSchema = z.object({
  id: uuidSchema,
  accountOwnerType: accountOwnerTypeSchema,
  status: memberStatusSchema,
  accountEmail: z.email(),
  firstName: readName,
  lastName: readName,
  createdAt: dateTimeSchema,
  role: roleSchema,
  isSuperOperator: z.boolean(),
  startDate: dateTimeSchema,
  endDate: dateTimeSchema.optional(),
  tags: z.array(tagSchema),
});
export type Member = z.infer<typeof memberSchema>;

/** The organization-scoped shape: carries organizationId and always an endDate. */
export const organizationMemberSchema = memberSchema.extend({
  organizationId: uuidSchema,
  endDate: dateTimeSchema,
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

/** What the members API answers: the member record plus what the panel needs to act on it. */
export const memberDetailsSchema = memberSchema.extend({
  organizationId: uuidSchema,
  personId: uuidSchema.nullable(),
  version: z.number().int(),
  invitationDelivery: invitationDeliverySchema,
  /** Set through PATCH only; an operator calling a patient's guardian needs it. */
  phone: phoneSchema.nullable(),
  address: memberAddressSchema.nullable(),
  formOfAddress: formOfAddressSchema.nullable(),
  /** For the organization's operators only; null when there are none. */
  careNotes: careNotesSchema.nullable(),
  /** For the organization's operators only; the primary one, if any, among them. */
  contacts: memberContactsSchema,
  /** The organization's outpost that looks after the person; for its operators only. */
  homeOutpostId: uuidSchema.nullable(),
  /** Set once the organization erased the person's data (names, e-mail, card, contacts). */
  erasedAt: dateTimeSchema.optional(),
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

/**
 * A membership as its own invitee reads it: everything but the operators' notes, the contacts
 * and the home outpost.
 */
export const ownMemberSchema = memberDetailsSchema.omit({
  careNotes: true,
  contacts: true,
  homeOutpostId: true,
});
export type OwnMember = z.infer<typeof ownMemberSchema>;

/** Another member of the organization, named as their page links to them. */
export const memberLinkSchema = z.object({
  memberId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
});
export type MemberLink = z.infer<typeof memberLinkSchema>;

/**
 * Who a member is linked to by a guardian account. A ward's membership (GUARDIAN_ACCOUNT) names
 * the account holder who acts for them, with their own membership here if they have one; a
 * guardian's own membership names the wards their account acts for here.
 */
export const memberRelationsSchema = z.object({
  /**
   * Null as well when the guardian has no membership here and the organization erased the data
   * of a membership of their account (a ward's): their name would say whose it was.
   */
  guardian: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      /** The guardian's own membership in this organization, or null when they have none. */
      memberId: uuidSchema.nullable(),
    })
    .nullable(),
  wards: z.array(memberLinkSchema),
});
export type MemberRelations = z.infer<typeof memberRelationsSchema>;

/** Member creation (docs/product.md, limits); `tags` are tag ids. Unknown keys are rejected. */
export const memberCreateSchema = z.strictObject({
  accountOwnerType: accountOwnerTypeSchema,
  role: roleSchema,
  firstName: createName,
  lastName: createName,
  accountEmail: emailSchema,
  isSuperOperator: z.boolean(),
  tags: z.array(uuidSchema),
  address: memberAddressSchema.nullable().optional(),
  formOfAddress: formOfAddressSchema.nullable().optional(),
  /** Blank notes are stored as none. */
  careNotes: careNotesSchema.nullable().optional(),
  contacts: memberContactsSchema.optional(),
  /** One of the organization's outposts, or null for none. */
  homeOutpostId: uuidSchema.nullable().optional(),
});
export type MemberCreate = z.infer<typeof memberCreateSchema>;

export const memberStatusUpdateSchema = z.strictObject({
  personId: uuidSchema,
  status: invitationAnswerSchema,
});
export type MemberStatusUpdate = z.infer<typeof memberStatusUpdateSchema>;

export const invitationSchema = z.object({
  id: uuidSchema,
  organization: z.object({ id: uuidSchema, name: z.string() }),
  role: roleSchema,
  accountOwnerType: accountOwnerTypeSchema,
  status: invitationStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  createdAt: dateTimeSchema,
  /**
   * Who sent it last (the invitation e-mail names them): an operator of the organization, or the
   * administrator who created the organization; null when that account no longer exists or the
   * organization erased its data as a member.
   */
  invitedBy: z
    .object({ firstName: z.string(), lastName: z.string(), isAdministrator: z.boolean() })
    .nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export const invitationQuerySchema = z.strictObject({ status: invitationStatusSchema.optional() });

/** Fields the member list sorts on; ties are broken by id so pages never repeat or skip a row. */
export const memberSortFields = [
  'lastName',
  'firstName',
  'accountEmail',
  'role',
  'status',
  'createdAt',
] as const;
export type MemberSortField = (typeof memberSortFields)[number];
/** `field` ascending, `-field` descending. */
export type MemberSort = MemberSortField | `-${MemberSortField}`;
export const memberSortSchema = sortSchemaOf(memberSortFields);
export const defaultMemberSort: MemberSort = 'lastName';

/** What the list is narrowed and ordered by; the export takes the same query. */
const memberFilterShape = {
  sort: memberSortSchema.default(defaultMemberSort),
  /** First name, last name and e-mail, case- and accent-insensitive; every word must match. */
  search: listSearchSchema.optional(),
  role: roleSchema.optional(),
  status: memberStatusSchema.optional(),
  tagId: uuidSchema.optional(),
  /** Only the members added (invited or created) at this instant or later. */
  createdFrom: dateTimeSchema.optional(),
};
export const memberFilterQuerySchema = z.strictObject(memberFilterShape);
export type MemberFilterQuery = z.infer<typeof memberFilterQuerySchema>;
/** The export takes the list's filter and order, and the file's format. */
export const memberExportQuerySchema = memberFilterQuerySchema.extend({
  format: exportFormatSchema,
});
export type MemberExportQuery = z.infer<typeof memberExportQuerySchema>;
export const memberListQuerySchema = z.strictObject({
  ...memberFilterShape,
  ...pageQuerySchema.shape,
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/**
 * What an operator may change of a member; absent keys stay as they are. `endDate` null clears
 * it, `phone` null removes it. Only super operators change OPERATOR members or isSuperOperator.
 */
export const memberUpdateSchema = z.strictObject({
  role: roleSchema.optional(),
  isSuperOperator: z.boolean().optional(),
  tags: z.array(uuidSchema).optional(),
  endDate: dateTimeSchema.nullable().optional(),
  firstName: createName.optional(),
  lastName: createName.optional(),
  phone: phoneSchema.nullable().optional(),
  /** null removes it; the address is replaced whole. */
  address: memberAddressSchema.nullable().optional(),
  formOfAddress: formOfAddressSchema.nullable().optional(),
  /** null or blank removes them. */
  careNotes: careNotesSchema.nullable().optional(),
  /** Replaced whole; [] removes them all. */
  contacts: memberContactsSchema.optional(),
  /** One of the organization's outposts; null leaves the person without one. */
  homeOutpostId: uuidSchema.nullable().optional(),
});
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** The columns of the members CSV export, in order. */
export const memberExportColumns = [
  'firstName',
  'lastName',
  'accountEmail',
  'role',
  'status',
  'isSuperOperator',
  'tags',
  'phone',
  'formOfAddress',
  'street',
  'building',
  'apartment',
  'postalCode',
  'city',
  'accessNotes',
  'careNotes',
  'contacts',
  'homeOutpost',
  'createdAt',
  'endDate',
] as const;

const bulkIds = z.array(uuidSchema).min(1).max(limits.pageSize.max);
const bulkTagIds = z.array(uuidSchema).min(1);
/**
 * Each member's version as the caller last read it, the If-Match of its own request: a member
 * at another version (or left out of the map) is refused with 412 and stays as it is. Without
 * the map every selected member is acted on as it is now.
 */
const bulkVersions = z.record(uuidSchema, z.number().int().min(0)).optional();
/** One action for up to a page of selected members. */
export const memberBulkSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('deactivate'), ids: bulkIds, versions: bulkVersions }),
  /** DEACTIVATED → ACCEPTED (or PENDING): what undoes a bulk deactivation. */
  z.strictObject({ action: z.literal('reactivate'), ids: bulkIds, versions: bulkVersions }),
  z.strictObject({
    action: z.literal('addTags'),
    ids: bulkIds,
    tagIds: bulkTagIds,
    versions: bulkVersions,
  }),
  z.strictObject({
    action: z.literal('removeTags'),
    ids: bulkIds,
    tagIds: bulkTagIds,
    versions: bulkVersions,
  }),
]);
export type MemberBulk = z.infer<typeof memberBulkSchema>;
export type MemberBulkAction = MemberBulk['action'];
/**
 * Each member's own outcome: the status its single request would have had, and its problem.
 * A member acted on also answers its version now (the If-Match of what undoes the action) and,
 * for a tag action, the tags it actually gained or lost: a member that had none of them is
 * unchanged and answers none, so an undo gives each member back exactly what it lost.
 */
export const memberBulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: uuidSchema,
      status: z.number().int(),
      problem: problemSchema.optional(),
      version: z.number().int().optional(),
      tagIds: z.array(uuidSchema).optional(),
    }),
  ),
});
export type MemberBulkResult = z.infer<typeof memberBulkResultSchema>;

/** Up to a page of selected members whose invitation e-mails are to be sent. */
export const memberInvitationSendSchema = z.strictObject({ ids: bulkIds });
export type MemberInvitationSend = z.infer<typeof memberInvitationSendSchema>;

/**
 * Whose invitation a bulk send e-mails: a PENDING member not reached yet (imported without
 * e-mails, or a delivery that failed). One already sent is resent one by one, on purpose.
 */
export const hasInvitationToSend = (member: Pick<MemberDetails, 'status' | 'invitationDelivery'>) =>
  member.status === 'PENDING' && member.invitationDelivery !== 'SENT';

/** The import's column mapping. */
const csvColumnSchema = z.string().min(limits.csvColumn.min).max(limits.csvColumn.max);
/** A value of a CSV cell the mapping matches (a role or owner type as the file spells it). */
const csvValueSchema = z.string().max(limits.csvColumn.max);

export const importMappingSchema = z.strictObject({
  firstNameColumn: csvColumnSchema,
  lastNameColumn: csvColumnSchema,
  emailColumn: csvColumnSchema,
  roleMap: z.partialRecord(roleSchema, csvValueSchema),
  isOwnAccountMap: z.record(csvValueSchema, z.boolean()),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/**
 * The person's card as an import may fill it, each from a column of its own when mapped: the
 * address (a row with some of its parts needs street, building, postal code and city), the care
 * notes, the form of address (PAN or PANI, in any letter case, or the word an export writes
 * for it; an empty cell is none) and the home outpost (one of the organization's outposts by
 * its name, in any letter case, as the export writes it; an empty cell is none).
 */
export const memberImportCardFields = [
  ...memberAddressParts,
  'careNotes',
  'formOfAddress',
  'homeOutpost',
] as const;
export type MemberImportCardField = (typeof memberImportCardFields)[number];
/** `street` → `streetColumn`: the mapping's key of a card field's column. */
export const cardColumnKey = <F extends MemberImportCardField>(field: F) =>
  `${field}Column` as const;
const memberImportCardColumns = Object.fromEntries(
  memberImportCardFields.map((field) => [cardColumnKey(field), csvColumnSchema.optional()]),
) as Record<`${MemberImportCardField}Column`, z.ZodOptional<typeof csvColumnSchema>>;

/**
 * The import's mapping: the base one plus the column whose values `roleMap` maps to roles and,
 * optionally, the one whose values `isOwnAccountMap` maps (without it every row is OWN_ACCOUNT)
 * and those of the person's card (`streetColumn`, …, `formOfAddressColumn`, `homeOutpostColumn`).
 */
export const memberImportMappingSchema = importMappingSchema.extend({
  roleColumn: csvColumnSchema,
  isOwnAccountColumn: csvColumnSchema.optional(),
  ...memberImportCardColumns,
});
export type MemberImportMapping = z.infer<typeof memberImportMappingSchema>;

/** A file over either limit is refused (413) at once, before any job starts. */
export const memberImportLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  /** Data rows the preview shows under the columns. */
  sampleRows: 5,
} as const;

export const memberImportPreviewSchema = z.object({
  columns: z.array(z.string()),
  /** The first data rows, each cell under its column. */
  sampleRows: z.array(z.array(z.string())),
  /** Data rows, the header not counted. */
  rowCount: z.number().int().min(0),
  /**
   * With a mapping: the rows that would create a member, each of whom is sent an invitation
   * e-mail unless the import is started without them (rows in error or already members are not).
   */
  invitationCount: z.number().int().min(0).optional(),
});
export type MemberImportPreview = z.infer<typeof memberImportPreviewSchema>;

/** A form field's yes or no, spelled as the browser's form sends it. */
const formBoolean = z
  .enum(['true', 'false'])
  .default('true')
  .transform((value) => value === 'true');

export const memberImportAcceptedSchema = z.object({ jobId: uuidSchema });

export const memberImportStatuses = ['RUNNING', 'DONE', 'FAILED'] as const;
export const memberImportStatusSchema = z.enum(memberImportStatuses);
/**
 * An import's progress and outcome. `row` is the file's line number (the header is line 1);
 * `skipped` counts rows whose e-mail is already a member, which are not errors.
 */
export const memberImportSchema = z.object({
  status: memberImportStatusSchema,
  processed: z.number().int().min(0),
  total: z.number().int().min(0),
  created: z.number().int().min(0),
  skipped: z.number().int().min(0),
  errors: z.array(z.object({ row: z.number().int().min(2), messages: z.array(z.string()) })),
});
export type MemberImport = z.infer<typeof memberImportSchema>;

/** The invitee's side of a membership: invitations reach an account by its email. */
export const invitationEndpoints = {
  listInvitations: defineEndpoint({
    method: 'GET',
    path: '/account/me/membership-invitation',
    access: 'registered',
    tag: 'account',
    summary: 'Membership invitations addressed to the caller’s email',
    query: invitationQuerySchema,
    response: invitationListSchema,
    successStatus: 200,
  }),
  countInvitations: defineEndpoint({
    method: 'GET',
    path: '/account/me/membership-invitation/count',
    access: 'registered',
    tag: 'account',
    summary: 'How many invitations have the given status',
    query: invitationQuerySchema,
    response: countSchema,
    successStatus: 200,
  }),
  answerInvitation: defineEndpoint({
    method: 'PUT',
    path: '/member/:invitationId/status',
    access: 'registered',
    tag: 'account',
    summary: 'Accept or reject a PENDING invitation (the invitee only)',
    params: z.strictObject({ invitationId: uuidSchema }),
    body: memberStatusUpdateSchema,
    response: ownMemberSchema,
    successStatus: 200,
    conflicts: true,
  }),
};

const memberParamsSchema = organizationParamsSchema.extend({ memberId: uuidSchema });
const memberPath = '/operator/organization/:organizationId/member';

/**
 * What an erased member's names and e-mail become: no person can be read from them, the names
 * still pass as names, and each e-mail is the member's own, so no invitation ever matches it.
 */
export const erasedMemberName = '***';
export const erasedMemberEmail = (memberId: string) => `erased-${memberId}@erased.invalid`;

/** The member's full name as the panel shows it, which an erasure must be confirmed with. */
export const memberFullName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`;

/** Erasing a member's personal data is confirmed by typing their full name. */
export const memberErasureSchema = z.strictObject({
  confirmName: z.string().max(limits.readName.max * 2 + 1),
});
export type MemberErasure = z.infer<typeof memberErasureSchema>;

/** An INACTIVE member whose personal data the retention job erases on `dueAt`. */
export const memberErasureDueSchema = z.object({
  memberId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  /** When the membership ended. */
  inactiveSince: dateTimeSchema,
  dueAt: dateTimeSchema,
});
export type MemberErasureDue = z.infer<typeof memberErasureDueSchema>;

/** Soonest first. */
export const memberErasureDueQuerySchema = pageQuerySchema;
export type MemberErasureDueQuery = z.infer<typeof memberErasureDueQuerySchema>;

/** An organization's members, for its operators. */
export const memberEndpoints = {
  listMembers: defineEndpoint({
    method: 'GET',
    path: memberPath,
    access: 'operator',
    tag: 'members',
    summary: 'A page of the organization’s members: sorted, searched and filtered',
    params: organizationParamsSchema,
    query: memberListQuerySchema,
    response: paginated(memberDetailsSchema),
    successStatus: 200,
  }),
  createMember: defineEndpoint({
    method: 'POST',
    path: memberPath,
    access: 'operator',
    tag: 'members',
    summary: 'Invite a member (PENDING); only super operators invite operators',
    params: organizationParamsSchema,
    body: memberCreateSchema,
    response: memberDetailsSchema,
    successStatus: 201,
    conflicts: true,
  }),
  getMember: defineEndpoint({
    method: 'GET',
    path: `${memberPath}/:memberId`,
    access: 'operator',
    tag: 'members',
    summary: 'One member, with its version as the ETag',
    params: memberParamsSchema,
    response: memberDetailsSchema,
    successStatus: 200,
  }),
  getMemberRelations: defineEndpoint({
    method: 'GET',
    path: `${memberPath}/:memberId/relations`,
    access: 'operator',
    tag: 'members',
    summary: 'A ward’s guardian, or a guardian’s wards, in the organization',
    params: memberParamsSchema,
    response: memberRelationsSchema,
    successStatus: 200,
  }),
  updateMember: defineEndpoint({
    method: 'PATCH',
    path: `${memberPath}/:memberId`,
    access: 'operator',
    tag: 'members',
    summary:
      'Change a member’s role, tags, end date, names, phone, address, form of address, care notes, contacts or home outpost; a stale If-Match answers 412',
    params: memberParamsSchema,
    body: memberUpdateSchema,
    response: memberDetailsSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  deactivateMember: defineEndpoint({
    method: 'POST',
    path: `${memberPath}/:memberId/deactivate`,
    access: 'operator',
    tag: 'members',
    summary: 'ACCEPTED or PENDING (a withdrawn invitation) → DEACTIVATED, ending now',
    params: memberParamsSchema,
    response: memberDetailsSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  reactivateMember: defineEndpoint({
    method: 'POST',
    path: `${memberPath}/:memberId/reactivate`,
    access: 'operator',
    tag: 'members',
    summary: 'DEACTIVATED → ACCEPTED, or PENDING when the invitation was never accepted',
    params: memberParamsSchema,
    response: memberDetailsSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  deleteMember: defineEndpoint({
    method: 'DELETE',
    path: `${memberPath}/:memberId`,
    access: 'operator',
    tag: 'members',
    summary: 'Delete a member; nobody deletes their own membership',
    params: memberParamsSchema,
    successStatus: 204,
    ifMatch: true,
    conflicts: true,
  }),
  eraseMember: defineEndpoint({
    method: 'POST',
    path: `${memberPath}/:memberId/erasure`,
    access: 'operator',
    tag: 'members',
    summary:
      'Erase a member’s personal data, keeping the facts (role, status, dates, orders); super operators, with the full name typed; 409 while an order of the person is open',
    params: memberParamsSchema,
    body: memberErasureSchema,
    response: memberDetailsSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
    recentSignIn: true,
    problems: { 403: reauthenticationMeaning },
  }),
  listMembersDueForErasure: defineEndpoint({
    method: 'GET',
    path: `${memberPath}/erasure-due`,
    access: 'operator',
    tag: 'members',
    summary:
      'The INACTIVE members whose personal data the retention erases within the next month, soonest first (super operators)',
    params: organizationParamsSchema,
    query: memberErasureDueQuerySchema,
    response: paginated(memberErasureDueSchema),
    successStatus: 200,
  }),
  resendMemberInvitation: defineEndpoint({
    method: 'POST',
    path: `${memberPath}/:memberId/invitation/resend`,
    access: 'operator',
    tag: 'members',
    summary: 'Send a PENDING or REJECTED (→ PENDING) member’s invitation again',
    params: memberParamsSchema,
    successStatus: 204,
    ifMatch: true,
    conflicts: true,
  }),
  bulkUpdateMembers: defineEndpoint({
    method: 'POST',
    path: `${memberPath}/bulk`,
    access: 'operator',
    tag: 'members',
    summary:
      'Deactivate, reactivate, tag or untag selected members, each with its own outcome (and a version of its own to match)',
    params: organizationParamsSchema,
    body: memberBulkSchema,
    response: memberBulkResultSchema,
    successStatus: 200,
  }),
  sendMemberInvitations: defineEndpoint({
    method: 'POST',
    path: `${memberPath}/bulk/invitation`,
    access: 'operator',
    tag: 'members',
    summary:
      'Send the invitations of selected PENDING members not e-mailed yet (or whose e-mail failed), each with its own outcome',
    params: organizationParamsSchema,
    body: memberInvitationSendSchema,
    response: memberBulkResultSchema,
    successStatus: 200,
  }),
  exportMembers: defineEndpoint({
    method: 'GET',
    path: `${memberPath}/export`,
    access: 'operator',
    tag: 'members',
    summary: 'The list’s members (its query without page and limit) as CSV, UTF-8 with BOM',
    params: organizationParamsSchema,
    query: memberExportQuerySchema,
    produces: 'text/csv',
    successStatus: 200,
  }),
  previewMemberImport: defineEndpoint({
    method: 'POST',
    path: `${memberPath}/import/preview`,
    access: 'operator',
    tag: 'members',
    summary:
      'The columns, first rows and row count of a CSV file (UTF-8, `,` or `;`); with a mapping, how many invitations its import would send',
    params: organizationParamsSchema,
    upload: {
      file: 'file',
      maxFileBytes: memberImportLimits.maxFileBytes,
      fields: z.strictObject({
        mapping: jsonText(memberImportMappingSchema, limits.importMappingText).optional(),
      }),
    },
    response: memberImportPreviewSchema,
    successStatus: 200,
  }),
  importMembers: defineEndpoint({
    method: 'POST',
    path: `${memberPath}/import`,
    access: 'operator',
    tag: 'members',
    summary: 'Start importing a CSV file with its column mapping; poll the job for its progress',
    params: organizationParamsSchema,
    upload: {
      file: 'file',
      maxFileBytes: memberImportLimits.maxFileBytes,
      fields: z.strictObject({
        mapping: jsonText(memberImportMappingSchema, limits.importMappingText),
        /** `false` creates the members without e-mailing them; a bulk send invites them later. */
        sendInvitations: formBoolean,
      }),
    },
    response: memberImportAcceptedSchema,
    successStatus: 202,
  }),
  getMemberImport: defineEndpoint({
    method: 'GET',
    path: `${memberPath}/import/:jobId`,
    access: 'operator',
    tag: 'members',
    summary: 'An import’s progress, counts and per-row errors (in the caller’s language)',
    params: organizationParamsSchema.extend({ jobId: uuidSchema }),
    response: memberImportSchema,
    successStatus: 200,
  }),
};
