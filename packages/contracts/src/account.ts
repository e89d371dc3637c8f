import { z } from 'zod';
import { defineEndpoint, reauthenticationMeaning } from './endpoint';
import { formOfAddressSchema } from './enums';
import { dateTimeSchema, limits, uuidSchema } from './primitives';

/**
 * The documents an account accepts: the privacy policy and the terms of service. Each has one
 * current version, which the deployment configures (the API's `PRIVACY_POLICY_VERSION` and
 * `TERMS_VERSION`).
 */
export const policyDocuments = ['privacy', 'terms'] as const;
export const policyDocumentSchema = z.enum(policyDocuments);
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

/** A version as the deployment names it, such as `2026-12-01`. */
export const policyVersionSchema = z.string().trim().min(1).max(64);

/** The current version of each document. */
export type PolicyVersions = Record<PolicyDocument, string>;

/** A document whose current version the account has not accepted (never, or an older one). */
export const policyToAcceptSchema = z.object({
  document: policyDocumentSchema,
  version: policyVersionSchema,
  /** The version the account accepted before, or null when it never accepted one. */
  acceptedVersion: z.string().nullable(),
});
export type PolicyToAccept = z.infer<typeof policyToAcceptSchema>;

/** Accepting the current versions: both named, so a page open since before a change is refused. */
export const policyAcceptanceSchema = z.strictObject({
  privacyVersion: policyVersionSchema,
  termsVersion: policyVersionSchema,
});
export type PolicyAcceptance = z.infer<typeof policyAcceptanceSchema>;

/** Which field of the acceptance names each document's version. */
export const policyAcceptanceField = {
  privacy: 'privacyVersion',
  terms: 'termsVersion',
} as const satisfies Record<PolicyDocument, keyof PolicyAcceptance>;

export const accountInfoSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  isPolicyAccepted: z.boolean(),
  /** How Polish texts agree with the person's own actions ("zmieniła", "zmienił"); null: neutral. */
  formOfAddress: formOfAddressSchema.nullable(),
  /**
   * The documents to accept before the panel opens; empty when the account accepted the current
   * versions (the guard reads it from the bundle it loads anyway).
   */
  policiesToAccept: z.array(policyToAcceptSchema),
  /** The versions in force, which an acceptance names. */
  policyVersions: z.object({ privacy: policyVersionSchema, terms: policyVersionSchema }),
  /** When the account last accepted the documents; null for one that never did. */
  policiesAcceptedAt: dateTimeSchema.nullable(),
  createdAt: dateTimeSchema,
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const accountUpdateSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(limits.readName.max),
  lastName: z.string().trim().min(1).max(limits.readName.max),
  /** Left out: unchanged. */
  formOfAddress: formOfAddressSchema.nullable().optional(),
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

/** A ward a guardian account acts for, named as the invitation names them. */
export const personCreateSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(255),
  lastName: z.string().trim().min(1).max(255),
});
export type PersonCreate = z.infer<typeof personCreateSchema>;

/**
 * Deleting the account takes no fields: no body (read as null), or `{}` from the browser (its
 * JSON header makes a bodiless request one); anything else is refused.
 */
export const accountDeletionSchema = z.strictObject({}).nullish();

/** Registration: names at least 1 character, the policy a boolean that must be accepted. */
export const registrationSchema = z.strictObject({
  // The same bounds as a later change of name (accountUpdateSchema).
  firstName: z.string().trim().min(1).max(limits.readName.max),
  lastName: z.string().trim().min(1).max(limits.readName.max),
  isPolicyAccepted: z.boolean().refine((accepted) => accepted, {
    message: 'Must accept the Terms of Service',
  }),
});
export type Registration = z.infer<typeof registrationSchema>;

/** The identity service's own minimum; longer rules are its to judge. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * A password change's fields: the current password (the identity service asks for a fresh
 * sign-in first) and the new one twice. The form adds the rule that both copies match, worded
 * in the page's language.
 */
export const passwordChangeFieldsSchema = z.object({
  currentPassword: z.string().min(1),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH),
  confirmPassword: z.string().min(1),
});
export type PasswordChangeFields = z.infer<typeof passwordChangeFieldsSchema>;

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

/** How the panel treats the caller's session on a shared computer. */
export const sessionPolicySchema = z.object({
  /** Minutes without activity after which the panel signs the caller out. */
  idleSignOutMinutes: z.number().int().positive(),
});
export type SessionPolicy = z.infer<typeof sessionPolicySchema>;

/** What the guard loads in one step and the whole app reads from one cache entry. */
export interface AccountBundle {
  info: AccountInfo;
  permissions: Permissions;
  persons: z.infer<typeof personSchema>[];
}

export const accountEndpoints = {
  getMe: defineEndpoint({
    method: 'GET',
    path: '/account/me',
    access: 'verified',
    tag: 'account',
    summary: 'The caller’s account; 404 until registered',
    response: accountInfoSchema,
    successStatus: 200,
    problems: { 404: 'The caller has not registered yet (POST /account/register).' },
  }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/account/me',
    access: 'registered',
    tag: 'account',
    summary: 'Change the caller’s name and form of address',
    body: accountUpdateSchema,
    response: accountInfoSchema,
    successStatus: 200,
  }),
  listPersons: defineEndpoint({
    method: 'GET',
    path: '/account/me/person',
    access: 'registered',
    tag: 'account',
    summary: 'Persons linked to the account',
    response: personListSchema,
    successStatus: 200,
  }),
  deleteMe: defineEndpoint({
    method: 'DELETE',
    path: '/account/me',
    access: 'registered',
    tag: 'account',
    summary:
      'Delete the account and its identity user; its memberships become INACTIVE. 409 while the caller is the last super operator of an organization with other members',
    body: accountDeletionSchema,
    successStatus: 204,
    conflicts: true,
    recentSignIn: true,
    problems: { 403: reauthenticationMeaning },
  }),
  addPerson: defineEndpoint({
    method: 'POST',
    path: '/account/me/person',
    access: 'registered',
    tag: 'account',
    summary: 'Add a ward to a guardian account (one with a guardian invitation or membership)',
    body: personCreateSchema,
    response: personSchema,
    successStatus: 201,
  }),
  getPermissions: defineEndpoint({
    method: 'GET',
    path: '/account/permissions',
    access: 'registered',
    tag: 'account',
    summary: 'Admin flag and ACCEPTED memberships by role and organization',
    response: permissionsSchema,
    successStatus: 200,
  }),
  getSessionPolicy: defineEndpoint({
    method: 'GET',
    path: '/account/me/session-policy',
    access: 'registered',
    tag: 'account',
    summary:
      'How long the panel may stay signed in without activity: the shortest of the caller’s organizations',
    response: sessionPolicySchema,
    successStatus: 200,
  }),
  acceptPolicies: defineEndpoint({
    method: 'POST',
    path: '/account/me/policy-acceptance',
    access: 'registered',
    tag: 'account',
    summary:
      'Accept the current versions of the privacy policy and the terms; 409 stale-policy-version when a version named is not the current one',
    body: policyAcceptanceSchema,
    response: accountInfoSchema,
    successStatus: 200,
    conflicts: true,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/account/register',
    access: 'verified',
    tag: 'account',
    summary: 'Create the caller’s account and set the internalId claim',
    body: registrationSchema,
    response: accountInfoSchema,
    successStatus: 201,
    conflicts: true,
  }),
};
