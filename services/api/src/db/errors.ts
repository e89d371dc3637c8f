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

/**
 * Whether the database is away (restarting, unreachable, out of connections): a moment later the
 * same request may succeed, so it is answered 503, not 500. Looks through Drizzle's `cause` too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (unavailableStates.test(code) || unavailableSocketCodes.has(code))
    )
      return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
