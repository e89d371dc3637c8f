// The member list: pages with a total, sorting on every field in both directions with ties by
// id (no row repeated or skipped across pages), search that ignores case and Polish letters,
// and the role, status and tag filters.
import type { MemberDetails, MemberSortField, Pagination, Role } from '@care/contracts';
import { memberSortFields } from '@care/contracts';
import fc from 'fast-check';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { uniqueEmail } from '../../../test/support/identities';
import { createMember, createTag, organizationParams } from '../../../test/support/members';
import {
  adminCaller,
  organizationWithOperator,
  type TestOrganization,
} from '../../../test/support/world';
import { memberTags, members } from '../../db/schema';

type Page = { items: MemberDetails[]; pagination: Pagination };

describe.each(databaseKinds)('member list on %s', (kind) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<typeof adminCaller>>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await adminCaller(api);
  });
  afterAll(() => api.close());

  const list = (organization: TestOrganization, query: Record<string, string | number> = {}) =>
    api.call('listMembers', {
      token: organization.operator.token,
      params: organizationParams(organization),
      query,
    });
  const page = async (organization: TestOrganization, query: Record<string, string | number>) => {
    const response = await list(organization, query);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json<Page>();
  };

  async function insertMembers(
    organization: TestOrganization,
    rows: {
      firstName?: string;
      lastName: string;
      accountEmail?: string;
      role?: Role;
      status?: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'DEACTIVATED' | 'INACTIVE';
      endDate?: Date | null;
      createdAt?: Date;
    }[],
  ) {
    const inserted = await api.db
      .insert(members)
      .values(
        rows.map((row) => ({
          organizationId: organization.organizationId,
          role: row.role ?? 'BENEFICIARY',
          status: row.status ?? 'PENDING',
          accountOwnerType: 'OWN_ACCOUNT' as const,
          accountEmail: row.accountEmail ?? uniqueEmail('list'),
          firstName: row.firstName ?? 'Anna',
          lastName: row.lastName,
          endDate: row.endDate ?? null,
          ...(row.createdAt ? { createdAt: row.createdAt } : {}),
        })),
      )
      .returning();
    return inserted;
  }

  describe('pages', () => {
    let organization: TestOrganization;
    beforeAll(async () => {
      organization = await organizationWithOperator(api, admin);
      await insertMembers(
        organization,
        Array.from({ length: 24 }, (_, index) => ({ lastName: `Nazwisko ${index}` })),
      );
    });

    it('answers the first 10 by default with the total, and the last page as last', async () => {
      const first = await page(organization, {});
      expect(first.items).toHaveLength(10);
      expect(first.pagination).toEqual({ page: 1, limit: 10, total: 25, isLast: false });
      const last = await page(organization, { page: 3 });
      expect(last.items).toHaveLength(5);
      expect(last.pagination).toEqual({ page: 3, limit: 10, total: 25, isLast: true });
      expect((await page(organization, { limit: 100 })).items).toHaveLength(25);
      expect((await page(organization, { page: 9 })).items).toEqual([]);
    });

    it.each([
      [{ limit: 101 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ sort: 'name' }, 'sort'],
      [{ sort: '-updatedAt' }, 'sort'],
      [{ role: 'ADMIN' }, 'role'],
      [{ status: 'DELETED' }, 'status'],
      [{ tagId: 'abc' }, 'tagId'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ search: 'Kowal\u0000ska' }, 'search'],
      [{ order: 'asc' }, 'order'],
    ])('refuses the query %p with a 400 on %s', async (query, path) => {
      const response = await list(organization, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path }] });
    });

    it('never answers a generated query with a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            {
              search: fc.string({ unit: 'binary', maxLength: 120 }),
              sort: fc.oneof(fc.constantFrom(...memberSortFields), fc.string()),
              page: fc.oneof(fc.integer({ min: -2, max: 1e6 }), fc.string()),
              limit: fc.oneof(fc.integer({ min: -2, max: 200 }), fc.string()),
              status: fc.string(),
            },
            { requiredKeys: [] },
          ),
          async (query) => {
            const response = await list(organization, query as Record<string, string | number>);
            expect(response.statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('never shows another organization’s members', async () => {
      const other = await organizationWithOperator(api, admin);
      await insertMembers(other, [{ lastName: 'Cudza' }]);
      const all = await page(organization, { limit: 100, search: 'Cudza' });
      expect(all.items).toEqual([]);
      expect((await page(other, { search: 'Cudza' })).pagination.total).toBe(1);
    });
  });

  describe('sorting', () => {
    let organization: TestOrganization;
    beforeAll(async () => {
      organization = await organizationWithOperator(api, admin);
      const day = (n: number) => new Date(Date.UTC(2026, 0, n));
      await insertMembers(organization, [
        {
          lastName: 'Żak',
          firstName: 'Bartosz',
          role: 'ASSISTANT',
          status: 'ACCEPTED',
          accountEmail: 'e@care.test',
          createdAt: day(5),
        },
        {
          lastName: 'Łukasik',
          firstName: 'Ćwiek',
          role: 'BENEFICIARY',
          status: 'REJECTED',
          accountEmail: 'a@care.test',
          createdAt: day(2),
        },
        {
          lastName: 'adamska',
          firstName: 'Zenon',
          role: 'OPERATOR',
          status: 'DEACTIVATED',
          accountEmail: 'd@care.test',
          createdAt: day(4),
        },
        {
          lastName: 'Dąbrowska',
          firstName: 'anna',
          role: 'ASSISTANT',
          status: 'PENDING',
          accountEmail: 'c@care.test',
          createdAt: day(3),
        },
        {
          lastName: 'Nowak',
          firstName: 'Łucja',
          role: 'BENEFICIARY',
          status: 'ACCEPTED',
          endDate: day(1),
          accountEmail: 'b@care.test',
          createdAt: day(1),
        },
      ]);
    });

    const expectedOrder: Record<MemberSortField, string[]> = {
      // Folded: letters with diacritics among their plain letters, case ignored.
      lastName: ['adamska', 'Dąbrowska', 'Łukasik', 'Nowak', 'Żak'],
      firstName: ['Dąbrowska', 'Żak', 'Łukasik', 'Nowak', 'adamska'],
      accountEmail: ['Łukasik', 'Nowak', 'Dąbrowska', 'adamska', 'Żak'],
      createdAt: ['Nowak', 'Łukasik', 'Dąbrowska', 'adamska', 'Żak'],
      // Status as it reads: Nowak's end date has passed, so INACTIVE (the last status).
      status: ['Dąbrowska', 'Żak', 'Łukasik', 'adamska', 'Nowak'],
      role: [],
    };

    it.each(memberSortFields.filter((field) => field !== 'role'))(
      'sorts on %s, ascending and descending',
      async (field) => {
        const ascending = await page(organization, { sort: field, limit: 100 });
        const names = ascending.items
          .map((item) => item.lastName)
          .filter((name) => name !== 'Operatorska');
        expect(names).toEqual(expectedOrder[field]);
        const descending = await page(organization, { sort: `-${field}`, limit: 100 });
        expect(
          descending.items.map((item) => item.lastName).filter((name) => name !== 'Operatorska'),
        ).toEqual([...expectedOrder[field]].reverse());
      },
    );

    it('sorts on role in the enum’s order, ties by id', async () => {
      const sorted = (await page(organization, { sort: 'role', limit: 100 })).items;
      const roles = sorted.map((item) => item.role);
      expect(roles).toEqual([...roles].sort());
      const assistants = sorted.filter((item) => item.role === 'ASSISTANT').map((item) => item.id);
      expect(assistants).toEqual([...assistants].sort());
    });
  });

  describe('paging through ties', () => {
    let organization: TestOrganization;
    let ids: string[];
    beforeAll(async () => {
      organization = await organizationWithOperator(api, admin);
      const createdAt = new Date(Date.UTC(2026, 1, 1));
      const inserted = await insertMembers(
        organization,
        Array.from({ length: 23 }, () => ({
          firstName: 'Taki',
          lastName: 'Sam',
          role: 'ASSISTANT' as const,
          accountEmail: 'sam@care.test',
          createdAt,
        })),
      );
      ids = inserted.map((row) => row.id).sort();
    });

    it.each(memberSortFields.flatMap((field) => [field, `-${field}`]))(
      'sort %s: every member once, in id order within the tie, over pages of 4',
      async (sort) => {
        const seen: string[] = [];
        for (let n = 1; n <= 7; n += 1) {
          const answer = await page(organization, { sort, limit: 4, page: n, role: 'ASSISTANT' });
          seen.push(...answer.items.map((item) => item.id));
          expect(answer.pagination.isLast).toBe(n >= 6);
        }
        expect(seen).toEqual(sort.startsWith('-') ? [...ids].reverse() : ids);
      },
    );
  });

  describe('search and filters', () => {
    let organization: TestOrganization;
    let tagged: string;
    let tagId: string;
    beforeAll(async () => {
      organization = await organizationWithOperator(api, admin);
      const tag = await createTag(api, organization, 'Priorytet');
      tagId = tag.id;
      await insertMembers(organization, [
        {
          firstName: 'Anna',
          lastName: 'Żółkiewska',
          accountEmail: 'anna.z@example.pl',
          role: 'BENEFICIARY',
          status: 'ACCEPTED',
        },
        {
          firstName: 'Łucja',
          lastName: 'Kowalczyk',
          accountEmail: 'lucja@example.pl',
          role: 'ASSISTANT',
          status: 'ACCEPTED',
          endDate: new Date(Date.now() - 60_000),
        },
        {
          firstName: 'Józef',
          lastName: 'Wiśniewski',
          accountEmail: 'jozef_w@example.pl',
          role: 'ASSISTANT',
          status: 'PENDING',
        },
        {
          firstName: 'Jan 100%',
          lastName: 'Nowak',
          accountEmail: 'jan@example.pl',
          role: 'OPERATOR',
          status: 'DEACTIVATED',
        },
      ]);
      tagged = (
        await createMember(api, organization, {
          firstName: 'Tomasz',
          lastName: 'Tagowany',
          tags: [tag.id],
        })
      ).id;
    });

    const lastNames = async (query: Record<string, string>) =>
      (await page(organization, { limit: 100, ...query })).items
        .map((item) => item.lastName)
        .sort();

    it.each([
      ['Zolkiewska', ['Żółkiewska']],
      ['ŻÓŁKIEWSKA', ['Żółkiewska']],
      ['zółk', ['Żółkiewska']],
      ['lucja', ['Kowalczyk']],
      ['ŁUCJA', ['Kowalczyk']],
      ['wisniewski', ['Wiśniewski']],
      ['anna zolk', ['Żółkiewska']],
      ['zolk anna', ['Żółkiewska']],
      ['anna nowak', []],
      ['example.pl', ['Kowalczyk', 'Nowak', 'Wiśniewski', 'Żółkiewska']],
      ['jozef_', ['Wiśniewski']],
      ['100%', ['Nowak']],
      ['%', ['Nowak']],
      ['_', ['Wiśniewski']],
      ['  ', ['Kowalczyk', 'Nowak', 'Operatorska', 'Tagowany', 'Wiśniewski', 'Żółkiewska']],
    ])('searching %p finds %p', async (search, expected) => {
      expect(await lastNames({ search })).toEqual([...expected].sort());
    });

    it('counts what it finds', async () => {
      const found = await page(organization, { search: 'example' });
      expect(found.pagination.total).toBe(4);
    });

    it.each([
      [{ role: 'ASSISTANT' }, ['Kowalczyk', 'Wiśniewski']],
      [{ status: 'ACCEPTED' }, ['Operatorska', 'Żółkiewska']],
      [{ status: 'INACTIVE' }, ['Kowalczyk']],
      [{ status: 'PENDING' }, ['Tagowany', 'Wiśniewski']],
      [{ status: 'DEACTIVATED' }, ['Nowak']],
      [{ status: 'REJECTED' }, []],
      [{ role: 'ASSISTANT', status: 'PENDING' }, ['Wiśniewski']],
      [{ role: 'OPERATOR', search: 'jan' }, ['Nowak']],
    ])('filters %p', async (query, expected) => {
      expect(await lastNames(query)).toEqual([...expected].sort());
    });

    it('filters by tag, and another organization’s tag finds nothing', async () => {
      expect(await lastNames({ tagId })).toEqual(['Tagowany']);
      await api.db.insert(memberTags).values({ memberId: tagged, tagId }).onConflictDoNothing();
      const other = await organizationWithOperator(api, admin);
      const foreignTag = await createTag(api, other, 'Obcy');
      expect(await lastNames({ tagId: foreignTag.id })).toEqual([]);
    });

    it('lists each member with its tags by name, in a plain page and a searched one alike', async () => {
      const second = await createTag(api, organization, 'Dyżur');
      await api.db.insert(memberTags).values({ memberId: tagged, tagId: second.id });
      for (const search of ['', 'tagowany']) {
        const { items } = await page(organization, { limit: 100, search });
        const member = items.find((item) => item.id === tagged);
        expect(member?.tags).toEqual([
          {
            id: second.id,
            name: 'Dyżur',
            abbr: 'DYŻ',
            description: 'Tag Dyżur',
            color: second.color,
            textColor: second.textColor,
            icon: second.icon,
          },
          expect.objectContaining({ id: tagId, name: 'Priorytet' }),
        ]);
        const untagged = items.filter((item) => item.id !== tagged);
        for (const other of untagged) expect(other.tags).toEqual([]);
        expect(untagged).toHaveLength(search ? 0 : items.length - 1);
      }
    });

    it('reads a member past its end date as INACTIVE', async () => {
      const [inactive] = (await page(organization, { search: 'Kowalczyk' })).items;
      expect(inactive?.status).toBe('INACTIVE');
    });
  });
});
