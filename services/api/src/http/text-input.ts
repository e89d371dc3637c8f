import { problemTypes } from '@care/contracts';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../domain/errors';
import { ProblemError } from './problem';

/**
 * Where a NUL character hides in parsed input, as field paths (`description`, `items.0`). Walked
 * with a stack of its own: JSON nested a hundred thousand levels deep is still a valid body, and
 * a recursive walk would overflow the call stack on it.
 */
export function nulPaths(input: unknown): string[] {
  // Each path links to its parent's, so a deep body costs no copies of long paths.
  type Path = { key: string; parent: Path } | null;
  const spell = (path: Path) => {
    const keys: string[] = [];
    for (let at = path; at; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const found: string[] = [];
  const pending: [unknown, Path][] = [[input, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(spell(path));
    } else if (value !== null && typeof value === 'object') {
      // Pushed last to first, so fields are reported in the order they were sent.
      const entries = Object.entries(value).reverse();
      for (const [key, item] of entries) pending.push([item, { key, parent: path }]);
    }
  }
  return found;
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
