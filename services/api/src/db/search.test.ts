import { eq, sql } from 'drizzle-orm';
import { databaseKinds, openTestDatabase } from '../../test/support/database';
import type { DatabaseHandle } from './database';
import { memberSearchNames, members, organizations } from './schema';
import { containsPattern, folded } from './search';

describe.each(databaseKinds)('search folding on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const fold = async (text: string) => {
    const result = await database.db.execute(sql`select ${folded(sql`${text}`)} as folded`);
    return (result as unknown as { rows: { folded: string }[] }).rows[0]?.folded;
  };

  it('drops case and diacritics', async () => {
    expect(await fold('Żaneta ŁUKASIEWICZ-Wójcik')).toBe('zaneta lukasiewicz-wojcik');
    expect(await fold('Renée Müller Čapek Ørsted')).toBe('renee muller capek ørsted');
  });

  it('keeps each member’s stored search name folded the same way as a search, through changes', async () => {
    const [organization] = await database.db
      .insert(organizations)
      .values({ name: 'Folding' })
      .returning();
    const names = [
      'ąćęłńóśźżàáâãäåèéêëìíîïòôõöùúûüýÿçñčďěňřšťůž',
      'ĄĆĘŁŃÓŚŹŻÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÔÕÖÙÚÛÜÝÇÑČĎĚŇŘŠŤŮŽ',
    ];
    const [member] = await database.db
      .insert(members)
      .values({
        organizationId: organization?.id as string,
        role: 'BENEFICIARY',
        status: 'ACCEPTED',
        accountOwnerType: 'OWN_ACCOUNT',
        accountEmail: 'folding@test.care.test',
        firstName: names[0] as string,
        lastName: names[1] as string,
      })
      .returning();
    const stored = async () =>
      (
        await database.db
          .select()
          .from(memberSearchNames)
          .where(eq(memberSearchNames.memberId, member?.id as string))
      )[0];
    expect((await stored())?.name).toBe(await fold(`${names[0]} ${names[1]}`));
    expect((await stored())?.name).toMatch(/^[a-z ]+$/);

    await database.db
      .update(members)
      .set({ lastName: 'Świętosławska', role: 'ASSISTANT' })
      .where(eq(members.id, member?.id as string));
    expect(await stored()).toMatchObject({
      name: `${await fold(names[0] as string)} swietoslawska`,
      role: 'ASSISTANT',
    });
  });

  it('writes the search name of every member one statement adds, as an import does', async () => {
    const [organization] = await database.db
      .insert(organizations)
      .values({ name: 'Folding in bulk' })
      .returning();
    const added = await database.db
      .insert(members)
      .values(
        ['Łucja Żak', 'Józef Śliwa', 'Anna Nowak'].map((name, index) => {
          const [firstName = '', lastName = ''] = name.split(' ');
          return {
            organizationId: organization?.id as string,
            role: 'BENEFICIARY' as const,
            status: 'PENDING' as const,
            accountOwnerType: 'OWN_ACCOUNT' as const,
            accountEmail: `bulk${index}@test.care.test`,
            firstName,
            lastName,
          };
        }),
      )
      .returning({ id: members.id });
    const stored = await database.db
      .select({ name: memberSearchNames.name })
      .from(memberSearchNames)
      .where(eq(memberSearchNames.organizationId, organization?.id as string))
      .orderBy(memberSearchNames.name);
    expect(added).toHaveLength(3);
    expect(stored.map(({ name }) => name)).toEqual(['anna nowak', 'jozef sliwa', 'lucja zak']);
  });

  it('takes a user’s wildcards literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
