// The orders CSV export: the list's filter and order, the panel's words and dates in the
// caller's language (or codes for a machine), UTF-8 with a BOM, and cells a spreadsheet would run
// as formulas defused. Only the organization's operators get it.
import { type Order, orderExportColumns, problemTypes } from '@care/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addNamedMembership,
  type Member,
  type OrderWorld,
  orderActions,
  orderWorld,
} from '../../../test/support/orders';
import { registeredCaller } from '../../../test/support/world';
import { members, orders } from '../../db/schema';

const preferredDate = '2099-03-05T11:30:00.000Z';
const address = 'ul. Kwiatowa 5, Kraków';

describe.each(databaseKinds)('order export on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let hostile: Member;
  /** An ACCEPTED visit of the world's beneficiary, with the world's assistant asked to take it. */
  let visit: Order;
  /** A NEW equipment order of the other beneficiary. */
  let equipment: Order;
  /** A NEW transport order of a beneficiary whose name and description look like formulas. */
  let transport: Order;

  beforeAll(async () => {
    api = await startTestApi(kind);
    world = await orderWorld(api);
    await api.db
      .update(members)
      .set({ phone: '+48601234567' })
      .where(eq(members.id, world.beneficiary.memberId));
    await api.db
      .update(members)
      .set({
        address: {
          street: 'ul. Długa',
          building: '12',
          apartment: '4',
          postalCode: '31-147',
          city: 'Kraków',
        },
      })
      .where(eq(members.id, world.otherBeneficiary.memberId));
    hostile = await addNamedMembership(
      api,
      world.organizationId,
      await registeredCaller(api),
      'BENEFICIARY',
      { firstName: '=HYPERLINK("http://x.example","klik")', lastName: '@SUM(1+1)' },
    );
    const actions = orderActions(api, world);
    const created = await actions.create({
      type: 'VISIT',
      description: 'Wizyta pielęgniarki',
      preferredDate,
      preferredWindow: { from: '08:00', to: '10:30' },
      address,
    });
    await actions.accept(created.id);
    visit = await actions.assign(created.id);
    equipment = await actions.create(
      { type: 'EQUIPMENT', description: 'Łóżko rehabilitacyjne' },
      world.otherBeneficiary,
    );
    transport = await actions.create(
      { type: 'TRANSPORT', description: '-2+3 do szpitala' },
      hostile,
    );
  });
  afterAll(() => api.close());

  const exported = (
    query: Record<string, string> = {},
    options: { token?: string; organizationId?: string; language?: string } = {},
  ) =>
    api.call('exportOrders', {
      token: options.token ?? world.operator.token,
      params: { organizationId: options.organizationId ?? world.organizationId },
      query,
      headers: options.language ? { 'accept-language': options.language } : {},
    });
  const records = (body: string, delimiter = ',') =>
    parse(body, { bom: true, columns: true, delimiter }) as Record<string, string>[];
  const machine = async (query: Record<string, string> = {}) =>
    records((await exported({ format: 'machine', ...query })).body);

  it('writes codes, ISO dates and commas for a machine, one row per order', async () => {
    const response = await exported({ format: 'machine', sort: 'number' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(orderExportColumns.join(','));
    expect(records(response.body)[0]).toEqual({
      number: visit.number,
      createdAt: visit.createdAt,
      status: 'ACCEPTED',
      type: 'VISIT',
      beneficiary: 'Żaneta Łukasiewicz',
      beneficiaryPhone: '+48601234567',
      preferredDate,
      preferredWindow: '08:00–10:30',
      address,
      description: 'Wizyta pielęgniarki',
      assistants: 'Alicja Pomocna',
      outcome: '',
    });
  });

  it('writes the person’s home for an order placed without an address, and what was done', async () => {
    const actions = orderActions(api, world);
    const handled = await actions.create(
      { type: 'CONSULTATION', description: 'Porada dietetyka' },
      world.otherBeneficiary,
    );
    await actions.accept(handled.id);
    await actions.markHandled(handled.id, 'Omówiono dietę; kolejna wizyta za tydzień.');
    const [row] = await machine({ type: 'CONSULTATION' });
    expect(row).toMatchObject({
      number: handled.number,
      preferredWindow: '',
      address: 'ul. Długa 12/4, 31-147 Kraków',
      outcome: 'Omówiono dietę; kolejna wizyta za tydzień.',
    });
  });

  it('writes the panel’s words and dates for a spreadsheet: “;” and a BOM in Polish', async () => {
    const polish = await exported({ search: visit.number }, { language: 'pl-PL,pl;q=0.9' });
    expect(polish.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = polish.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Numer;Utworzone;Status;Rodzaj;Podopieczny;Telefon podopiecznego;Preferowany termin;Preferowane godziny;Adres;Opis;Asystenci;Wynik realizacji',
    );
    expect(records(polish.body, ';')).toEqual([
      expect.objectContaining({
        Numer: visit.number,
        Status: 'Przyjęte',
        Rodzaj: 'Wizyta',
        Podopieczny: 'Żaneta Łukasiewicz',
        // A phone number cannot run as a formula: no apostrophe before its plus.
        'Telefon podopiecznego': '+48601234567',
        'Preferowany termin': expect.stringMatching(/^05\.03\.99, \d{2}:\d{2}$/),
        'Preferowane godziny': '08:00–10:30',
        Utworzone: expect.stringMatching(/^\d{2}\.\d{2}\.\d{2}, \d{2}:\d{2}$/),
        Adres: address,
        Asystenci: 'Alicja Pomocna',
      }),
    ]);

    const english = await exported({ search: visit.number }, { language: 'en' });
    const [englishHeader] = english.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(englishHeader).toBe(
      'Number,Created,Status,Type,Beneficiary,Beneficiary’s phone,Preferred date,Preferred hours,Address,Description,Assistants,Outcome',
    );
    expect(records(english.body)).toEqual([
      expect.objectContaining({
        Status: 'Accepted',
        Type: 'Visit',
        'Preferred date': expect.stringMatching(/^03\/05\/99, \d{1,2}:\d{2}\s?[AP]M$/),
        // The comma in the address is quoted, not a cell of its own.
        Address: address,
      }),
    ]);
  });

  it('takes the list’s filters and sort, and refuses page and limit', async () => {
    const numbers = (rows: Record<string, string>[]) => rows.map((row) => row.number);
    expect(numbers(await machine({ status: 'NEW', sort: 'number' }))).toEqual([
      equipment.number,
      transport.number,
    ]);
    expect(numbers(await machine({ status: 'NEW', sort: '-number' }))).toEqual([
      transport.number,
      equipment.number,
    ]);
    expect(numbers(await machine({ type: 'EQUIPMENT' }))).toEqual([equipment.number]);
    expect(numbers(await machine({ search: 'łukasiewicz' }))).toEqual([visit.number]);
    expect(numbers(await machine({ assistantId: world.assistant.memberId }))).toEqual([
      visit.number,
    ]);
    expect(numbers(await machine({ createdFrom: '2099-01-01' }))).toEqual([]);
    const refused: Record<string, string>[] = [
      { page: '1' },
      { limit: '10' },
      { format: 'xlsx' },
      { type: 'PIZZA' },
    ];
    for (const query of refused) expect((await exported(query)).statusCode).toBe(400);
  });

  it('defuses the cells a spreadsheet would run as formulas', async () => {
    const [row] = await machine({ type: 'TRANSPORT' });
    expect(row).toMatchObject({
      beneficiary: '\'=HYPERLINK("http://x.example","klik") @SUM(1+1)',
      description: "'-2+3 do szpitala",
    });
  });

  it('answers 404 to another organization’s operator and to the organization’s other members', async () => {
    const refused = [
      world.otherOrganizationOperator.token,
      world.beneficiary.token,
      world.assistant.token,
      world.noRole.token,
    ];
    for (const token of refused) {
      const response = await exported({}, { token });
      expect({ status: response.statusCode, type: response.json<{ type: string }>().type }).toEqual(
        {
          status: 404,
          type: problemTypes.notFound,
        },
      );
    }
    // Nor does its own operator reach another organization's orders through it.
    const foreign = await exported({}, { organizationId: world.otherOrganizationId });
    expect(foreign.statusCode).toBe(404);
    expect((await exported({}, { token: world.plainOperator.token })).statusCode).toBe(200);
  });

  it('is documented as a text/csv download whose format is spreadsheet or machine', async () => {
    const document = (await api.app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; schema: { enum?: string[] } }[];
            responses: Record<string, { content: object }>;
          }
        >
      >;
    }>();
    const operation =
      document.paths['/api/v1/operator/organization/{organizationId}/order/export']?.get;
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    const format = operation?.parameters?.find((parameter) => parameter.name === 'format');
    expect(format?.schema.enum).toEqual(['spreadsheet', 'machine']);
  });

  it('reads past one batch without repeating or losing an order, in the list’s order', async () => {
    const count = 1_234;
    // Handled orders of a year of their own: the other tests' filters do not find them.
    await api.db.insert(orders).values(
      Array.from({ length: count }, (_, index) => ({
        organizationId: world.organizationId,
        beneficiaryMemberId: world.otherBeneficiary.memberId,
        numberYear: 2090,
        numberSequence: index + 1,
        type: 'OTHER' as const,
        status: 'HANDLED' as const,
        description: `Zlecenie ${index}`,
        // Ties across batch boundaries: the order falls back on the id.
        createdAt: new Date(Date.UTC(2026, 0, 1 + (index % 3))),
      })),
    );
    for (const sort of ['number', '-createdAt', 'preferredDate', '-status']) {
      const numbers = (await machine({ type: 'OTHER', sort })).map((row) => row.number);
      expect(numbers).toHaveLength(count);
      expect(new Set(numbers).size).toBe(count);
    }
    const list = await api.call('listOrders', {
      token: world.operator.token,
      params: { organizationId: world.organizationId },
      query: { type: 'OTHER', sort: '-createdAt', limit: 100, page: 7 },
    });
    const exportedOrder = (await machine({ type: 'OTHER', sort: '-createdAt' })).map(
      (row) => row.number,
    );
    expect(exportedOrder.slice(600, 700)).toEqual(
      list.json<{ items: Order[] }>().items.map((item) => item.number),
    );
  });
});
