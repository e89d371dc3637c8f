import { z } from 'zod';
import { dateTimeSchema, uuidSchema } from './primitives';

export const accountInfoSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  isPolicyAccepted: z.boolean(),
  createdAt: dateTimeSchema,
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const accountUpdateSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(255),
  lastName: z.string().trim().min(1).max(255),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const personSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  isOwn: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;
export const personListSchema = z.object({ items: z.array(personSchema) });

/** Spec §5: names at least 1 character, the policy a boolean that must be accepted. */
export const registrationSchema = z.strictObject({
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  isPolicyAccepted: z.boolean().refine((accepted) => accepted, {
    message: 'Must accept the Terms of Service',
  }),
});
export type Registration = z.infer<typeof registrationSchema>;

const organizationIdKey = uuidSchema;

/** Only ACCEPTED memberships count; each map is keyed by organization id. */
export const permissionsSchema = z.object({
  isAdmin: z.boolean(),
  operator: z.record(
    organizationIdKey,
    z.object({ memberId: uuidSchema, isSuperOperator: z.boolean() }),
  ),
  beneficiary: z.record(organizationIdKey, z.object({ memberIds: z.array(uuidSchema) })),
  assistant: z.record(organizationIdKey, z.object({ memberId: uuidSchema })),
});
export type Permissions = z.infer<typeof permissionsSchema>;

/** What the guard loads in one step and the whole app reads from one cache entry. */
export interface AccountBundle {
  info: AccountInfo;
  permissions: Permissions;
  persons: z.infer<typeof personSchema>[];
}

export interface AccountFlags {
  isAdmin: boolean;
  isOperator: boolean;
  isBeneficiary: boolean;
  isAssistant: boolean;
  /** Neither operator nor admin, but a beneficiary or an assistant. */
  isMobileAppUser: boolean;
  /** Loaded, yet none of admin, operator, beneficiary or assistant. */
  hasNoRole: boolean;
}

export function deriveAccountFlags(permissions: Permissions): AccountFlags {
  const isAdmin = permissions.isAdmin;
  const isOperator = Object.keys(permissions.operator).length > 0;
  const isBeneficiary = Object.keys(permissions.beneficiary).length > 0;
  const isAssistant = Object.keys(permissions.assistant).length > 0;
  return {
    isAdmin,
    isOperator,
    isBeneficiary,
    isAssistant,
    isMobileAppUser: !isOperator && !isAdmin && (isBeneficiary || isAssistant),
    hasNoRole: !isAdmin && !isOperator && !isBeneficiary && !isAssistant,
  };
}
