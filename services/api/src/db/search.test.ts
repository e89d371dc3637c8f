import { foldedLetters } from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  databaseKinds,
  migrationsBefore,
  migrationsFolder,
  openTestDatabase,
} from '../../test/support/database';
import type { DatabaseHandle } from './database';
import { memberSearchNames, members, organizations } from './schema';
import { containsPattern, folded } from './search';

// Letters Unicode does not decompose into a plain letter and a mark, with the one each stands for.
const undecomposed: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  ø: 'o',
  ŧ: 't',
};
const plainByUnicode = (letter: string) => {
  const lower = letter.toLowerCase();
  return undecomposed[lower] ?? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
};
const letters = foldedLetters.map(([letter]) => letter).join('');
const plains = foldedLetters.map(([, plain]) => plain).join('');

describe('the folding table', () => {
  it('lists each letter once, under the letter Unicode says it is a form of', () => {
    expect(new Set(letters).size).toBe(foldedLetters.length);
    expect(foldedLetters.filter(([letter, plain]) => plainByUnicode(letter) !== plain)).toEqual([]);
  });

  it('holds both cases of every letter, Polish ones first', () => {
    const missingCase = [...letters].filter(
      (letter) =>
        letter !== 'ı' &&
        letter !== 'İ' &&
        !letters.includes(
          letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
        ),
    );
    expect(missingCase).toEqual([]);
    expect(letters.slice(0, 18)).toBe('ąĄćĆęĘłŁńŃóÓśŚźżŹŻ');
  });
});

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
    expect(await fold('Renée Müller Čapek Ørsted')).toBe('renee muller capek orsted');
    expect(await fold(letters)).toBe(plains);
  });

  it('keeps each member’s stored search name folded the same way as a search, through changes', async () => {
    const [organization] = await database.db
      .insert(organizations)
      .values({ name: 'Folding' })
      .returning();
    const names = [letters.slice(0, 90), letters.slice(90)];
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
    expect((await stored())?.name).toBe(`${plains.slice(0, 90)} ${plains.slice(90)}`);
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

  it('re-folds, when migrated, the names stored while two letter tables folded them', async () => {
    const before = migrationsBefore('0009_one_search_folding');
    const older = await openTestDatabase(kind, {}, before.folder);
    try {
      // Plain SQL: the schema of today names columns later migrations add.
      const [organization] = (
        (await older.db.execute(
          sql`insert into organizations (name) values ('Before one folding') returning id`,
        )) as unknown as { rows: { id: string }[] }
      ).rows;
      // ø, đ and ā were missing from the table the stored names were folded with.
      const people = [
        ['Øystein', 'Đoković'],
        ['Ānanda', 'Łęcka'],
      ] as const;
      for (const [index, [firstName, lastName]] of people.entries())
        await older.db.execute(
          sql`insert into members (organization_id, role, status, account_owner_type, account_email, first_name, last_name)
            values (${organization?.id as string}, 'BENEFICIARY', 'ACCEPTED', 'OWN_ACCOUNT',
              ${`before${index}@test.care.test`}, ${firstName}, ${lastName})`,
        );
      await older.migrate(migrationsFolder);

      const stored = await older.db
        .select({ name: memberSearchNames.name, searchText: members.searchText })
        .from(memberSearchNames)
        .innerJoin(members, eq(members.id, memberSearchNames.memberId))
        .where(eq(memberSearchNames.organizationId, organization?.id as string))
        .orderBy(memberSearchNames.name);
      expect(stored).toEqual([
        { name: 'ananda lecka', searchText: 'ananda lecka before1@test.care.test' },
        { name: 'oystein dokovic', searchText: 'oystein dokovic before0@test.care.test' },
      ]);
      // Re-creating the generated column drops its trigram index, which the migration re-creates.
      const indexes = await older.db.execute(
        sql`select indexname from pg_indexes where tablename = 'members' order by indexname`,
      );
      expect((indexes as unknown as { rows: { indexname: string }[] }).rows).toEqual(
        expect.arrayContaining([
          { indexname: 'members_search_text_trgm_idx' },
          { indexname: 'members_organization_last_name_idx' },
          { indexname: 'members_organization_first_name_idx' },
        ]),
      );
    } finally {
      await older.close();
      before.remove();
    }
  });

  it('takes a user’s wildcards literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
