// Without zod: the API client branches on these before the problem schema has loaded.

/** Problem `type` values a client branches on. */
export const problemTypes = {
  validation: 'validation-error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  emailNotVerified: 'email-not-verified',
  notRegistered: 'not-registered',
  reauthenticationRequired: 'reauthentication-required',
  notFound: 'not-found',
  conflict: 'conflict',
  alreadyRegistered: 'already-registered',
  cannotRemoveSelf: 'cannot-remove-self',
  lastSuperOperator: 'last-super-operator',
  duplicate: 'duplicate',
  invalidTransition: 'invalid-transition',
  stalePolicyVersion: 'stale-policy-version',
  preconditionFailed: 'precondition-failed',
  tooLarge: 'payload-too-large',
  unsupportedMediaType: 'unsupported-media-type',
  rateLimited: 'rate-limited',
  internal: 'internal-error',
} as const;
export type ProblemType = (typeof problemTypes)[keyof typeof problemTypes];
