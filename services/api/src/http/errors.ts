import { type ProblemType, problemTypes } from '@care/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { IdentityUnavailableError } from '../auth/identity';
import { isDatabaseUnavailable } from '../db/errors';
import { DomainError, type FieldError } from '../domain/errors';
import { isRateLimited } from './rate-limits';
import { ProblemError, problemBody, problemOf } from './problem';

export const problemContentType = 'application/problem+json; charset=utf-8';

const typeByStatus: Record<number, ProblemType> = {
  400: problemTypes.validation,
  401: problemTypes.unauthorized,
  403: problemTypes.forbidden,
  404: problemTypes.notFound,
  409: problemTypes.conflict,
  412: problemTypes.preconditionFailed,
  413: problemTypes.tooLarge,
  415: problemTypes.unsupportedMediaType,
  429: problemTypes.rateLimited,
};

const invalidPart: Record<string, string> = {
  body: 'The request body is invalid.',
  querystring: 'The query string is invalid.',
  params: 'The path parameters are invalid.',
  headers: 'The request headers are invalid.',
};

type ValidationIssue = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Zod issues as `{ path, message }`, one entry per unknown key so a form can point at each. */
function fieldErrors(issues: ValidationIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const keys = issue.params.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({
        path: path ? `${path}.${String(key)}` : String(key),
        message: 'Unrecognized key',
      }));
    }
    return [{ path, message: issue.message ?? 'Invalid value' }];
  });
}

/** 503 while the database is away; `/ready` answers the same. */
export const databaseUnavailable = () =>
  new ProblemError(503, problemTypes.internal, 'The database does not answer.');

/** 503 while the identity service is away: the caller's token is not to blame, so never a 401. */
export const identityUnavailable = () =>
  new ProblemError(503, problemTypes.internal, 'The identity service does not answer.');

export function sendProblem(reply: FastifyReply, problem: ProblemError) {
  if (isRateLimited(problem)) reply.header('retry-after', String(problem.retryAfterSeconds));
  return reply
    .code(problem.status)
    .type(problemContentType)
    .send(problemBody(problem.status, problem.type, problem.detail, problem.errors));
}

/** Every error, ours or the framework's, leaves as RFC 9457 problem details; bad input is never a 5xx. */
export function installProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendProblem(reply, problemOf(error));
    if (error instanceof ProblemError) return sendProblem(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = invalidPart[error.validationContext ?? 'body'] ?? invalidPart.body;
      return sendProblem(
        reply,
        new ProblemError(400, problemTypes.validation, detail, fieldErrors(error.validation)),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(
        reply,
        new ProblemError(status, typeByStatus[status] ?? problemTypes.validation, error.message),
      );
    }
    if (error instanceof IdentityUnavailableError) {
      request.log.warn({ err: error }, 'request failed: the identity service does not answer');
      return sendProblem(reply, identityUnavailable());
    }
    if (isDatabaseUnavailable(error)) {
      // Restarting, unreachable or out of connections: the caller may try again in a moment.
      request.log.warn({ err: error }, 'request failed: the database does not answer');
      return sendProblem(reply, databaseUnavailable());
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(
      reply,
      new ProblemError(500, problemTypes.internal, 'Something went wrong on our side.'),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      new ProblemError(
        404,
        problemTypes.notFound,
        `No route ${request.method} ${request.url.split('?')[0]}.`,
      ),
    ),
  );
}
