import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';

// What the API's log lines may say. Logs travel where patients' records must not (log stores,
// support tickets, a developer's terminal), so a line names requests and failures, never the
// names, phone numbers or notes they carried.

/** Query values a log may keep: page numbers, limits and record ids say nothing about a person. */
const harmlessValue = /^(\d{1,12}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The request's address as the log keeps it: every query value but numbers and ids replaced by
 * `*`. A list's search holds what an operator typed, often a patient's or a relative's name.
 */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let value = pair.slice(equals + 1);
      try {
        value = decodeURIComponent(value);
      } catch {
        // Malformed: treated as personal, like any text.
      }
      return harmlessValue.test(value) ? pair : `${pair.slice(0, equals)}=*`;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** The request as a log line shows it: the framework's usual fields, the query made safe. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fields that carry personal data: a failed statement's values (as the database driver and the
 * query builder attach them) and a refused e-mail's recipients (as the mail library does).
 */
const personalFields = [
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'rejected',
  'rejectedErrors',
  'accepted',
  'envelope',
];

/** An e-mail address anywhere in a text, e.g. a mail server's "550 <anna@example.pl> unknown". */
const emailAddress = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[^\s<>"'(),;:]+/g;
const withoutAddresses = (text: string) => text.replace(emailAddress, '*@*');

/**
 * The error without personal data, down its chain of causes. The query builder's message lists
 * every bound value ("params: Anna,Kowalska,+48…"), PostgreSQL's detail quotes the row it refused
 * ("Failing row contains (…)"), and a mail server's refusal names the recipient. The statement's
 * text and the reason stay, which is what a developer needs to find the fault.
 */
function withoutPersonalData(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error &
    Record<string, unknown>;
  Object.assign(copy, error);
  for (const field of personalFields) delete copy[field];
  const query = (error as { query?: unknown }).query;
  const message = withoutAddresses(
    typeof query === 'string' && error.message.startsWith('Failed query:')
      ? `Failed query: ${query}`
      : error.message,
  );
  copy.message = message;
  copy.name = error.name;
  copy.stack = error.stack?.replace(error.message, message);
  if (typeof copy.response === 'string') copy.response = withoutAddresses(copy.response);
  if (error.cause !== undefined) copy.cause = withoutPersonalData(error.cause, depth + 1);
  return copy;
}

/** An error as a log line shows it: the usual fields, without personal data. */
export function loggedError(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  return pino.stdSerializers.err(withoutPersonalData(error) as Error);
}

/** Serializers every API logger uses: the request's line and errors, as above. */
export const logSerializers = { req: loggedRequest, err: loggedError };

/** The framework's logger option with these serializers; no logger stays none. */
export function withLogSerializers(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...logSerializers } };
}
