import { z } from 'zod';
import {
  accountOwnerTypeSchema,
  invitationAnswerSchema,
  invitationDeliverySchema,
  invitationStatusSchema,
  memberStatusSchema,
  roleSchema,
} from './enums';
import { dateTimeSchema, limits, uuidSchema } from './primitives';
import { tagSchema } from './tag';

const readName = z.string().min(limits.readName.min).max(limits.readName.max);
const createName = z.string().trim().min(limits.createName.min).max(limits.createName.max);

/** Spec §3 member record, read side. */
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

/** What the members API answers: the spec record plus what the panel needs to act on it. */
export const memberDetailsSchema = memberSchema.extend({
  organizationId: uuidSchema,
  personId: uuidSchema.nullable(),
  version: z.number().int(),
  invitationDelivery: invitationDeliverySchema,
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

/** Spec §3/§5 member creation; `tags` are tag ids. Unknown keys are rejected. */
export const memberCreateSchema = z.strictObject({
  accountOwnerType: accountOwnerTypeSchema,
  role: roleSchema,
  firstName: createName,
  lastName: createName,
  accountEmail: z.email(),
  isSuperOperator: z.boolean(),
  tags: z.array(uuidSchema),
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
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export const invitationQuerySchema = z.strictObject({ status: invitationStatusSchema.optional() });

/** Spec §3 import column mapping. */
export const importMappingSchema = z.strictObject({
  firstNameColumn: z.string().min(1),
  lastNameColumn: z.string().min(1),
  emailColumn: z.string().min(1),
  roleMap: z.partialRecord(roleSchema, z.string()),
  isOwnAccountMap: z.record(z.string(), z.boolean()),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;
