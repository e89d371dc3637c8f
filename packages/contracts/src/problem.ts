import { z } from 'zod';

/** RFC 9457 problem details, the shape of every error the API answers. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Problem `type` values a client branches on. */
export const problemTypes = {
  validation: 'validation-error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  emailNotVerified: 'email-not-verified',
  notRegistered: 'not-registered',
  notFound: 'not-found',
  conflict: 'conflict',
  alreadyRegistered: 'already-registered',
  cannotRemoveSelf: 'cannot-remove-self',
  lastSuperOperator: 'last-super-operator',
  duplicate: 'duplicate',
  invalidTransition: 'invalid-transition',
  preconditionFailed: 'precondition-failed',
  tooLarge: 'payload-too-large',
  unsupportedMediaType: 'unsupported-media-type',
  rateLimited: 'rate-limited',
  internal: 'internal-error',
} as const;
export type ProblemType = (typeof problemTypes)[keyof typeof problemTypes];
