import { sql } from 'drizzle-orm';
import { databaseKinds, openTestDatabase } from '../test/support/database';
import type { DatabaseHandle } from './db/database';
import { loggedError, loggedUrl } from './logging';

describe('the address a log line keeps', () => {
  it('writes search words and other text as *, and keeps page numbers and ids', () => {
    const id = '0b6f3c9e-2d4a-4f1b-8c7e-5a9d1e3f7b20';
    expect(loggedUrl(`/members?search=Anna%20Kowalska&page=3&limit=25&tag=${id}&sort=-name`)).toBe(
      `/members?search=*&page=3&limit=25&tag=${id}&sort=*`,
    );
    expect(loggedUrl('/members?search=%E0%A4%A&flag')).toBe('/members?search=*&flag');
    expect(loggedUrl('/account/me')).toBe('/account/me');
  });
});

describe('a refused e-mail in the log', () => {
  it('keeps the mail server’s reason, not the recipient’s address', () => {
    const refusal = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <anna.kowalska@example.pl>: Recipient address rejected",
      ),
      {
        code: 'EENVELOPE',
        response: '550 5.1.1 <anna.kowalska@example.pl>: Recipient address rejected',
        rejected: ['anna.kowalska@example.pl'],
      },
    );
    const line = JSON.stringify(loggedError(refusal));
    expect(line).not.toContain('kowalska');
    expect(line).toContain('Recipient address rejected');
    expect(line).toContain('EENVELOPE');
  });
});

describe.each(databaseKinds)('a failed statement in the log, on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(
      sql`create temporary table log_probe (first_name text not null, last_name text not null)`,
    );
  });
  afterAll(() => database.close());

  it('names the statement and the refusal, not the values it carried', async () => {
    const failure = await database.db
      .execute(
        sql`insert into log_probe values (${'Anna'}, ${null}), (${'Jadwiga'}, ${'Kowalska'})`,
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // The raw error quotes the row: the query builder's message lists the values, PostgreSQL's
    // detail the failing row.
    expect(JSON.stringify({ ...(failure as object), message: String(failure) })).toMatch(/Anna/);

    const line = JSON.stringify(loggedError(failure as Error));
    expect(line).not.toMatch(/Anna|Jadwiga|Kowalska/);
    expect(line).toContain('insert into log_probe values');
    expect(line).toContain('violates not-null constraint');
  });
});
