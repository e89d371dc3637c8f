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
import { auditEvents, members, orders } from '../../db/schema';
import { addNamedMembership } from '../../../test/support/orders';

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
      ordersCount: 0,
      version: 1,
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

  const list = async (query: Record<string, string | number>) => {
    const response = await api.call('listAdminOrganizations', { token: admin.token, query });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const rename = (organizationId: string, name: string, version?: number) =>
    api.call('updateAdminOrganization', {
      token: admin.token,
      params: { organizationId },
      body: { name },
      headers: version === undefined ? {} : { 'if-match': `"${version}"` },
    });
  const remove = (organizationId: string, version?: number) =>
    api.call('deleteAdminOrganization', {
      token: admin.token,
      params: { organizationId },
      headers: version === undefined ? {} : { 'if-match': `"${version}"` },
    });

  it('searches names in any case and without diacritics, and sorts by each field both ways', async () => {
    const tag = `Szukaj${Date.now()}`;
    const created = [];
    for (const name of [`${tag} Łódź`, `${tag} Kraków`, `${tag} Anin`]) {
      const response = await create(name);
      expect(response.statusCode).toBe(201);
      created.push(response.json<AdminOrganization>());
    }
    const [lodz, krakow, anin] = created as [
      AdminOrganization,
      AdminOrganization,
      AdminOrganization,
    ];
    await addNamedMembership(api, krakow.id, await registeredCaller(api), 'BENEFICIARY', {
      firstName: 'Anna',
      lastName: 'Druga',
    });

    const found = await list({ search: `${tag.toLowerCase()} LODZ` });
    expect(found.items.map((item) => item.id)).toEqual([lodz.id]);
    expect(found.pagination.total).toBe(1);
    expect((await list({ search: 'nie-ma-takiej-nazwy-100%' })).items).toEqual([]);

    const names = async (sort: string) =>
      (await list({ search: tag, sort })).items.map((item) => item.id);
    expect(await names('name')).toEqual([anin.id, krakow.id, lodz.id]);
    expect(await names('-name')).toEqual([lodz.id, krakow.id, anin.id]);
    expect(await names('createdAt')).toEqual([lodz.id, krakow.id, anin.id]);
    expect(await names('-createdAt')).toEqual([anin.id, krakow.id, lodz.id]);
    expect((await names('-membersCount'))[0]).toBe(krakow.id);
    expect((await names('membersCount')).at(-1)).toBe(krakow.id);

    const bad = await api.call('listAdminOrganizations', {
      token: admin.token,
      query: { sort: 'version' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts each organization’s orders, so a delete can say what goes with it', async () => {
    const tag = `Zlecenia ${Date.now()}`;
    const busy = (await create(`${tag} A`)).json<AdminOrganization>();
    const idle = (await create(`${tag} B`)).json<AdminOrganization>();
    const [beneficiary] = await api.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.organizationId, busy.id));
    await api.db.insert(orders).values(
      [1, 2, 3].map((sequence) => ({
        organizationId: busy.id,
        beneficiaryMemberId: beneficiary!.id,
        numberYear: 2026,
        numberSequence: sequence,
        type: 'TRANSPORT' as const,
        description: 'Przewóz na badania',
        status: sequence === 3 ? ('HANDLED' as const) : ('NEW' as const),
      })),
    );
    const page = (
      await api.call('listAdminOrganizations', { token: admin.token, query: { search: tag } })
    ).json<Page>();
    expect(
      Object.fromEntries(
        page.items.map((item) => [item.id, [item.membersCount, item.ordersCount]]),
      ),
    ).toEqual({ [busy.id]: [1, 3], [idle.id]: [1, 0] });
  });

  it('renames with the version read, refusing a stale one, a taken name and an unknown id', async () => {
    const organization = (await create(`Zmiana ${Date.now()}`)).json<AdminOrganization>();
    const taken = (await create(`Zajęta ${Date.now()}`)).json<AdminOrganization>();

    const renamed = await rename(organization.id, `${organization.name} Nowa`, 1);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).toBe('"2"');
    expect(renamed.json<AdminOrganization>()).toMatchObject({
      id: organization.id,
      name: `${organization.name} Nowa`,
      version: 2,
      membersCount: 1,
    });

    const stale = await rename(organization.id, 'Ktoś Inny', 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ type: 'precondition-failed' });

    const duplicate = await rename(organization.id, taken.name.toUpperCase(), 2);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ type: 'duplicate' });

    expect((await rename('7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f', 'Nieznana')).statusCode).toBe(404);
    expect((await rename(organization.id, 'AB')).statusCode).toBe(400);

    const events = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, organization.id));
    expect(events.find((event) => event.action === 'updated')).toMatchObject({
      actorAccountId: admin.accountId,
      changes: { name: { before: organization.name, after: `${organization.name} Nowa` } },
    });
  });

  it('deletes softly: members become INACTIVE and the organization leaves its operators’ sidebars', async () => {
    const doomed = await organizationWithOperator(api, admin);
    const assistant = await addNamedMembership(
      api,
      doomed.organizationId,
      await registeredCaller(api),
      'ASSISTANT',
      { firstName: 'Alicja', lastName: 'Pomocna' },
    );
    const permissionsBefore = await api.call('getPermissions', { token: doomed.operator.token });
    expect(Object.keys(permissionsBefore.json<{ operator: object }>().operator)).toContain(
      doomed.organizationId,
    );

    expect((await remove(doomed.organizationId, 99)).statusCode).toBe(412);
    const deleted = await remove(doomed.organizationId, 1);
    expect(deleted.statusCode).toBe(204);

    const statuses = await api.db
      .select({ status: members.status, endDate: members.endDate })
      .from(members)
      .where(eq(members.organizationId, doomed.organizationId));
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((row) => row.status === 'INACTIVE' && row.endDate !== null)).toBe(true);

    const permissions = await api.call('getPermissions', { token: doomed.operator.token });
    expect(permissions.json<{ operator: object }>().operator).not.toHaveProperty(
      doomed.organizationId,
    );
    const assistantPermissions = await api.call('getPermissions', { token: assistant.token });
    expect(assistantPermissions.json<{ assistant: object }>().assistant).not.toHaveProperty(
      doomed.organizationId,
    );
    const organization = await api.call('getOrganization', {
      token: doomed.operator.token,
      params: { organizationId: doomed.organizationId },
    });
    expect(organization.statusCode).toBe(404);
    expect((await list({ search: doomed.name })).items).toEqual([]);
    expect((await remove(doomed.organizationId)).statusCode).toBe(404);

    const events = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, doomed.organizationId));
    expect(events.find((event) => event.action === 'deleted')).toMatchObject({
      actorAccountId: admin.accountId,
      organizationId: doomed.organizationId,
    });

    // The name is free again for a new organization.
    expect((await create(doomed.name)).statusCode).toBe(201);
  });
});
