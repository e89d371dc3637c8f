// The members CSV export: the list's filter and order, UTF-8 with a BOM, the columns of the
// issue, and cells that a spreadsheet would run as formulas defused.
import { memberExportColumns } from '@care/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { createMember, createTag, organizationParams } from '../../../test/support/members';
import {
  adminCaller,
  organizationWithOperator,
  type TestOrganization,
} from '../../../test/support/world';
import { members } from '../../db/schema';

describe.each(databaseKinds)('member export on %s', (kind) => {
  let api: TestApi;
  let organization: TestOrganization;

  beforeAll(async () => {
    api = await startTestApi(kind);
    organization = await organizationWithOperator(api, await adminCaller(api));
  });
  afterAll(() => api.close());

  /** The export as another system reads it: codes, ISO dates and commas. */
  const exported = (query: Record<string, string> = {}) =>
    api.call('exportMembers', {
      token: organization.operator.token,
      params: organizationParams(organization),
      query: { format: 'machine', ...query },
    });
  const records = (body: string, delimiter = ',') =>
    parse(body, { bom: true, columns: true, delimiter }) as Record<string, string>[];

  it('streams the members as UTF-8 CSV with a BOM, for a machine: codes, ISO dates, commas', async () => {
    const tag = await createTag(api, organization, 'Wolontariusz', 'WOL');
    const second = await createTag(api, organization, 'Kierowca', 'KIE');
    const member = await createMember(api, organization, {
      firstName: 'Łucja',
      lastName: 'Żółkiewska',
      accountEmail: 'lucja@example.pl',
      role: 'ASSISTANT',
      tags: [tag.id, second.id],
      formOfAddress: 'PANI',
      address: {
        street: 'ul. Długa',
        building: '12',
        postalCode: '31-147',
        city: 'Kraków',
        accessNotes: 'Domofon 4; drugie piętro',
      },
      careNotes: 'Woli wizyty rano.\nLeki wydaje córka.',
      contacts: [
        { name: 'Jan Kos', relation: 'sąsiad', phone: '+48126543210', isPrimary: false },
        { name: 'Anna Nowak', relation: 'córka', phone: '+48601234567', isPrimary: true },
      ],
    });
    const response = await exported({ search: 'żółkiewska' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(memberExportColumns.join(','));
    expect(records(response.body)).toEqual([
      {
        firstName: 'Łucja',
        lastName: 'Żółkiewska',
        accountEmail: 'lucja@example.pl',
        role: 'ASSISTANT',
        status: 'PENDING',
        isSuperOperator: 'false',
        tags: 'KIE, WOL',
        phone: '',
        formOfAddress: 'PANI',
        street: 'ul. Długa',
        building: '12',
        apartment: '',
        postalCode: '31-147',
        city: 'Kraków',
        accessNotes: 'Domofon 4; drugie piętro',
        careNotes: 'Woli wizyty rano.\nLeki wydaje córka.',
        // The one to call first comes first.
        contacts: 'Anna Nowak (córka) +48601234567; Jan Kos (sąsiad) +48126543210',
        homeOutpost: '',
        createdAt: member.createdAt,
        endDate: '',
      },
    ]);
  });

  it('writes for a spreadsheet by default: the panel’s words, its dates, “;” in Polish', async () => {
    // An organization of its own, so the other tests' lists stay as they expect.
    const own = await organizationWithOperator(api, await adminCaller(api));
    const member = await createMember(api, own, {
      firstName: 'Zenobia',
      lastName: 'Wrzosowa',
      accountEmail: 'zenobia@example.pl',
      role: 'BENEFICIARY',
    });
    await api.call('updateMember', {
      token: own.operator.token,
      params: { ...organizationParams(own), memberId: member.id },
      body: { phone: '+48601234567', formOfAddress: 'PANI' },
    });
    const inLanguage = (language: string) =>
      api.app.inject({
        method: 'GET',
        url: `/api/v1/operator/organization/${own.organizationId}/member/export?search=wrzosowa`,
        headers: {
          authorization: `Bearer ${own.operator.token}`,
          'accept-language': language,
        },
      });
    const polish = await inLanguage('pl-PL,pl;q=0.9');
    expect(polish.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [polishHeader] = polish.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(polishHeader).toBe(
      'Imię;Nazwisko;E-mail;Rola;Status;Superoperator;Tagi;Telefon;Forma grzecznościowa;Ulica;' +
        'Numer domu;Numer lokalu;Kod pocztowy;Miejscowość;Jak dojść;Notatki o opiece;' +
        'Osoby do kontaktu;Placówka macierzysta;Dodano;' +
        'Koniec członkostwa',
    );
    const created = new Date(member.createdAt);
    const day = new Intl.DateTimeFormat('pl-PL', {
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
    });
    expect(records(polish.body, ';')).toEqual([
      expect.objectContaining({
        Imię: 'Zenobia',
        Rola: 'Podopieczny',
        Status: 'Oczekujące',
        Superoperator: 'Nie',
        // A phone number cannot run as a formula: no apostrophe before its plus.
        Telefon: '+48601234567',
        'Forma grzecznościowa': 'Pani',
        Ulica: '',
        Dodano: expect.stringMatching(
          new RegExp(`^${day.format(created).replace(/\./g, '\\.')}, \\d{2}:\\d{2}$`),
        ),
      }),
    ]);
    const english = await inLanguage('en');
    expect(records(english.body)).toEqual([
      expect.objectContaining({
        'First name': 'Zenobia',
        Role: 'Beneficiary',
        Status: 'Pending',
        'Super operator': 'No',
        Phone: '+48601234567',
        'Form of address': 'Ms',
      }),
    ]);
  });

  it('is documented as a text/csv download in the OpenAPI document', async () => {
    const document = (await api.app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { content: object }> }>>;
    }>();
    const operation =
      document.paths['/api/v1/operator/organization/{organizationId}/member/export']?.get;
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it('takes the list’s filter and sort, and refuses page and limit', async () => {
    for (const lastName of ['Bąk', 'Adamczyk', 'Cieślak'])
      await createMember(api, organization, { lastName, role: 'BENEFICIARY' });
    const response = await exported({ role: 'BENEFICIARY', sort: '-lastName' });
    expect(records(response.body).map((row) => row.lastName)).toEqual([
      'Cieślak',
      'Bąk',
      'Adamczyk',
    ]);
    const refused: Record<string, string>[] = [{ page: '1' }, { limit: '10' }, { format: 'xlsx' }];
    for (const query of refused) expect((await exported(query)).statusCode).toBe(400);
  });

  it('defuses every cell a spreadsheet would run as a formula', async () => {
    const hostile = await createMember(api, organization, {
      firstName: '=HYPERLINK("http://x.example","klik")',
      lastName: '@SUM(1+1)*cmd|',
      accountEmail: 'formula@example.pl',
      role: 'ASSISTANT',
    });
    await api.call('updateMember', {
      token: organization.operator.token,
      params: { ...organizationParams(organization), memberId: hostile.id },
      body: { phone: '+48601234567' },
    });
    // Tab and carriage return cannot come through the API (control characters); a row written
    // another way still leaves defused.
    const [other] = await api.db
      .insert(members)
      .values({
        organizationId: organization.organizationId,
        role: 'ASSISTANT',
        status: 'PENDING',
        accountOwnerType: 'OWN_ACCOUNT',
        accountEmail: 'tabs@example.pl',
        firstName: '\t=1+2',
        lastName: '\r-3+4',
      })
      .returning();
    const rows = records((await exported({ role: 'ASSISTANT', search: 'example.pl' })).body);
    const byEmail = new Map(rows.map((row) => [row.accountEmail, row]));
    expect(byEmail.get('formula@example.pl')).toMatchObject({
      firstName: '\'=HYPERLINK("http://x.example","klik")',
      lastName: "'@SUM(1+1)*cmd|",
      phone: '+48601234567',
    });
    expect(byEmail.get('tabs@example.pl')).toMatchObject({
      firstName: "'\t=1+2",
      lastName: "'\r-3+4",
    });
    expect(other).toBeDefined();
  });

  it('reads past one batch without repeating or losing a row, in a constant order', async () => {
    const big = await organizationWithOperator(api, await adminCaller(api));
    const count = 1_234;
    await api.db.insert(members).values(
      Array.from({ length: count }, (_, index) => ({
        organizationId: big.organizationId,
        role: 'BENEFICIARY' as const,
        status: 'PENDING' as const,
        accountOwnerType: 'OWN_ACCOUNT' as const,
        accountEmail: `row${index}@example.pl`,
        firstName: 'Wiersz',
        // Ties across batch boundaries: the keyset must fall back on the id.
        lastName: `Nazwisko ${index % 3}`,
      })),
    );
    for (const sort of ['lastName', '-lastName', 'createdAt', '-status']) {
      const response = await api.call('exportMembers', {
        token: big.operator.token,
        params: organizationParams(big),
        query: { sort, role: 'BENEFICIARY', format: 'machine' },
      });
      const emails = records(response.body).map((row) => row.accountEmail);
      expect(emails).toHaveLength(count);
      expect(new Set(emails).size).toBe(count);
    }
    const list = await api.call('listMembers', {
      token: big.operator.token,
      params: organizationParams(big),
      query: { sort: 'lastName', role: 'BENEFICIARY', limit: 100, page: 7 },
    });
    const exportedOrder = records(
      (
        await api.call('exportMembers', {
          token: big.operator.token,
          params: organizationParams(big),
          query: { sort: 'lastName', role: 'BENEFICIARY', format: 'machine' },
        })
      ).body,
    ).map((row) => row.accountEmail);
    expect(exportedOrder.slice(600, 700)).toEqual(
      list.json<{ items: { accountEmail: string }[] }>().items.map((item) => item.accountEmail),
    );
    const [stored] = await api.db
      .select()
      .from(members)
      .where(eq(members.accountEmail, 'row0@example.pl'));
    expect(stored?.organizationId).toBe(big.organizationId);
  });
});
