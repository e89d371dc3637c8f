// CSV import end to end: the preview, the import job on the queue, its progress and per-row
// errors by file line, skipping existing members, and what the limits and a failure midway do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MemberImport, MemberImportPreview } from '@care/contracts';
import { careNotesMaxLength, memberImportLimits } from '@care/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../../test/support/api';
import { databaseKinds } from '../../../../test/support/database';
import { eventually } from '../../../../test/support/jobs';
import {
  createMember,
  csvFile,
  type FormPart,
  organizationParams,
  plainOperator,
  upload,
} from '../../../../test/support/members';
import {
  adminCaller,
  organizationWithOperator,
  type TestOrganization,
} from '../../../../test/support/world';
import { auditEvents, memberImports, members } from '../../../db/schema';
import { jobs } from '../../../jobs/registry';
import { invitationBatchJob, invitationEmailJob } from '../../../mail/invitation-job';

const mapping = {
  firstNameColumn: 'Imię',
  lastNameColumn: 'Nazwisko',
  emailColumn: 'E-mail',
  roleColumn: 'Rola',
  isOwnAccountColumn: 'Własne konto',
  roleMap: { BENEFICIARY: 'pacjent', ASSISTANT: 'wolontariusz', OPERATOR: 'operator' },
  isOwnAccountMap: { tak: true, nie: false },
};
/** The card's columns as the Polish export names them, so an export maps as it is. */
const cardColumns = {
  streetColumn: 'Ulica',
  buildingColumn: 'Numer domu',
  apartmentColumn: 'Numer lokalu',
  postalCodeColumn: 'Kod pocztowy',
  cityColumn: 'Miejscowość',
  accessNotesColumn: 'Jak dojść',
  careNotesColumn: 'Notatki o opiece',
  formOfAddressColumn: 'Forma grzecznościowa',
};
const mappingPart = (value: unknown = mapping): FormPart => ({
  name: 'mapping',
  value: typeof value === 'string' ? value : JSON.stringify(value),
});

/** A file as a Polish spreadsheet saves it: BOM, `;`, CRLF, quotes, a line break in a cell. */
const spreadsheet = [
  '\uFEFFImię;Nazwisko;E-mail;Rola;Własne konto;Uwagi',
  'Anna;Żółkiewska;anna@import.test;pacjent;tak;"ma psa; i kota"',
  'Jan;"Nowak; Kowalski";jan@import.test;wolontariusz;tak;"pierwsza linia',
  'druga linia"',
  'Ola;Bąk;ola@import.test;koordynator;tak;',
  'Ewa;Lis;ANNA@import.test;pacjent;tak;',
  'Jo;Kot;jo@import.test;pacjent;nie;"powiedział ""nie"""',
  'Piotr;Wąs;existing@import.test;pacjent;tak;',
  '',
  'Maria;Opiekuńcza;maria@import.test; PACJENT ;NIE;',
  'Oskar;Operatorski;oskar@import.test;operator;tak;',
].join('\r\n');

describe.each(databaseKinds)('member import on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;

  beforeAll(async () => {
    api = await startTestApi(kind, { jobs });
    home = await organizationWithOperator(api, await adminCaller(api));
  });
  afterAll(() => api.close());

  const preview = (file: FormPart, organization = home) =>
    upload(api, 'previewMemberImport', organization, [file]);
  const status = (jobId: string, language?: string, organization = home) =>
    api.call('getMemberImport', {
      token: organization.operator.token,
      params: { ...organizationParams(organization), jobId },
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  async function finished(
    jobId: string,
    organization = home,
    timeoutMs = 60_000,
  ): Promise<MemberImport> {
    return eventually(
      `import ${jobId}`,
      async () => {
        const answer = (await status(jobId, undefined, organization)).json<MemberImport>();
        return answer.status === 'RUNNING' ? undefined : answer;
      },
      timeoutMs,
    );
  }
  /** The invitation e-mail jobs queued for these members, once there are `count` of them. */
  async function invitationsOf(memberIds: string[], count: number) {
    const queued = async () =>
      (
        (await api.db.execute(
          sql`select data from pgboss.job where name = ${invitationEmailJob.name}
              and data->>'memberId' in (select unnest(${sql.param(memberIds)}::text[]))`,
        )) as unknown as { rows: { data: Record<string, unknown> }[] }
      ).rows.map((row) => row.data);
    return eventually('the invitation e-mails of the import', async () => {
      const found = await queued();
      return found.length >= count ? found : undefined;
    });
  }

  async function startImport(
    file: string | Buffer,
    options: {
      organization?: TestOrganization;
      token?: string;
      map?: unknown;
      sendInvitations?: boolean;
    } = {},
  ) {
    const organization = options.organization ?? home;
    const invitationChoice: FormPart[] =
      options.sendInvitations === undefined
        ? []
        : [{ name: 'sendInvitations', value: String(options.sendInvitations) }];
    const response = await upload(
      api,
      'importMembers',
      organization,
      [mappingPart(options.map), ...invitationChoice, csvFile(file)],
      options.token ? { token: options.token } : {},
    );
    expect(response.statusCode).toBe(202);
    return response.json<{ jobId: string }>().jobId;
  }

  describe('preview', () => {
    it('reads columns, the first rows and the row count of a BOM, `;`, quoted, multi-line file', async () => {
      const response = await preview(csvFile(spreadsheet));
      expect(response.statusCode).toBe(200);
      expect(response.json<MemberImportPreview>()).toEqual({
        columns: ['Imię', 'Nazwisko', 'E-mail', 'Rola', 'Własne konto', 'Uwagi'],
        sampleRows: [
          ['Anna', 'Żółkiewska', 'anna@import.test', 'pacjent', 'tak', 'ma psa; i kota'],
          [
            'Jan',
            'Nowak; Kowalski',
            'jan@import.test',
            'wolontariusz',
            'tak',
            'pierwsza linia\ndruga linia',
          ],
          ['Ola', 'Bąk', 'ola@import.test', 'koordynator', 'tak', ''],
          ['Ewa', 'Lis', 'ANNA@import.test', 'pacjent', 'tak', ''],
          ['Jo', 'Kot', 'jo@import.test', 'pacjent', 'nie', 'powiedział "nie"'],
        ],
        rowCount: 8,
      });
    });

    it('reads a plain comma file without a BOM, short rows padded', async () => {
      const response = await preview(csvFile('first,last,email\nAnna,"Nowak, Jr",a@b.pl\nJan\n'));
      expect(response.json<MemberImportPreview>()).toEqual({
        columns: ['first', 'last', 'email'],
        sampleRows: [
          ['Anna', 'Nowak, Jr', 'a@b.pl'],
          ['Jan', '', ''],
        ],
        rowCount: 2,
      });
    });

    it.each([
      [
        'not UTF-8 (Windows-1250)',
        Buffer.from([0x49, 0x6d, 0x69, 0xea, 0x0a, 0xaf, 0x6f, 0x66]),
        'UTF-8',
      ],
      ['empty', Buffer.from(''), 'empty'],
      ['binary', Buffer.from('a,b\n1,\u0000\n'), 'not text'],
      ['an unclosed quote', Buffer.from('a,b\n1,"open\n2,3\n'), 'not valid CSV'],
      ['a column twice', Buffer.from('email,email\n1,2\n'), 'twice'],
    ])('refuses a file that is %s with a 400', async (_what, file, detail) => {
      const response = await preview(csvFile(file));
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    });

    it('takes only multipart, with the file in the part `file`', async () => {
      const json = await api.call('previewMemberImport', {
        token: home.operator.token,
        params: organizationParams(home),
        body: { file: 'a,b' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({ type: 'unsupported-media-type' });
      const wrongPart = await preview({ name: 'upload', value: 'a,b\n1,2', filename: 'a.csv' });
      expect(wrongPart.statusCode).toBe(400);
      const noFile = await upload(api, 'previewMemberImport', home, []);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toMatchObject({ errors: [{ path: 'file' }] });
      // A multipart body to a JSON endpoint is refused the same way.
      const multipartToJson = await api.app.inject({
        method: 'POST',
        url: `/api/v1/operator/organization/${home.organizationId}/member`,
        headers: {
          authorization: `Bearer ${home.operator.token}`,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload: '--x--\r\n',
      });
      expect(multipartToJson.statusCode).toBe(415);
    });
  });

  it('is documented as a multipart form (mapping, the invitation choice, then file) in the OpenAPI document', async () => {
    const document = (await api.app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties: object; required: string[] } }>;
            };
          }
        >
      >;
    }>();
    const form =
      document.paths['/api/v1/operator/organization/{organizationId}/member/import']?.post
        ?.requestBody?.content['multipart/form-data']?.schema;
    // The choice whether to send the invitation e-mails is optional, and comes before the file.
    expect(Object.keys(form?.properties ?? {})).toEqual(['mapping', 'sendInvitations', 'file']);
    expect(form?.required).toEqual(['mapping', 'file']);
    expect(form?.properties).toMatchObject({ file: { type: 'string', format: 'binary' } });
  });

  describe('limits: 413 at once, never a job', () => {
    const header = 'Imię;Nazwisko;E-mail;Rola;Własne konto\n';
    const rows = (count: number) =>
      header +
      Array.from({ length: count }, (_, index) => `Anna;Nowak;a${index}@x.pl;pacjent;tak`).join(
        '\n',
      );

    it('refuses 20,001 rows in the preview and the import, and takes 20,000', async () => {
      const tooMany = rows(memberImportLimits.maxRows + 1);
      const refusedPreview = await preview(csvFile(tooMany));
      expect(refusedPreview.statusCode).toBe(413);
      expect(refusedPreview.json()).toMatchObject({ type: 'payload-too-large', status: 413 });
      const before = await api.db.select({ count: sql<number>`count(*)::int` }).from(memberImports);
      const refusedImport = await upload(api, 'importMembers', home, [
        mappingPart(),
        csvFile(tooMany),
      ]);
      expect(refusedImport.statusCode).toBe(413);
      const after = await api.db.select({ count: sql<number>`count(*)::int` }).from(memberImports);
      expect(after).toEqual(before);
      const fits = await preview(csvFile(rows(memberImportLimits.maxRows)));
      expect(fits.json<MemberImportPreview>().rowCount).toBe(memberImportLimits.maxRows);
    });

    it('refuses a body announcing far more than 5 MiB before reading it', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/v1/operator/organization/${home.organizationId}/member/import/preview`,
        headers: {
          authorization: `Bearer ${home.operator.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
        },
        payload: '--x--\r\n',
      });
      expect(response.statusCode).toBe(413);
    });

    it('refuses a file over 5 MiB in the preview and the import', async () => {
      const big = Buffer.alloc(memberImportLimits.maxFileBytes + 1, 'a');
      for (const response of [
        await preview(csvFile(big)),
        await upload(api, 'importMembers', home, [mappingPart(), csvFile(big)]),
      ]) {
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ type: 'payload-too-large' });
      }
    });
  });

  describe('the mapping', () => {
    it.each([
      ['not JSON', '{"firstNameColumn":', 'mapping'],
      ['missing a column', { ...mapping, emailColumn: undefined }, 'mapping.emailColumn'],
      ['with an unknown key', { ...mapping, extra: 1 }, 'mapping.extra'],
      [
        'naming a column the file lacks',
        { ...mapping, emailColumn: 'Email' },
        'mapping.emailColumn',
      ],
      ['mapping no role', { ...mapping, roleMap: {} }, 'mapping.roleMap'],
      // Kept as jsonb with the job, which cannot hold either: these were a 500.
      [
        'with a NUL in a value',
        { ...mapping, roleMap: { ...mapping.roleMap, BENEFICIARY: 'pacjent\u0000' } },
        'mapping.roleMap.BENEFICIARY',
      ],
      [
        'with a lone surrogate in a key',
        { ...mapping, isOwnAccountMap: { 'tak\ud800': true } },
        'mapping.isOwnAccountMap.tak\ud800',
      ],
    ])('is refused with 400 when %s', async (_what, map, path) => {
      const response = await upload(api, 'importMembers', home, [
        mappingPart(map),
        csvFile(spreadsheet),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [expect.objectContaining({ path })] });
    });

    it('must come before the file', async () => {
      const response = await upload(api, 'importMembers', home, [
        csvFile(spreadsheet),
        mappingPart(),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'mapping' }] });
    });
  });

  describe('the import job', () => {
    let organization: TestOrganization;
    beforeAll(async () => {
      organization = await organizationWithOperator(api, await adminCaller(api));
      await createMember(api, organization, { accountEmail: 'existing@import.test' });
    });

    it('creates the good rows, skips existing members and reports bad rows by file line', async () => {
      const jobId = await startImport(spreadsheet, { organization });
      const done = await finished(jobId, organization);
      expect(done).toEqual({
        status: 'DONE',
        processed: 8,
        total: 8,
        created: 4,
        skipped: 1,
        errors: [
          { row: 5, messages: ['Kolumna „Rola”: wartość „koordynator” nie odpowiada żadnej roli'] },
          { row: 6, messages: ['Kolumna „E-mail”: ten adres e-mail jest już w wierszu 2'] },
          { row: 7, messages: ['Kolumna „Imię”: minimalna liczba znaków: 3'] },
        ],
      });
      const english = (await status(jobId, 'en', organization)).json<MemberImport>();
      expect(english.errors.map((error) => error.messages)).toEqual([
        ['Column "Rola": the value "koordynator" is not mapped to a role'],
        ['Column "E-mail": this e-mail address is already in row 2'],
        ['Column "Imię": must be at least 3 characters long'],
      ]);

      const created = await api.db
        .select()
        .from(members)
        .where(
          inArray(members.accountEmail, [
            'anna@import.test',
            'jan@import.test',
            'maria@import.test',
            'oskar@import.test',
          ]),
        );
      expect(
        created
          .map((member) => [member.lastName, member.role, member.accountOwnerType, member.status])
          .sort(),
      ).toEqual([
        ['Nowak; Kowalski', 'ASSISTANT', 'OWN_ACCOUNT', 'PENDING'],
        ['Operatorski', 'OPERATOR', 'OWN_ACCOUNT', 'PENDING'],
        ['Opiekuńcza', 'BENEFICIARY', 'GUARDIAN_ACCOUNT', 'PENDING'],
        ['Żółkiewska', 'BENEFICIARY', 'OWN_ACCOUNT', 'PENDING'],
      ]);
      expect(created.every((member) => member.invitationDelivery === 'WAITING')).toBe(true);
      expect(created.every((member) => member.organizationId === organization.organizationId)).toBe(
        true,
      );
      // Each is invited as a member added by hand is: an e-mail job of its own, in the upload's
      // language (Polish without an Accept-Language), from the operator who imported.
      const createdIds = created.map((member) => member.id);
      expect(await invitationsOf(createdIds, created.length)).toEqual(
        expect.arrayContaining(
          createdIds.map((memberId) => ({
            memberId,
            language: 'pl',
            invitedBy: organization.operator.accountId,
          })),
        ),
      );
      const events = await api.db
        .select()
        .from(auditEvents)
        .where(
          inArray(
            auditEvents.entityId,
            created.map((member) => member.id),
          ),
        );
      expect(events.map((event) => [event.action, event.actorAccountId])).toEqual(
        created.map(() => ['imported', organization.operator.accountId]),
      );
      const [stored] = await api.db.select().from(memberImports).where(eq(memberImports.id, jobId));
      expect(stored?.source).toBeNull();

      // The same file again creates nothing new.
      const again = await finished(await startImport(spreadsheet, { organization }), organization);
      expect(again).toMatchObject({ status: 'DONE', created: 0, skipped: 5 });
      expect(again.errors.map((error) => error.row)).toEqual([5, 6, 7]);
      expect(await invitationsOf(createdIds, created.length)).toHaveLength(created.length);
    });

    it('invites the imported members in the language of the upload', async () => {
      const file = ['Imię;Nazwisko;E-mail;Rola', 'Anna;Angielska;anna.en@import.test;pacjent'].join(
        '\n',
      );
      const response = await upload(
        api,
        'importMembers',
        organization,
        [mappingPart({ ...mapping, isOwnAccountColumn: undefined }), csvFile(file)],
        { headers: { 'accept-language': 'en-GB,en;q=0.8' } },
      );
      const done = await finished(response.json<{ jobId: string }>().jobId, organization);
      expect(done).toMatchObject({ status: 'DONE', created: 1 });
      const [anna] = await api.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.accountEmail, 'anna.en@import.test'));
      expect(await invitationsOf([anna?.id ?? ''], 1)).toEqual([
        { memberId: anna?.id, language: 'en', invitedBy: organization.operator.accountId },
      ]);
    });

    it('says in the preview how many invitations the import would send, and sends none when asked not to', async () => {
      const fresh = await organizationWithOperator(api, await adminCaller(api));
      await createMember(api, fresh, { accountEmail: 'existing@import.test' });
      const without = await preview(csvFile(spreadsheet), fresh);
      expect(without.json<MemberImportPreview>().invitationCount).toBeUndefined();
      // Eight rows: three in error, one already a member; four would be invited.
      const counted = await upload(api, 'previewMemberImport', fresh, [
        mappingPart(),
        csvFile(spreadsheet),
      ]);
      expect(counted.statusCode).toBe(200);
      expect(counted.json<MemberImportPreview>()).toMatchObject({
        rowCount: 8,
        invitationCount: 4,
      });
      const misfit = await upload(api, 'previewMemberImport', fresh, [
        mappingPart({ ...mapping, emailColumn: 'Mail' }),
        csvFile(spreadsheet),
      ]);
      expect(misfit.statusCode).toBe(400);
      expect(misfit.headers['content-type']).toMatch(/^application\/problem\+json/);

      const response = await upload(api, 'importMembers', fresh, [
        mappingPart(),
        { name: 'sendInvitations', value: 'false' },
        csvFile(spreadsheet),
      ]);
      expect(response.statusCode).toBe(202);
      expect(await finished(response.json<{ jobId: string }>().jobId, fresh)).toMatchObject({
        status: 'DONE',
        created: 4,
      });
      const created = await api.db
        .select()
        .from(members)
        .where(
          and(
            eq(members.organizationId, fresh.organizationId),
            eq(members.status, 'PENDING'),
            ne(members.accountEmail, 'existing@import.test'),
          ),
        );
      expect(created).toHaveLength(4);
      expect(created.every((member) => member.invitationDelivery === 'WAITING')).toBe(true);
      const queued = (await api.db.execute(
        sql`select name from pgboss.job where name in (${invitationEmailJob.name}, ${invitationBatchJob.name})
            and (data->>'memberId' in (select unnest(${sql.param(created.map(({ id }) => id))}::text[]))
              or data->'memberIds' ?| ${sql.param(created.map(({ id }) => id))}::text[])`,
      )) as unknown as { rows: unknown[] };
      expect(queued.rows).toEqual([]);
    });

    it('refuses a sendInvitations field that is not true or false', async () => {
      const response = await upload(api, 'importMembers', home, [
        mappingPart(),
        { name: 'sendInvitations', value: 'no' },
        csvFile(spreadsheet),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'sendInvitations' }] });
    });

    it('makes an OPERATOR row from a plain operator a row error', async () => {
      const fresh = await organizationWithOperator(api, await adminCaller(api));
      const plain = await plainOperator(api, fresh);
      const file =
        'Imię;Nazwisko;E-mail;Rola;Własne konto\nOskar;Operatorski;o@x.pl;operator;tak\nAnna;Nowak;a@x.pl;pacjent;tak';
      const done = await finished(
        await startImport(file, { organization: fresh, token: plain.token }),
        fresh,
      );
      expect(done).toMatchObject({
        created: 1,
        errors: [
          { row: 2, messages: ['Kolumna „Rola”: tylko superoperator może dodawać operatorów'] },
        ],
      });
    });

    it('reports every problem of a row, and a comma file with LF works the same', async () => {
      const file = [
        'first,last,email,role',
        ',X,not-an-email,',
        '"Ala","Nowak",ala@x.pl,"pacjent"',
        `${'A'.repeat(256)},Nowak,long@x.pl,pacjent`,
      ].join('\n');
      const done = await finished(
        await startImport(file, {
          organization,
          map: {
            firstNameColumn: 'first',
            lastNameColumn: 'last',
            emailColumn: 'email',
            roleColumn: 'role',
            roleMap: { BENEFICIARY: 'pacjent' },
            isOwnAccountMap: {},
          },
        }),
        organization,
      );
      expect(done.errors).toEqual([
        {
          row: 2,
          messages: [
            'Kolumna „first”: to pole jest wymagane',
            'Kolumna „last”: minimalna liczba znaków: 3',
            'Kolumna „email”: nieprawidłowy adres e-mail',
            'Kolumna „role”: to pole jest wymagane',
          ],
        },
        { row: 4, messages: ['Kolumna „first”: maksymalna liczba znaków: 255'] },
      ]);
      expect(done.created).toBe(1);
    });

    it('answers another organization’s import, and an unknown one, with 404', async () => {
      const jobId = await startImport('Imię;Nazwisko;E-mail;Rola;Własne konto\n', { organization });
      await finished(jobId, organization);
      expect((await status(jobId)).statusCode).toBe(404);
      expect(
        (await status('0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11', undefined, organization)).statusCode,
      ).toBe(404);
    });
  });

  describe('the person’s card', () => {
    let organization: TestOrganization;
    beforeAll(async () => {
      organization = await organizationWithOperator(api, await adminCaller(api));
    });

    const header = ['Imię;Nazwisko;E-mail;Rola;Własne konto', ...Object.values(cardColumns)].join(
      ';',
    );
    const cardsOf = async (organizationId: string) =>
      Object.fromEntries(
        (
          await api.db
            .select({
              email: members.accountEmail,
              address: members.address,
              careNotes: members.careNotes,
              formOfAddress: members.formOfAddress,
            })
            .from(members)
            .where(and(eq(members.organizationId, organizationId), ne(members.role, 'OPERATOR')))
        ).map(({ email, ...card }) => [email, card]),
      );

    it('imports the address, care notes and form of address, and names the column of each bad one', async () => {
      const file = [
        header,
        'Zofia;Adamczyk;zofia@card.test;pacjent;tak;ul. Długa;12;4;31-147;Kraków;"Kod do bramy 1357; pies";"Leki wydaje córka.";pani',
        'Marek;Bielecki;marek@card.test;wolontariusz;tak;;;;;;;;',
        'Jan;Kos;jan@card.test;pacjent;tak;ul. Polna; 3 ;;00-950;Warszawa;;;Mr',
        'Helena;Cieślak;helena@card.test;pacjent;tak;ul. Krótka;;;31-147;;;;PANI',
        'Tomasz;Dąbek;tomasz@card.test;pacjent;tak;;;;;;;;Pani doktor',
        `Ewa;Lis;ewa@card.test;pacjent;tak;;;;;;;${'x'.repeat(careNotesMaxLength + 1)};`,
        'Olga;Wrona;olga@card.test;pacjent;tak;ul. Długa;1;;Kraków;Kraków;;;',
      ].join('\n');
      const done = await finished(
        await startImport(file, {
          organization,
          map: { ...mapping, ...cardColumns },
          sendInvitations: false,
        }),
        organization,
      );

      expect(done.errors).toEqual([
        {
          row: 5,
          messages: [
            'Kolumna „Numer domu”: adres wymaga również tej części',
            'Kolumna „Miejscowość”: adres wymaga również tej części',
          ],
        },
        {
          row: 6,
          messages: [
            'Kolumna „Forma grzecznościowa”: wartość „Pani doktor” nie jest formą grzecznościową (Pan lub Pani)',
          ],
        },
        {
          row: 7,
          messages: [`Kolumna „Notatki o opiece”: maksymalna liczba znaków: ${careNotesMaxLength}`],
        },
        {
          row: 8,
          messages: ['Kolumna „Kod pocztowy”: nieprawidłowy kod pocztowy (np. 31-147)'],
        },
      ]);
      expect(await cardsOf(organization.organizationId)).toEqual({
        'zofia@card.test': {
          address: {
            street: 'ul. Długa',
            building: '12',
            apartment: '4',
            postalCode: '31-147',
            city: 'Kraków',
            accessNotes: 'Kod do bramy 1357; pies',
          },
          careNotes: 'Leki wydaje córka.',
          formOfAddress: 'PANI',
        },
        'marek@card.test': { address: null, careNotes: null, formOfAddress: null },
        'jan@card.test': {
          address: { street: 'ul. Polna', building: '3', postalCode: '00-950', city: 'Warszawa' },
          careNotes: null,
          formOfAddress: 'PAN',
        },
      });
    });

    it('imports the home outpost by the name of one of the organization’s outposts, in any letter case, audited by name', async () => {
      const own = await organizationWithOperator(api, await adminCaller(api));
      const other = await organizationWithOperator(api, await adminCaller(api));
      const outpostIn = async (organization: TestOrganization, name: string) => {
        const response = await api.call('createOutpost', {
          token: organization.operator.token,
          params: organizationParams(organization),
          body: {
            name,
            type: 'HOSPICE_HOME',
            address: {
              street: 'ul. Lipowa 1',
              city: 'Kraków',
              postalCode: '30-702',
              country: 'PL',
            },
            website: null,
            phone: '+48126543210',
            email: 'zespol@example.org',
            openingHours: null,
          },
        });
        expect(response.statusCode).toBe(201);
        return response.json<{ id: string }>().id;
      };
      const north = await outpostIn(own, 'Zespół Północ');
      await outpostIn(other, 'Zespół Obcy');
      const file = [
        'Imię;Nazwisko;E-mail;Rola;Własne konto;Placówka macierzysta',
        'Zofia;Adamczyk;zofia@outpost.test;pacjent;tak;  zespół PÓŁNOC ',
        'Marek;Bielecki;marek@outpost.test;pacjent;tak;',
        'Jan;Kos;jan@outpost.test;pacjent;tak;Zespół Obcy',
      ].join('\n');
      const done = await finished(
        await startImport(file, {
          organization: own,
          map: { ...mapping, homeOutpostColumn: 'Placówka macierzysta' },
          sendInvitations: false,
        }),
        own,
      );
      expect(done.created).toBe(2);
      expect(done.errors).toEqual([
        {
          row: 4,
          messages: [
            'Kolumna „Placówka macierzysta”: „Zespół Obcy” nie jest nazwą żadnej placówki organizacji',
          ],
        },
      ]);
      const imported = await api.db
        .select({
          id: members.id,
          email: members.accountEmail,
          homeOutpostId: members.homeOutpostId,
        })
        .from(members)
        .where(and(eq(members.organizationId, own.organizationId), ne(members.role, 'OPERATOR')));
      expect(
        Object.fromEntries(imported.map(({ email, homeOutpostId }) => [email, homeOutpostId])),
      ).toEqual({
        'zofia@outpost.test': north,
        'marek@outpost.test': null,
      });
      const zofia = imported.find(({ email }) => email === 'zofia@outpost.test');
      const [event] = await api.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, zofia?.id ?? ''));
      expect(event?.changes).toMatchObject({
        homeOutpost: { before: null, after: 'Zespół Północ' },
      });
    });

    it('refuses a mapping with some address columns but not the address’s required ones', async () => {
      const response = await upload(api, 'importMembers', organization, [
        mappingPart({ ...mapping, streetColumn: 'Ulica', apartmentColumn: 'Numer lokalu' }),
        csvFile(`${header}\n`),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual([
        'mapping.buildingColumn',
        'mapping.postalCodeColumn',
        'mapping.cityColumn',
      ]);
    });

    it('re-imports its own export with the address, care notes and form of address', async () => {
      const original = await createMember(api, organization, {
        firstName: 'Łucja',
        lastName: 'Żółkiewska',
        accountEmail: 'lucja@card.test',
        role: 'BENEFICIARY',
        formOfAddress: 'PANI',
        address: {
          street: 'ul. Długa',
          building: '12',
          apartment: '4a',
          postalCode: '31-147',
          city: 'Kraków',
          accessNotes: 'Domofon 4; drugie piętro',
        },
        careNotes: 'Woli wizyty rano.\nLeki wydaje córka.',
      });
      const exported = await api.call('exportMembers', {
        token: organization.operator.token,
        params: organizationParams(organization),
        query: { search: 'żółkiewska' },
        headers: { 'accept-language': 'pl' },
      });
      expect(exported.statusCode).toBe(200);

      const target = await organizationWithOperator(api, await adminCaller(api));
      const done = await finished(
        await startImport(exported.rawPayload, {
          organization: target,
          map: {
            firstNameColumn: 'Imię',
            lastNameColumn: 'Nazwisko',
            emailColumn: 'E-mail',
            roleColumn: 'Rola',
            roleMap: { BENEFICIARY: 'Podopieczny', ASSISTANT: 'Asystent' },
            isOwnAccountMap: {},
            ...cardColumns,
          },
          sendInvitations: false,
        }),
        target,
      );
      expect(done).toMatchObject({ created: 1, errors: [] });
      expect(await cardsOf(target.organizationId)).toEqual({
        'lucja@card.test': {
          address: original.address,
          careNotes: original.careNotes,
          formOfAddress: 'PANI',
        },
      });
    });
  });

  describe('the sample files a newcomer imports (samples/)', () => {
    const sample = (name: string) =>
      readFileSync(path.join(__dirname, '../../../../../../samples', name));

    it('imports the clean file whole', async () => {
      const organization = await organizationWithOperator(api, await adminCaller(api));
      const done = await finished(
        await startImport(sample('members-clean.csv'), {
          organization,
          map: {
            firstNameColumn: 'First name',
            lastNameColumn: 'Last name',
            emailColumn: 'E-mail',
            roleColumn: 'Role',
            roleMap: { BENEFICIARY: 'beneficiary', ASSISTANT: 'assistant' },
            isOwnAccountColumn: 'Own account',
            isOwnAccountMap: { yes: true, no: false },
          },
        }),
        organization,
      );
      expect(done).toEqual({
        status: 'DONE',
        processed: 20,
        total: 20,
        created: 20,
        skipped: 0,
        errors: [],
      });
    });

    it('imports the Polish spreadsheet file but its three bad rows, named by line', async () => {
      const organization = await organizationWithOperator(api, await adminCaller(api));
      const done = await finished(
        await startImport(sample('members-pl-bom-semicolon.csv'), {
          organization,
          map: {
            firstNameColumn: 'Imię',
            lastNameColumn: 'Nazwisko',
            emailColumn: 'E-mail',
            roleColumn: 'Rola',
            roleMap: { BENEFICIARY: 'podopieczny', ASSISTANT: 'asystent' },
            isOwnAccountColumn: 'Własne konto',
            isOwnAccountMap: { tak: true, nie: false },
          },
        }),
        organization,
      );
      expect(done).toMatchObject({ status: 'DONE', total: 50, created: 47, skipped: 0 });
      expect(done.errors.map((error) => error.row)).toEqual([6, 8, 10]);
    });
    it('imports the card file’s addresses, notes and forms of address, but its two bad rows', async () => {
      const organization = await organizationWithOperator(api, await adminCaller(api));
      const done = await finished(
        await startImport(sample('members-card.csv'), {
          organization,
          map: {
            firstNameColumn: 'Imię',
            lastNameColumn: 'Nazwisko',
            emailColumn: 'E-mail',
            roleColumn: 'Rola',
            roleMap: { BENEFICIARY: 'Podopieczny', ASSISTANT: 'Asystent' },
            isOwnAccountMap: {},
            ...cardColumns,
          },
          sendInvitations: false,
        }),
        organization,
      );
      expect(done).toMatchObject({ status: 'DONE', total: 6, created: 4 });
      expect(done.errors.map((error) => error.row)).toEqual([7, 8]);
      const [first] = await api.db
        .select({ address: members.address, careNotes: members.careNotes })
        .from(members)
        .where(eq(members.accountEmail, 'stanislawa.kaczmarek@example.org'));
      expect(first).toEqual({
        address: {
          street: 'ul. Lipowa',
          building: '7',
          apartment: '2',
          postalCode: '31-147',
          city: 'Kraków',
          accessNotes: 'Domofon 2, drugie piętro; w ogrodzie pies',
        },
        careNotes: 'Leki wydaje córka.\nWoli wizyty przed południem.',
      });
    });
  });

  // These imports send no invitations: the rollback is the subject, and thousands of invitation
  // e-mails rendered afterwards on this test process's own thread (PGlite runs in it) starved
  // the tests after them, as far as the identity service timing out their requests.
  describe('a failure midway', () => {
    const fileOf = (rowCount: number) =>
      [
        'Imię;Nazwisko;E-mail;Rola;Własne konto',
        ...Array.from(
          { length: rowCount },
          (_, index) => `Anna;Nowak;crash${index}@import.test;pacjent;tak`,
        ),
      ].join('\n');
    const rowCount = 2_500;
    const file = fileOf(rowCount);
    const importedRows = () =>
      api.db
        .select({ count: sql<number>`count(*)::int` })
        .from(members)
        .where(sql`${members.accountEmail} like 'crash%@import.test'`);

    // The insert of the 2,001st row fails: two batches of a thousand are written by then.
    async function breakInsertsAt(email: string) {
      await api.db.execute(
        sql.raw(`create or replace function test_break_import() returns trigger as $$
          begin
            if new.account_email = '${email}' then raise exception 'disk full'; end if;
            return new;
          end $$ language plpgsql`),
      );
      await api.db.execute(
        sql`create trigger test_break_import before insert on members for each row execute function test_break_import()`,
      );
    }
    const repair = () => api.db.execute(sql`drop trigger if exists test_break_import on members`);

    it('leaves no row behind, and its retry creates every row once', async () => {
      const organization = await organizationWithOperator(api, await adminCaller(api));
      await breakInsertsAt('crash2000@import.test');
      try {
        const jobId = await startImport(file, { organization, sendInvitations: false });
        await eventually('the first attempt to fail', async () => {
          const [row] = await api.db
            .execute(
              sql`select retry_count from pgboss.job where name = 'member-import' and data->>'importId' = ${jobId}`,
            )
            .then((result) => (result as unknown as { rows: { retry_count: number }[] }).rows);
          return (row?.retry_count ?? 0) >= 1;
        });
        expect(await importedRows()).toEqual([{ count: 0 }]);
        expect((await status(jobId, undefined, organization)).json<MemberImport>().status).toBe(
          'RUNNING',
        );
        await repair();
        const done = await finished(jobId, organization);
        expect(done).toMatchObject({ status: 'DONE', created: rowCount, errors: [] });
        expect(await importedRows()).toEqual([{ count: rowCount }]);
      } finally {
        await repair();
      }
    });

    it('ends FAILED after its last attempt, still with no row behind', async () => {
      const organization = await organizationWithOperator(api, await adminCaller(api));
      await api.db.execute(sql`delete from members where account_email like 'crash%@import.test'`);
      // The second chunk fails, so a written chunk has to be rolled back, in each of the three
      // attempts (5 s apart).
      await breakInsertsAt('crash1100@import.test');
      try {
        const jobId = await startImport(fileOf(1_200), { organization, sendInvitations: false });
        const failed = await finished(jobId, organization, 150_000);
        expect(failed).toMatchObject({ status: 'FAILED', created: 0 });
        expect(await importedRows()).toEqual([{ count: 0 }]);
        const [stored] = await api.db
          .select()
          .from(memberImports)
          .where(eq(memberImports.id, jobId));
        expect(stored?.source).toBeNull();
      } finally {
        await repair();
      }
    }, 180_000);
  });
});
