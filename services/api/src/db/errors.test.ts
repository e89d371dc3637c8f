import { isDatabaseUnavailable, isUniqueViolation } from './errors';

/** An error as Drizzle throws it: its own message, the driver's error as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'driver error') =>
  Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a server shutting down',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['no connection slot left', withCode('53300', 'sorry, too many clients already')],
    ['a broken connection', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    [
      'a pool with no connection free in time',
      new Error('timeout exceeded when trying to connect'),
    ],
  ])('is true for %s, wrapped or not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('leaves unique violations to their own check', () => {
    expect(isUniqueViolation(wrapped(withCode('23505')))).toBe(true);
    expect(isUniqueViolation(wrapped(withCode('57P01')))).toBe(false);
  });
});
