import { DrizzleQueryError } from 'drizzle-orm';

/** Postgres' unique_violation; Drizzle wraps the driver's error, so look through `cause` too. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs that say the database cannot serve right now rather than that the request was wrong:
 * class 08 (the connection failed or broke), a server shutting down, crashed or starting up
 * (57P01–57P03), and no connection slot left (53300).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;
/** The socket to the database could not be opened or broke (no SQLSTATE then). */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' own words for a connection that ended, or none free in time (no code either). */
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

const thrownByTheDatabase = new WeakSet<object>();

/**
 * Marks an error as one the database's pool or driver threw, and answers it (to throw). Drizzle
 * wraps a failed query in its own error, which says so already; what reaches us unwrapped (a
 * transaction's connection taken from the pool, pg-boss's statements) is marked where it is made.
 */
export function fromDatabase<Thrown>(error: Thrown): Thrown {
  if (typeof error === 'object' && error !== null) thrownByTheDatabase.add(error);
  return error;
}

const saysItCameFromTheDatabase = (error: object) =>
  error instanceof DrizzleQueryError || thrownByTheDatabase.has(error);

/**
 * Whether the database is away (restarting, unreachable, out of connections): a moment later the
 * same request may succeed, so it is answered 503, not 500. Only an error the database's pool or
 * driver threw counts (a Drizzle query error, or one marked by `fromDatabase`, and their causes):
 * a refused socket of any other dependency (the identity service, a mail server, anything on
 * fetch) carries the same ECONNREFUSED, and reporting it as the database's would send whoever
 * reads the logs or the answer after the wrong service.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  let fromTheDatabase = false;
  while (typeof current === 'object' && current !== null) {
    fromTheDatabase ||= saysItCameFromTheDatabase(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (fromTheDatabase) {
      if (
        typeof code === 'string' &&
        (unavailableStates.test(code) || unavailableSocketCodes.has(code))
      )
        return true;
      if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
