import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { erasedPersonSchema } from './enums';
import { organizationParamsSchema } from './organization';
import { pageQuerySchema, paginated } from './pagination';
import { dateTimeSchema, uuidSchema } from './primitives';

/**
 * What an operator read about a person: the member's card, the person as a row of the members
 * list, one of their orders, a row of the orders list, or their document acceptances.
 */
export const accessLogKinds = [
  'MEMBER_CARD',
  'MEMBER_LIST',
  'ORDER',
  'ORDER_LIST',
  'ACCEPTANCES',
] as const;
export const accessLogKindSchema = z.enum(accessLogKinds);
export type AccessLogKind = z.infer<typeof accessLogKindSchema>;

/**
 * Who read the record: the operator's name, never their e-mail. Null once the account is gone;
 * erased once the organization erased the data of the reader's membership.
 */
const accessLogReaderSchema = z
  .union([z.object({ firstName: z.string(), lastName: z.string() }), erasedPersonSchema])
  .nullable();

/** One read of a member's record, as the organization's super operators see it. */
export const memberAccessLogEntrySchema = z.object({
  id: uuidSchema,
  at: dateTimeSchema,
  kind: accessLogKindSchema,
  /** The order read, for ORDER; null otherwise. */
  recordId: uuidSchema.nullable(),
  reader: accessLogReaderSchema,
});
export type MemberAccessLogEntry = z.infer<typeof memberAccessLogEntrySchema>;

/**
 * One read of a record of the caller's (their own membership or a ward's): who read it, in which
 * organization, when and what. `person` names whose record it was, as the organization has it.
 */
export const accountAccessLogEntrySchema = z.object({
  id: uuidSchema,
  at: dateTimeSchema,
  kind: accessLogKindSchema,
  recordId: uuidSchema.nullable(),
  reader: accessLogReaderSchema,
  organization: z.object({ id: uuidSchema, name: z.string() }).nullable(),
  person: z.object({ memberId: uuidSchema, firstName: z.string(), lastName: z.string() }),
});
export type AccountAccessLogEntry = z.infer<typeof accountAccessLogEntrySchema>;

/** Newest first. */
export const accessLogQuerySchema = pageQuerySchema;
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

export const accessLogEndpoints = {
  listMemberAccessLog: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/member/:memberId/access-log',
    access: 'operator',
    tag: 'members',
    summary: 'Who read the member’s records and when, newest first (super operators)',
    params: organizationParamsSchema.extend({ memberId: uuidSchema }),
    query: accessLogQuerySchema,
    response: paginated(memberAccessLogEntrySchema),
    successStatus: 200,
  }),
  listMyAccessLog: defineEndpoint({
    method: 'GET',
    path: '/account/me/access-log',
    access: 'registered',
    tag: 'account',
    summary:
      'Which operators read the caller’s records or their wards’ records, and when, newest first',
    query: accessLogQuerySchema,
    response: paginated(accountAccessLogEntrySchema),
    successStatus: 200,
  }),
};
