import { problemTypes } from '@care/contracts';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../domain/errors';
import { ProblemError } from './problem';

/** Where a NUL character hides in parsed input, as a field path (`description`, `items.0`). */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => nulPaths(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => nulPaths(item, [...path, key]));
  return [];
}

/**
 * PostgreSQL text cannot hold a NUL character, so a body or query that carries one (valid JSON
 * as `\u0000`, or `%00` in a URL) is refused here as bad input, before any handler would pass
 * it to the database and fail there.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [input, detail] of [
      [request.body, 'The request body is invalid.'],
      [request.query, 'The query string is invalid.'],
    ] as const) {
      const paths = nulPaths(input);
      if (paths.length === 0) continue;
      const errors: FieldError[] = paths.map((path) => ({
        path,
        message: 'Text may not contain a NUL character',
      }));
      throw new ProblemError(400, problemTypes.validation, detail, errors);
    }
  });
}
