import { type Problem, type ProblemType, problemTypes } from '@care/contracts';

export type FieldError = NonNullable<Problem['errors']>[number];

/**
 * A rule the request broke, named by its stable problem type (the contracts' `problemTypes`).
 * Services and the guard throw it; the HTTP layer answers it as problem+json with the status
 * that type stands for, so nothing below a route knows about HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly type: ProblemType,
    readonly detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

/** The errors services raise, named for what the caller did. */
export const problems = {
  unauthorized: (detail = 'A valid bearer token is required.') =>
    new DomainError(problemTypes.unauthorized, detail),
  emailNotVerified: () =>
    new DomainError(problemTypes.emailNotVerified, 'Verify your email address first.'),
  notRegistered: () =>
    new DomainError(problemTypes.notRegistered, 'Complete the registration first.'),
  reauthenticationRequired: () =>
    new DomainError(
      problemTypes.reauthenticationRequired,
      'Sign in again: this step needs a sign-in from the last few minutes.',
    ),
  forbidden: (detail = 'You may not do this.') => new DomainError(problemTypes.forbidden, detail),
  notFound: (detail = 'Requested resource is not available.') =>
    new DomainError(problemTypes.notFound, detail),
  alreadyRegistered: () =>
    new DomainError(problemTypes.alreadyRegistered, 'This account is already registered.'),
  duplicate: (detail: string) => new DomainError(problemTypes.duplicate, detail),
  invalidTransition: (detail: string) => new DomainError(problemTypes.invalidTransition, detail),
  lastSuperOperator: (detail: string) => new DomainError(problemTypes.lastSuperOperator, detail),
  cannotRemoveSelf: (detail: string) => new DomainError(problemTypes.cannotRemoveSelf, detail),
  tooLarge: (detail: string) => new DomainError(problemTypes.tooLarge, detail),
  unsupportedMediaType: (detail: string) =>
    new DomainError(problemTypes.unsupportedMediaType, detail),
  preconditionFailed: () =>
    new DomainError(
      problemTypes.preconditionFailed,
      'Someone changed this in the meantime; reload and try again.',
    ),
  stalePolicyVersion: (errors: FieldError[]) =>
    new DomainError(
      problemTypes.stalePolicyVersion,
      'A newer version of the documents is in force: read it and accept that one.',
      errors,
    ),
  validation: (detail: string, errors?: FieldError[]) =>
    new DomainError(problemTypes.validation, detail, errors),
};
