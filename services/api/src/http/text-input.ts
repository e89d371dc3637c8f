import { problemTypes } from '@care/contracts';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../domain/errors';
import { ProblemError } from './problem';

/** A surrogate code unit without its pair: with the `u` flag a whole pair is one code point. */
const loneSurrogate = /\p{Cs}/u;

/**
 * Why PostgreSQL cannot keep a text, if it cannot: a NUL character (refused by text and jsonb),
 * or a lone surrogate (no UTF-8 spelling: a text column would keep U+FFFD instead, and jsonb
 * refuses its `\udc00` escape outright).
 */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'Text may not contain a NUL character';
  if (loneSurrogate.test(text)) return 'Text must be valid Unicode (it has a lone surrogate)';
  return null;
}

/**
 * Every text in parsed input that PostgreSQL could not keep, as field errors (`description`,
 * `items.0`). Walked with a stack of its own: JSON nested a hundred thousand levels deep is still
 * a valid body, and a recursive walk would overflow the call stack on it.
 */
export function unstorableTexts(input: unknown): FieldError[] {
  // Each path links to its parent's, so a deep body costs no copies of long paths.
  type Path = { key: string; parent: Path } | null;
  const spell = (path: Path) => {
    const keys: string[] = [];
    for (let at = path; at; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const found: FieldError[] = [];
  const pending: [unknown, Path][] = [[input, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message) found.push({ path: spell(path), message });
    } else if (value !== null && typeof value === 'object') {
      // Pushed last to first, so fields are reported in the order they were sent. A key is
      // text too (a record's keys are kept as they come).
      const entries = Object.entries(value).reverse();
      for (const [key, item] of entries) {
        pending.push([item, { key, parent: path }]);
        if (unstorable(key)) pending.push([key, { key, parent: path }]);
      }
    }
  }
  return found;
}

/**
 * A body or query carrying text PostgreSQL cannot keep (valid JSON as `\u0000` or `\ud800`, or
 * `%00` in a URL) is refused here as bad input, before any handler would pass it to the
 * database and fail there.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [input, detail] of [
      [request.body, 'The request body is invalid.'],
      [request.query, 'The query string is invalid.'],
    ] as const) {
      const errors = unstorableTexts(input);
      if (errors.length > 0) throw new ProblemError(400, problemTypes.validation, detail, errors);
    }
  });
}
