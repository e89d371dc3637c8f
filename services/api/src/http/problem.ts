import { STATUS_CODES } from 'node:http';
import { type Problem, type ProblemType, problemTypes } from '@care/contracts';
import type { DomainError, FieldError } from '../domain/errors';

/** An HTTP answer in problem+json: the error handler sends it as it is. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly type: ProblemType,
    readonly detail?: string,
    readonly errors?: FieldError[],
  ) {
    super(detail ?? type);
    this.name = 'ProblemError';
  }
}

export function problemBody(
  status: number,
  type: ProblemType,
  detail?: string,
  errors?: FieldError[],
): Problem {
  return {
    type,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    ...(detail === undefined ? {} : { detail }),
    ...(errors === undefined ? {} : { errors }),
  };
}

/** Each problem type's status (docs/product.md, the API in brief); a new type needs one here. */
const statusByType: Record<ProblemType, number> = {
  [problemTypes.validation]: 400,
  [problemTypes.unauthorized]: 401,
  [problemTypes.forbidden]: 403,
  [problemTypes.emailNotVerified]: 403,
  [problemTypes.notRegistered]: 403,
  [problemTypes.reauthenticationRequired]: 403,
  [problemTypes.notFound]: 404,
  [problemTypes.conflict]: 409,
  [problemTypes.alreadyRegistered]: 409,
  [problemTypes.cannotRemoveSelf]: 409,
  [problemTypes.lastSuperOperator]: 409,
  [problemTypes.duplicate]: 409,
  [problemTypes.invalidTransition]: 409,
  [problemTypes.stalePolicyVersion]: 409,
  [problemTypes.preconditionFailed]: 412,
  [problemTypes.tooLarge]: 413,
  [problemTypes.unsupportedMediaType]: 415,
  [problemTypes.rateLimited]: 429,
  [problemTypes.internal]: 500,
};

/** A broken domain rule as the HTTP answer its problem type stands for. */
export function problemOf(error: DomainError): ProblemError {
  return new ProblemError(statusByType[error.type], error.type, error.detail, error.errors);
}
