import { DrizzleQueryError } from 'drizzle-orm';
import { fromDatabase, isDatabaseUnavailable, isUniqueViolation } from './errors';

/** An error as Drizzle throws it for a failed query: the driver's error as `cause`. */
const failedQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);
const withCode = (code: string, message = 'driver error') =>
  Object.assign(new Error(message), { code });

const unavailable = [
  [
    'a server shutting down',
    () => withCode('57P01', 'terminating connection due to administrator command'),
  ],
  ['a server starting up', () => withCode('57P03', 'the database system is starting up')],
  ['no connection slot left', () => withCode('53300', 'sorry, too many clients already')],
  ['a broken connection', () => withCode('08006')],
  ['a refused connection', () => withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ['a connection that ended', () => new Error('Connection terminated unexpectedly')],
  [
    'a pool with no connection free in time',
    () => new Error('timeout exceeded when trying to connect'),
  ],
] as const;

describe('isDatabaseUnavailable', () => {
  it.each(unavailable)('is true for %s, from a query or from the pool', (_what, error) => {
    expect(isDatabaseUnavailable(failedQuery(error()))).toBe(true);
    expect(isDatabaseUnavailable(fromDatabase(error()))).toBe(true);
  });

  it.each(unavailable)('is false for %s thrown by anything but the database', (_what, error) => {
    expect(isDatabaseUnavailable(error())).toBe(false);
    // As fetch throws a refused request, and as code that wraps another service's failure does.
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: error() }))).toBe(false);
  });

  it('is false for an error of another service thrown inside a transaction', () => {
    // What a transaction's callback throws leaves it unwrapped (Drizzle rolls back and rethrows).
    const identityDown = withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9099');
    expect(
      isDatabaseUnavailable(new Error('could not set the claim', { cause: identityDown })),
    ).toBe(false);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });

  it('leaves unique violations to their own check', () => {
    expect(isUniqueViolation(failedQuery(withCode('23505')))).toBe(true);
    expect(isUniqueViolation(failedQuery(withCode('57P01')))).toBe(false);
  });
});
