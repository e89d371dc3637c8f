import { STATUS_CODES } from 'node:http';
import { type Problem, type ProblemType, problemTypes } from '@care/contracts';

export type ProblemFieldError = NonNullable<Problem['errors']>[number];

/** Thrown anywhere below a route; the error handler answers it as `application/problem+json`. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly type: ProblemType,
    readonly detail?: string,
    readonly errors?: ProblemFieldError[],
  ) {
    super(detail ?? type);
    this.name = 'ProblemError';
  }
}

export function problemBody(
  status: number,
  type: ProblemType,
  detail?: string,
  errors?: ProblemFieldError[],
): Problem {
  return {
    type,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    ...(detail === undefined ? {} : { detail }),
    ...(errors === undefined ? {} : { errors }),
  };
}

/** The problems services raise, named for what the caller did. */
export const problems = {
  unauthorized: (detail = 'A valid bearer token is required.') =>
    new ProblemError(401, problemTypes.unauthorized, detail),
  emailNotVerified: () =>
    new ProblemError(403, problemTypes.emailNotVerified, 'Verify your email address first.'),
  notRegistered: () =>
    new ProblemError(403, problemTypes.notRegistered, 'Complete the registration first.'),
  forbidden: (detail = 'You may not do this.') =>
    new ProblemError(403, problemTypes.forbidden, detail),
  notFound: (detail = 'Requested resource is not available.') =>
    new ProblemError(404, problemTypes.notFound, detail),
  alreadyRegistered: () =>
    new ProblemError(409, problemTypes.alreadyRegistered, 'This account is already registered.'),
  duplicate: (detail: string) => new ProblemError(409, problemTypes.duplicate, detail),
  invalidTransition: (detail: string) =>
    new ProblemError(409, problemTypes.invalidTransition, detail),
  preconditionFailed: () =>
    new ProblemError(
      412,
      problemTypes.preconditionFailed,
      'Someone changed this in the meantime; reload and try again.',
    ),
  validation: (detail: string, errors?: ProblemFieldError[]) =>
    new ProblemError(400, problemTypes.validation, detail, errors),
};
