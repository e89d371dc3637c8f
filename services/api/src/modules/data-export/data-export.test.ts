// A person's right of access: the ZIP a super operator takes of one member, and the one the
// person takes of themselves, unzipped and read back file by file.
import { type AuditEvent, dataExportFiles, type MemberDetails, type Order } from '@care/contracts';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { orderActions, orderWorld, type OrderWorld } from '../../../test/support/orders';
import { unzipText } from '../../../test/support/zip';
import { accessLogEntries, auditEvents, members } from '../../db/schema';

const careNote = 'Woli wizyty rano.\nLeki wydaje córka.';
const day = /\d{4}-\d{2}-\d{2}/.source;

describe.each(databaseKinds)('data export on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let order: Order;
  const documentTitle = 'Regulamin wizyt';

  const memberExport = (
    memberId: string,
    token = world.operator.token,
    organizationId = world.organizationId,
  ) => api.call('exportMemberData', { token, params: { organizationId, memberId } });

  const csvRecords = (text: string) =>
    parse(text, { bom: true, columns: true, delimiter: ';' }) as Record<string, string>[];

  beforeAll(async () => {
    api = await startTestApi(kind);
    world = await orderWorld(api);
    const { memberId } = world.beneficiary;
    await api.db
      .update(members)
      .set({
        careNotes: careNote,
        formOfAddress: 'PANI',
        phone: '+48601234567',
        address: {
          street: 'ul. Długa',
          building: '12',
          postalCode: '31-147',
          city: 'Kraków',
          accessNotes: 'Domofon 4',
        },
        contacts: [
          { name: 'Anna Nowak', relation: 'córka', phone: '+48601234568', isPrimary: true },
        ],
      })
      .where(eq(members.id, memberId));
    const actions = orderActions(api, world);
    const placed = await actions.create({ description: 'Zmiana opatrunku' });
    await actions.accept(placed.id);
    order = await actions.assign(placed.id);
    // A document the person accepted, and a colleague who opened their card.
    const onOrganization = {
      token: world.operator.token,
      params: { organizationId: world.organizationId },
    };
    const created = await api.call('createDocument', {
      ...onOrganization,
      body: { title: documentTitle, body: 'Treść', needsAcceptance: true },
    });
    const documentId = created.json<{ id: string }>().id;
    await api.call('publishDocument', {
      ...onOrganization,
      params: { ...onOrganization.params, documentId },
    });
    const accepted = await api.call('acceptDocument', {
      token: world.beneficiary.token,
      params: { documentId },
    });
    expect(accepted.statusCode).toBe(200);
    const opened = await api.call('getMember', {
      token: world.plainOperator.token,
      params: { organizationId: world.organizationId, memberId },
    });
    expect(opened.statusCode).toBe(200);
  });
  afterAll(() => api.close());

  it('answers a super operator a ZIP of the person’s record, orders, acceptances, audit events and access log', async () => {
    const response = await memberExport(world.beneficiary.memberId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="dane-zaneta-lukasiewicz-${day}\\.zip"$`),
    );
    const files = await unzipText(response.rawPayload);
    expect([...files.keys()]).toEqual([
      dataExportFiles.readme,
      dataExportFiles.member,
      dataExportFiles.orders,
      dataExportFiles.ordersCsv,
      dataExportFiles.acceptances,
      dataExportFiles.acceptancesCsv,
      dataExportFiles.auditEvents,
      dataExportFiles.auditEventsCsv,
      dataExportFiles.accessLog,
      dataExportFiles.accessLogCsv,
    ]);

    const member = JSON.parse(files.get(dataExportFiles.member)!) as MemberDetails & {
      organization: { name: string };
      relations: unknown;
    };
    expect(member).toMatchObject({
      id: world.beneficiary.memberId,
      firstName: 'Żaneta',
      lastName: 'Łukasiewicz',
      careNotes: careNote,
      formOfAddress: 'PANI',
      address: expect.objectContaining({ street: 'ul. Długa', city: 'Kraków' }),
      contacts: [expect.objectContaining({ name: 'Anna Nowak', isPrimary: true })],
      relations: { guardian: null, wards: [] },
      organization: { name: expect.any(String) },
    });

    const orders = JSON.parse(files.get(dataExportFiles.orders)!) as Order[];
    expect(orders).toEqual([
      expect.objectContaining({
        id: order.id,
        number: order.number,
        description: 'Zmiana opatrunku',
        history: expect.arrayContaining([expect.objectContaining({ status: 'ACCEPTED' })]),
      }),
    ]);
    // The same header as the orders list's own spreadsheet export.
    const listExport = await api.call('exportOrders', {
      token: world.operator.token,
      params: { organizationId: world.organizationId },
      query: { beneficiaryId: world.beneficiary.memberId },
    });
    const ordersCsv = files.get(dataExportFiles.ordersCsv)!;
    expect(ordersCsv.startsWith('\uFEFF')).toBe(true);
    expect(ordersCsv.split('\r\n')[0]).toBe(listExport.body.split('\r\n')[0]);
    expect(csvRecords(ordersCsv)).toEqual(csvRecords(listExport.body));

    expect(JSON.parse(files.get(dataExportFiles.acceptances)!)).toEqual([
      expect.objectContaining({ title: documentTitle, revision: 1 }),
    ]);
    expect(csvRecords(files.get(dataExportFiles.acceptancesCsv)!)).toEqual([
      expect.objectContaining({ Dokument: documentTitle, Wersja: '1' }),
    ]);

    const events = JSON.parse(files.get(dataExportFiles.auditEvents)!) as AuditEvent[];
    // Its own order's events and this export itself; nobody else's record.
    expect(events.map(({ entity, entityId, action }) => ({ entity, entityId, action }))).toEqual(
      expect.arrayContaining([
        { entity: 'member', entityId: world.beneficiary.memberId, action: 'data-exported' },
        { entity: 'order', entityId: order.id, action: 'created' },
        { entity: 'order', entityId: order.id, action: 'accepted' },
      ]),
    );
    expect(
      events.every(({ entityId }) => [world.beneficiary.memberId, order.id].includes(entityId)),
    ).toBe(true);
    expect(files.get(dataExportFiles.auditEventsCsv)).toContain('Pobranie danych osoby');

    const accessLog = JSON.parse(files.get(dataExportFiles.accessLog)!) as {
      kind: string;
      reader: { firstName: string; lastName: string } | null;
    }[];
    expect(accessLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'MEMBER_CARD',
          reader: { firstName: 'Test', lastName: 'Caller' },
        }),
      ]),
    );
    expect(csvRecords(files.get(dataExportFiles.accessLogCsv)!)).toEqual(
      expect.arrayContaining([expect.objectContaining({ Co: 'Karta osoby', Kto: 'Test Caller' })]),
    );

    const readme = files.get(dataExportFiles.readme)!;
    expect(readme).toContain('Dane osoby Żaneta Łukasiewicz przechowywane przez organizację');
    expect(readme).toContain('The data of Żaneta Łukasiewicz held by the organization');
    expect(readme).toContain(member.organization.name);
    expect(readme).toContain('- audit-events.csv:');
  });

  it('writes the export to the access log and the audit trail', async () => {
    const { memberId } = world.otherBeneficiary;
    expect((await memberExport(memberId)).statusCode).toBe(200);
    const reads = await api.db
      .select()
      .from(accessLogEntries)
      .where(eq(accessLogEntries.memberId, memberId));
    expect(reads).toEqual([
      expect.objectContaining({ kind: 'MEMBER_CARD', readerAccountId: world.operator.accountId }),
    ]);
    const audited = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, memberId), eq(auditEvents.action, 'data-exported')));
    expect(audited).toEqual([
      expect.objectContaining({
        actorAccountId: world.operator.accountId,
        organizationId: world.organizationId,
        entity: 'member',
      }),
    ]);
  });

  it('refuses other operators, another organization’s member and bad input with a problem', async () => {
    const refused = [
      [await memberExport(world.beneficiary.memberId, world.plainOperator.token), 403],
      [await memberExport(world.otherOrganizationOperator.memberId), 404],
      [
        await memberExport(
          world.beneficiary.memberId,
          world.otherOrganizationOperator.token,
          world.otherOrganizationId,
        ),
        404,
      ],
      [await memberExport('not-an-id'), 400],
    ] as const;
    for (const [response, status] of refused) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('answers the person their own memberships, orders, acceptances and access log, without care notes', async () => {
    const response = await api.call('exportMyData', { token: world.beneficiary.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="dane-test-caller-${day}\\.zip"$`),
    );
    const files = await unzipText(response.rawPayload);
    expect([...files.keys()]).toEqual([
      dataExportFiles.readme,
      dataExportFiles.memberships,
      dataExportFiles.orders,
      dataExportFiles.ordersCsv,
      dataExportFiles.acceptances,
      dataExportFiles.acceptancesCsv,
      dataExportFiles.accessLog,
      dataExportFiles.accessLogCsv,
    ]);
    const memberships = JSON.parse(files.get(dataExportFiles.memberships)!) as Record<
      string,
      unknown
    >[];
    expect(memberships).toEqual([
      expect.objectContaining({
        id: world.beneficiary.memberId,
        formOfAddress: 'PANI',
        address: expect.objectContaining({ city: 'Kraków' }),
      }),
    ]);
    expect(memberships[0]).not.toHaveProperty('careNotes');
    expect(memberships[0]).not.toHaveProperty('contacts');
    for (const text of files.values()) {
      expect(text).not.toContain('Woli wizyty rano');
      expect(text).not.toContain('Anna Nowak');
    }
    expect(JSON.parse(files.get(dataExportFiles.orders)!)).toEqual([
      expect.objectContaining({ id: order.id }),
    ]);
    expect(JSON.parse(files.get(dataExportFiles.acceptances)!)).toEqual([
      expect.objectContaining({ title: documentTitle }),
    ]);
    expect(JSON.parse(files.get(dataExportFiles.accessLog)!).length).toBeGreaterThan(0);
    const readme = files.get(dataExportFiles.readme)!;
    expect(readme).toContain('Nie zawiera notatek o opiece');
    expect(readme).toContain('Care notes and the contacts list kept by the organization');
  });

  it('answers a person with no membership an archive that is empty of records', async () => {
    const response = await api.call('exportMyData', { token: world.noRole.token });
    expect(response.statusCode).toBe(200);
    const files = await unzipText(response.rawPayload);
    expect(JSON.parse(files.get(dataExportFiles.memberships)!)).toEqual([]);
    expect(JSON.parse(files.get(dataExportFiles.orders)!)).toEqual([]);
  });
});
