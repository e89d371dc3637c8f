// Every page that searches names folds them the same way: a name holding any letter of the
// folding table is found by its plain spelling and by its own, in the member list (the folded
// `search_text`), the order list (a beneficiary's folded name in `member_search_names`) and the
// admin's organizations (the name folded as it is read). A letter that one side folds and
// another does not shows up here by name.
import { members, orders, organizations } from '../src/db/schema';
import { foldedLetters } from '@care/contracts';
import { startTestApi, type TestApi } from './support/api';
import { databaseKinds } from './support/database';
import {
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  type TestOrganization,
} from './support/world';

// Two letters that tell the names apart, never `q`: each name is `q<tag><letter>q`, so a search
// for `<tag><letter>q` can only match the one name it was made for.
const tagLetters = 'abcdefghijklmnoprstuvwxyz';
const tagOf = (index: number) =>
  `${tagLetters[Math.floor(index / tagLetters.length)]}${tagLetters[index % tagLetters.length]}`;
const named = foldedLetters.map(([letter, plain], index) => ({
  letter,
  plain,
  tag: tagOf(index),
  word: `q${tagOf(index)}${letter}q`,
}));

describe.each(databaseKinds)('search folding across pages on %s', (kind) => {
  let api: TestApi;
  let admin: RegisteredCaller;
  let organization: TestOrganization;
  const memberIds = new Map<string, string>();
  const orderIds = new Map<string, string>();
  const organizationIds = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await adminCaller(api);
    organization = await organizationWithOperator(api, admin);
    const added = await api.db
      .insert(members)
      .values(
        named.map(({ tag, word }) => ({
          organizationId: organization.organizationId,
          role: 'BENEFICIARY' as const,
          status: 'ACCEPTED' as const,
          accountOwnerType: 'OWN_ACCOUNT' as const,
          accountEmail: `fold.${tag}@test.care.test`,
          firstName: 'Fold',
          lastName: word,
        })),
      )
      .returning({ id: members.id, lastName: members.lastName });
    for (const { id, lastName } of added) memberIds.set(lastName, id);
    const placed = await api.db
      .insert(orders)
      .values(
        named.map(({ word }, index) => ({
          organizationId: organization.organizationId,
          beneficiaryMemberId: memberIds.get(word) as string,
          numberYear: 2026,
          numberSequence: index + 1,
          type: 'VISIT' as const,
          description: `Zlecenie dla ${word}`,
        })),
      )
      .returning({ id: orders.id, beneficiaryMemberId: orders.beneficiaryMemberId });
    const wordOfMember = new Map([...memberIds].map(([word, id]) => [id, word]));
    for (const { id, beneficiaryMemberId } of placed)
      orderIds.set(wordOfMember.get(beneficiaryMemberId) as string, id);
    const created = await api.db
      .insert(organizations)
      .values(named.map(({ word }) => ({ name: `Hospicjum ${word}` })))
      .returning({ id: organizations.id, name: organizations.name });
    for (const { id, name } of created) organizationIds.set(name.slice('Hospicjum '.length), id);
  }, 60_000);
  afterAll(() => api.close());

  const found = async (
    endpoint: 'listMembers' | 'listOrders' | 'listAdminOrganizations',
    search: string,
  ) => {
    const response = await api.call(endpoint, {
      token: endpoint === 'listAdminOrganizations' ? admin.token : organization.operator.token,
      ...(endpoint === 'listAdminOrganizations'
        ? {}
        : { params: { organizationId: organization.organizationId } }),
      query: { search },
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
  };

  it.each([
    ['members', 'listMembers', memberIds],
    ['orders by beneficiary', 'listOrders', orderIds],
    ['organizations', 'listAdminOrganizations', organizationIds],
  ] as const)(
    'finds %s named with each letter of the table by its plain spelling and its own',
    async (_page, endpoint, ids) => {
      const missed: string[] = [];
      for (const { letter, plain, tag, word } of named) {
        const expected = [ids.get(word)];
        for (const search of [`${tag}${plain}q`, `${tag}${letter}q`])
          if (JSON.stringify(await found(endpoint, search)) !== JSON.stringify(expected))
            missed.push(`${letter} searched as "${search}"`);
      }
      expect(missed).toEqual([]);
    },
    60_000,
  );
});
