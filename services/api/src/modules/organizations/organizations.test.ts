import type { AdminOrganization, Invitation, Organization } from '@care/contracts';
import { eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { uniqueEmail } from '../../../test/support/identities';
import {
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  registeredCaller,
} from '../../../test/support/world';
import { auditEvents, members } from '../../db/schema';

type Page = {
  items: AdminOrganization[];
  pagination: { page: number; limit: number; isLast: boolean; total: number };
};

describe.each(databaseKinds)('organizations on %s', (kind) => {
  let api: TestApi;
  let admin: RegisteredCaller;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await adminCaller(api);
  });
  afterAll(() => api.close());

  const create = (name: string, email = uniqueEmail('operator')) =>
    api.call('createAdminOrganization', {
      token: admin.token,
      body: { name, operator: { firstName: 'Olga', lastName: 'Operatorska', email } },
    });

  it('creates an organization whose operator is invited as a PENDING super operator, audited', async () => {
    const operator = await registeredCaller(api);
    const response = await create('Hospicjum Północ', operator.email.toUpperCase());
    expect(response.statusCode).toBe(201);
    const organization = response.json<AdminOrganization>();
    expect(organization).toEqual({
      id: expect.any(String),
      name: 'Hospicjum Północ',
      createdAt: expect.any(String),
      membersCount: 1,
    });

    const [member] = await api.db
      .select()
      .from(members)
      .where(eq(members.organizationId, organization.id));
    expect(member).toMatchObject({
      status: 'PENDING',
      role: 'OPERATOR',
      isSuperOperator: true,
      accountEmail: operator.email,
      invitationDelivery: 'WAITING',
    });
    const invitations = await api.call('listInvitations', {
      token: operator.token,
      query: { status: 'PENDING' },
    });
    expect(invitations.json<{ items: Invitation[] }>().items).toEqual([
      expect.objectContaining({
        organization: { id: organization.id, name: 'Hospicjum Północ' },
        role: 'OPERATOR',
      }),
    ]);

    const events = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, organization.id));
    expect(
      events
        .map(({ entity, action, actorAccountId }) => ({ entity, action, actorAccountId }))
        .sort((a, b) => a.entity.localeCompare(b.entity)),
    ).toEqual([
      { entity: 'member', action: 'invited', actorAccountId: admin.accountId },
      { entity: 'organization', action: 'created', actorAccountId: admin.accountId },
    ]);
  });

  it('refuses a second live organization with the same name in any case', async () => {
    expect((await create('Hospicjum Zachód')).statusCode).toBe(201);
    const duplicate = await create('hospicjum zachód');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ type: 'duplicate' });
  });

  it('validates the form: name length, operator email, no unknown keys', async () => {
    const response = await api.call('createAdminOrganization', {
      token: admin.token,
      body: {
        name: 'AB',
        operator: { firstName: 'Olga', lastName: 'Operatorska', email: 'not-an-email', phone: '1' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json<{ errors: { path: string }[] }>()
        .errors.map((error) => error.path)
        .sort(),
    ).toEqual(['name', 'operator.email', 'operator.phone']);
  });

  it('lists organizations newest first with a total and member counts', async () => {
    const names = ['Lista A', 'Lista B', 'Lista C'];
    for (const name of names) expect((await create(name)).statusCode).toBe(201);
    const page = (
      await api.call('listAdminOrganizations', { token: admin.token, query: { page: 1, limit: 2 } })
    ).json<Page>();
    expect(page.items.map((item) => item.name)).toEqual(['Lista C', 'Lista B']);
    expect(page.items.every((item) => item.membersCount === 1)).toBe(true);
    expect(page.pagination).toMatchObject({ page: 1, limit: 2, isLast: false });

    const { total } = page.pagination;
    const lastPage = Math.ceil(total / 2);
    const last = (
      await api.call('listAdminOrganizations', {
        token: admin.token,
        query: { page: lastPage, limit: 2 },
      })
    ).json<Page>();
    expect(last.pagination).toEqual({ page: lastPage, limit: 2, isLast: true, total });
  });

  it('shows an operator its organization and nobody else’s', async () => {
    const mine = await organizationWithOperator(api, admin);
    const theirs = await organizationWithOperator(api, admin);
    const own = await api.call('getOrganization', {
      token: mine.operator.token,
      params: { organizationId: mine.organizationId },
    });
    expect(own.json<Organization>()).toEqual({ id: mine.organizationId, name: mine.name });

    const foreign = await api.call('getOrganization', {
      token: mine.operator.token,
      params: { organizationId: theirs.organizationId },
    });
    const missing = await api.call('getOrganization', {
      token: mine.operator.token,
      params: { organizationId: '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f' },
    });
    const malformed = await api.call('getOrganization', {
      token: mine.operator.token,
      params: { organizationId: 'not-a-uuid' },
    });
    for (const response of [foreign, missing, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(foreign.json());
    }
  });
});
