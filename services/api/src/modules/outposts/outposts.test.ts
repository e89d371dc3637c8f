import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import {
  apiBasePath,
  buildPath,
  endpoints,
  type Outpost,
  type OutpostWriteInput,
  outpostLogo,
} from '@care/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { createIdentity } from '../../../test/support/identities';
import {
  addMembership,
  adminCaller,
  organizationWithOperator,
  registeredCaller,
  type TestOrganization,
  withTwoOrganizations,
} from '../../../test/support/world';
import { auditEvents, outposts, storedFiles } from '../../db/schema';
import { directoryFileStore } from '../../storage/directory-file-store';
import { createLinkSigner } from '../../storage/signed-links';
import { maxLogoInputPixels } from './logo-image';
import { createLogoLinks } from './logo-links';

const linkSecret = 'outposts-test-secret-of-at-least-32-characters';

const outpost = (name: string, extra: Partial<OutpostWriteInput> = {}): OutpostWriteInput => ({
  name,
  type: 'HOSPICE_HOME',
  address: { street: 'ul. Lipowa 12', city: 'Kraków', postalCode: '30-702', country: 'PL' },
  website: 'https://hospicjum.example.org',
  phone: '+48600100200',
  email: 'kontakt@hospicjum.example.org',
  openingHours: { mon: [{ from: '08:00', to: '16:00' }] },
  ...extra,
});

/** A solid picture; `split` paints its right half another colour, to see which part a crop kept. */
async function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  split?: string,
) {
  const base = sharp({ create: { width, height, channels: 3, background: '#cc0000' } });
  const painted = split
    ? base.composite([
        {
          input: {
            create: {
              width: Math.floor(width / 2),
              height,
              channels: 3,
              background: split,
            },
          },
          left: width - Math.floor(width / 2),
          top: 0,
        },
      ])
    : base;
  return painted[format]().toBuffer();
}

/**
 * A small real PNG whose header claims another size: its IHDR chunk (width and height at bytes
 * 16 and 20, its CRC at 29) rewritten, as a forged file would be.
 */
async function pngClaiming(width: number, height: number) {
  const data = Buffer.from(await picture(1, 1));
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  data.writeUInt32BE(crc32(data.subarray(12, 29)), 29);
  return data;
}

interface FormFile {
  data: Buffer;
  filename: string;
  type: string;
}

/** A multipart body as a browser's FormData sends it: the fields first, then the file. */
async function multipart(fields: Record<string, string>, file?: FormFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

describe.each(databaseKinds)('outposts on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;
  const logoLinks = createLogoLinks(createLinkSigner(linkSecret));

  withTwoOrganizations(kind, (started) => ({ api, home, other } = started), {
    fileLinkSecret: linkSecret,
  });

  const params = (outpostId?: string, organization = home) => ({
    organizationId: organization.organizationId,
    ...(outpostId ? { outpostId } : {}),
  });
  const create = (body: unknown, organization = home, token = organization.operator.token) =>
    api.call('createOutpost', { token, params: params(undefined, organization), body });
  const created = async (name: string, extra: Partial<OutpostWriteInput> = {}) => {
    const response = await create(outpost(name, extra));
    expect(response.statusCode).toBe(201);
    return response.json<Outpost>();
  };
  const update = (outpostId: string, body: unknown, ifMatch?: string, token?: string) =>
    api.call('updateOutpost', {
      token: token ?? home.operator.token,
      params: params(outpostId),
      body,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });
  const get = (outpostId: string, organization = home, token = organization.operator.token) =>
    api.call('getOutpost', { token, params: params(outpostId, organization) });
  const auditOf = (entityId: string) =>
    api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, entityId))
      .orderBy(auditEvents.occurredAt);

  const uploadLogo = async (
    outpostId: string,
    file: FormFile | undefined,
    options: {
      fields?: Record<string, string>;
      ifMatch?: string;
      /** The operator's by default; undefined in the options sends none. */
      token?: string | undefined;
      organization?: TestOrganization;
    } = {},
  ) => {
    const { fields = {}, ifMatch, organization = home } = options;
    const token = 'token' in options ? options.token : home.operator.token;
    const { payload, contentType } = await multipart(fields, file);
    return api.app.inject({
      method: 'PUT',
      url: `${apiBasePath}${buildPath(endpoints.uploadOutpostLogo.path, params(outpostId, organization))}`,
      payload,
      headers: {
        'content-type': contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
    });
  };
  const png = async (width: number, height: number, split?: string): Promise<FormFile> => ({
    data: await picture(width, height, 'png', split),
    filename: 'logo.png',
    type: 'image/png',
  });
  /** What an `<img>` does with a logoUrl: a plain GET, without any token. */
  const fetchLink = (link: string) => api.app.inject({ method: 'GET', url: link });
  const storedFileCount = async () => (await api.db.select().from(storedFiles)).length;

  describe('records', () => {
    it('creates an outpost with version 1, its ETag and no logo, audited', async () => {
      const response = await create(outpost('Hospicjum domowe Lipowa'));
      expect(response.statusCode).toBe(201);
      const body = response.json<Outpost>();
      expect(body).toEqual({
        id: expect.any(String),
        ...outpost('Hospicjum domowe Lipowa'),
        logoUrl: null,
        version: 1,
      });
      expect(response.headers.etag).toBe('"1"');
      const [event] = await auditOf(body.id);
      expect(event).toMatchObject({
        actorAccountId: home.operator.accountId,
        organizationId: home.organizationId,
        entity: 'outpost',
        action: 'created',
        changes: {
          name: { before: null, after: 'Hospicjum domowe Lipowa' },
          postalCode: { before: null, after: '30-702' },
          openingHours: { before: null, after: { mon: [{ from: '08:00', to: '16:00' }] } },
        },
      });
    });

    it('takes website and opening hours as optional, answering null for them', async () => {
      const { website: _website, openingHours: _hours, ...bare } = outpost('Biuro bez strony');
      const response = await create(bare);
      expect(response.statusCode).toBe(201);
      expect(response.json<Outpost>()).toMatchObject({ website: null, openingHours: null });
    });

    it('keeps names unique per organization, ignoring case, but not across organizations', async () => {
      await created('Dzienny ośrodek');
      const duplicate = await create(outpost('DZIENNY OŚRODEK'));
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ type: 'duplicate', status: 409 });
      expect((await create(outpost('Dzienny ośrodek'), other)).statusCode).toBe(201);
    });

    it('lets one of two concurrent creates or renames to one name win; the other gets 409', async () => {
      const creates = await Promise.all([create(outpost('Wyścig')), create(outpost('WYŚCIG'))]);
      expect(creates.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(creates.find((response) => response.statusCode === 409)?.json()).toMatchObject({
        type: 'duplicate',
      });

      const [first, second] = await Promise.all([created('Wyścig A'), created('Wyścig B')]);
      const renames = await Promise.all([
        update(first.id, outpost('Wyścig C'), '"1"'),
        update(second.id, outpost('wyścig c'), '"1"'),
      ]);
      expect(renames.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });

    it.each([
      [
        'a Polish postal code not written NN-NNN',
        { address: { street: 'a', city: 'b', postalCode: '30702', country: 'PL' } },
        'address.postalCode',
      ],
      [
        'a country that is no ISO 3166 code',
        { address: { street: 'a', city: 'b', postalCode: '1', country: 'XX' } },
        'address.country',
      ],
      ['a website that is not http(s)', { website: 'javascript:alert(1)' }, 'website'],
      ['a website without a host name', { website: 'https://localhost' }, 'website'],
      ['a phone number not in E.164', { phone: '600 100 200' }, 'phone'],
      ['a phone number no country assigns', { phone: '+48000000000' }, 'phone'],
      ['an e-mail address that is none', { email: 'kontakt@' }, 'email'],
      [
        'a time that is none',
        { openingHours: { mon: [{ from: '8:00', to: '16:00' }] } },
        'openingHours.mon.0.from',
      ],
      [
        'an interval that ends before it starts',
        { openingHours: { tue: [{ from: '16:00', to: '08:00' }] } },
        'openingHours.tue.0.to',
      ],
      [
        'overlapping intervals of one day',
        {
          openingHours: {
            wed: [
              { from: '08:00', to: '12:00' },
              { from: '11:00', to: '15:00' },
            ],
          },
        },
        'openingHours.wed.1.from',
      ],
      ['a day that is none', { openingHours: { funday: [] } }, 'openingHours.funday'],
      ['an unknown type', { type: 'HOSPITAL' }, 'type'],
      ['an unknown key', { logo: 'x' }, 'logo'],
    ])('refuses %s with a 400 naming the field', async (_what, change, field) => {
      const before = (await api.db.select().from(outposts)).length;
      const response = await create({ ...outpost('Niepoprawny'), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: 'validation-error', status: 400 });
      expect(response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(
        field,
      );
      expect((await api.db.select().from(outposts)).length).toBe(before);
    });

    it('takes touching intervals, postal codes of other countries as written, and 24:00 as the end of a day', async () => {
      const response = await create(
        outpost('Poradnia w Berlinie', {
          type: 'OUTPATIENT_CLINIC',
          address: {
            street: 'Unter den Linden 1',
            city: 'Berlin',
            postalCode: '10117',
            country: 'DE',
          },
          phone: '+493012345678',
          openingHours: {
            mon: [
              { from: '12:00', to: '16:00' },
              { from: '08:00', to: '12:00' },
            ],
            sun: [{ from: '00:00', to: '24:00' }],
          },
        }),
      );
      expect(response.statusCode).toBe(201);
    });

    it('lists the organization’s outposts sorted by name, and only them', async () => {
      const organization = await organizationWithOperator(api, await adminCaller(api));
      for (const name of ['Zakopane', 'biuro', 'Centrum'])
        expect((await create(outpost(name), organization)).statusCode).toBe(201);
      const list = await api.call('listOutposts', {
        token: organization.operator.token,
        params: params(undefined, organization),
      });
      expect(list.json<{ items: Outpost[] }>().items.map((item) => item.name)).toEqual([
        'biuro',
        'Centrum',
        'Zakopane',
      ]);
    });

    it('answers another organization’s outpost and an unknown id alike: 404', async () => {
      const foreign = (await create(outpost('Cudza placówka'), other)).json<Outpost>();
      const answers = await Promise.all(
        [foreign.id, '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f'].map((id) => get(id)),
      );
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toEqual(answers[0]?.json());
      }
      expect((await update(foreign.id, outpost('Przejęta'))).statusCode).toBe(404);
      expect(
        (
          await api.call('deleteOutpost', {
            token: home.operator.token,
            params: params(foreign.id),
          })
        ).statusCode,
      ).toBe(404);
      expect((await uploadLogo(foreign.id, await png(10, 10))).statusCode).toBe(404);
      expect((await get(foreign.id, other)).json<Outpost>()).toEqual(foreign);
    });

    it('replaces the whole record on PUT: what is left out is gone, the ETag follows', async () => {
      const first = await created('Stara nazwa');
      const {
        website: _website,
        openingHours: _hours,
        ...rest
      } = outpost('Nowa nazwa', {
        type: 'DAY_CARE',
      });
      const response = await update(first.id, rest, '"1"');
      expect(response.statusCode).toBe(200);
      expect(response.json<Outpost>()).toMatchObject({
        name: 'Nowa nazwa',
        type: 'DAY_CARE',
        website: null,
        openingHours: null,
        version: 2,
      });
      expect(response.headers.etag).toBe('"2"');
      expect((await get(first.id)).headers.etag).toBe('"2"');
      const [, event] = await auditOf(first.id);
      expect(event).toMatchObject({
        action: 'updated',
        changes: {
          name: { before: 'Stara nazwa', after: 'Nowa nazwa' },
          type: { before: 'HOSPICE_HOME', after: 'DAY_CARE' },
          website: { before: 'https://hospicjum.example.org', after: null },
          version: { before: 1, after: 2 },
        },
      });
      expect(event?.changes).not.toHaveProperty('phone');
    });

    it('answers 412 to a stale If-Match and changes nothing then; one of two concurrent edits wins', async () => {
      const first = await created('Równoległa');
      expect((await update(first.id, outpost('Równoległa A'), '"1"')).statusCode).toBe(200);
      const stale = await update(first.id, outpost('Równoległa B'), '"1"');
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({ type: 'precondition-failed' });
      expect((await get(first.id)).json<Outpost>()).toMatchObject({
        name: 'Równoległa A',
        version: 2,
      });
      const answers = await Promise.all([
        update(first.id, outpost('Równoległa C'), '"2"'),
        update(first.id, outpost('Równoległa D'), '"2"'),
      ]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 412]);
    });

    it('deletes an outpost with its logo, after a stale If-Match was refused', async () => {
      const first = await created('Do usunięcia');
      const withLogo = (await uploadLogo(first.id, await png(40, 40))).json<Outpost>();
      const files = await storedFileCount();
      const remove = (ifMatch?: string) =>
        api.call('deleteOutpost', {
          token: home.operator.token,
          params: params(first.id),
          ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
        });
      expect((await remove('"1"')).statusCode).toBe(412);
      const response = await remove(`"${withLogo.version}"`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await get(first.id)).statusCode).toBe(404);
      expect(await storedFileCount()).toBe(files - 1);
      expect((await fetchLink(withLogo.logoUrl ?? '')).statusCode).toBe(404);
      expect((await auditOf(first.id)).at(-1)).toMatchObject({
        action: 'deleted',
        changes: { name: { before: 'Do usunięcia', after: null } },
      });
    });
  });

  describe('every kind of caller', () => {
    type Kind =
      | 'anonymous'
      | 'badToken'
      | 'unverified'
      | 'unregistered'
      | 'noRole'
      | 'beneficiary'
      | 'assistant'
      | 'otherOperator'
      | 'adminWithoutMembership';
    const denials: [Kind, number, string][] = [
      ['anonymous', 401, 'unauthorized'],
      ['badToken', 401, 'unauthorized'],
      ['unverified', 403, 'email-not-verified'],
      ['unregistered', 403, 'not-registered'],
      ['noRole', 404, 'not-found'],
      ['beneficiary', 404, 'not-found'],
      ['assistant', 404, 'not-found'],
      ['otherOperator', 404, 'not-found'],
      ['adminWithoutMembership', 404, 'not-found'],
    ];
    const tokens = new Map<Kind, string | undefined>();
    let target: Outpost;

    beforeAll(async () => {
      const member = async (role: 'BENEFICIARY' | 'ASSISTANT') => {
        const caller = await registeredCaller(api);
        await addMembership(api, home.organizationId, caller, role, 'ACCEPTED');
        return caller.token;
      };
      tokens.set('anonymous', undefined);
      tokens.set('badToken', 'not-a-token');
      tokens.set('unverified', (await createIdentity({ emailVerified: false })).token);
      tokens.set('unregistered', (await createIdentity()).token);
      tokens.set('noRole', (await registeredCaller(api)).token);
      tokens.set('beneficiary', await member('BENEFICIARY'));
      tokens.set('assistant', await member('ASSISTANT'));
      tokens.set('otherOperator', other.operator.token);
      tokens.set('adminWithoutMembership', (await adminCaller(api)).token);
      target = await created('Cel odmów');
    });

    it.each(denials)(
      'refuses %s every read and write (%i %s), and nothing changes',
      async (kind, status, type) => {
        const token = tokens.get(kind);
        const as = token ? { token } : {};
        const answers = [
          await api.call('listOutposts', { ...as, params: params() }),
          await api.call('getOutpost', { ...as, params: params(target.id) }),
          await api.call('createOutpost', {
            ...as,
            params: params(),
            body: outpost(`Obca ${kind}`),
          }),
          await api.call('updateOutpost', {
            ...as,
            params: params(target.id),
            body: outpost('Przejęta'),
          }),
          await api.call('deleteOutpost', { ...as, params: params(target.id) }),
          await uploadLogo(target.id, await png(20, 20), { token }),
          await api.call('deleteOutpostLogo', { ...as, params: params(target.id) }),
        ];
        for (const response of answers) {
          expect({
            status: response.statusCode,
            type: response.json<{ type: string }>().type,
          }).toEqual({ status, type });
        }
        expect((await get(target.id)).json<Outpost>()).toEqual(target);
        expect(
          (
            await api.db
              .select()
              .from(outposts)
              .where(eq(outposts.name, `Obca ${kind}`))
          ).length,
        ).toBe(0);
      },
    );

    it.each(['plain operator', 'super operator'])(
      'lets a %s of the organization do all of it',
      async (who) => {
        let token = home.operator.token;
        if (who === 'plain operator') {
          const caller = await registeredCaller(api);
          await addMembership(api, home.organizationId, caller, 'OPERATOR', 'ACCEPTED');
          token = caller.token;
        }
        const name = `Pełny cykl ${who}`;
        const made = await create(outpost(name), home, token);
        expect(made.statusCode).toBe(201);
        const { id } = made.json<Outpost>();
        const list = await api.call('listOutposts', { token, params: params() });
        expect(list.json<{ items: Outpost[] }>().items.map((item) => item.name)).toContain(name);
        expect((await get(id, home, token)).statusCode).toBe(200);
        expect((await update(id, outpost(`${name} 2`), '"1"', token)).statusCode).toBe(200);
        const logo = await uploadLogo(id, await png(30, 30), { token, ifMatch: '"2"' });
        expect(logo.statusCode).toBe(200);
        const removed = await api.call('deleteOutpostLogo', {
          token,
          params: params(id),
          headers: { 'if-match': '"3"' },
        });
        expect(removed.json<Outpost>()).toMatchObject({ logoUrl: null, version: 4 });
        const deleted = await api.call('deleteOutpost', {
          token,
          params: params(id),
          headers: { 'if-match': '"4"' },
        });
        expect(deleted.statusCode).toBe(204);
      },
    );
  });

  describe('logo', () => {
    it('stores an upload as a square WebP behind a signed link an <img> can load without a token', async () => {
      const first = await created('Z logo');
      const response = await uploadLogo(first.id, await png(300, 200), { ifMatch: '"1"' });
      expect(response.statusCode).toBe(200);
      const body = response.json<Outpost>();
      expect(body.version).toBe(2);
      expect(response.headers.etag).toBe('"2"');
      expect(body.logoUrl).toMatch(
        new RegExp(
          `^${apiBasePath}/operator/organization/${home.organizationId}/outpost/${first.id}/logo\\?v=2&exp=\\d+&sig=[\\w-]{43}$`,
        ),
      );
      const image = await fetchLink(body.logoUrl ?? '');
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
      const maxAge = Number(/max-age=(\d+)/.exec(String(image.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(3600 - 5);
      expect(maxAge).toBeLessThanOrEqual(4200);
      // The whole 300×200 picture, fitted into a square.
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 300,
      });
      // Every list and read carries a link to it, the same one within the rounding step.
      expect((await get(first.id)).json<Outpost>().logoUrl).toBe(body.logoUrl);
      const [, event] = await auditOf(first.id);
      expect(event).toMatchObject({
        action: 'logo-updated',
        changes: { version: { before: 1, after: 2 } },
      });
    });

    it('keeps the square the user chose, and makes a large one 512×512', async () => {
      const first = await created('Przycięte logo');
      // Red left half, blue right half: a square from the right half is blue only.
      const response = await uploadLogo(first.id, await png(2000, 1000, '#0000cc'), {
        fields: { cropX: '1200', cropY: '100', cropSize: '800' },
      });
      expect(response.statusCode).toBe(200);
      const image = await fetchLink(response.json<Outpost>().logoUrl ?? '');
      const { data, info } = await sharp(image.rawPayload)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([outpostLogo.side, outpostLogo.side]);
      const stats = await sharp(data, { raw: info }).stats();
      expect(stats.channels[0]?.max).toBeLessThan(20);
      expect(stats.channels[2]?.min).toBeGreaterThan(180);
    });

    it('reads the crop on the upright picture, as a browser shows it', async () => {
      const first = await created('Obrócone logo');
      // Stored 200×100, shown 100×200 (EXIF orientation 6): y 100 fits only the upright picture.
      const sideways = await sharp({
        create: { width: 200, height: 100, channels: 3, background: '#00aa00' },
      })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const file = { data: sideways, filename: 'photo.jpg', type: 'image/jpeg' };
      const fields = { cropX: '0', cropY: '100', cropSize: '100' };
      expect((await uploadLogo(first.id, file, { fields })).statusCode).toBe(200);
      const outside = await uploadLogo(first.id, file, {
        fields: { cropX: '100', cropY: '0', cropSize: '100' },
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json()).toMatchObject({ errors: [{ path: 'cropSize' }] });
    });

    it('drops the EXIF data of a photo, GPS position included', async () => {
      const first = await created('Logo ze zdjęcia');
      const photo = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#336699' },
      })
        .jpeg()
        .withExif({
          IFD0: { Copyright: 'Kamera w hospicjum' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 3/1 30/1', GPSMapDatum: 'WGS-84' },
        })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif?.includes('WGS-84')).toBe(true);
      const response = await uploadLogo(first.id, {
        data: photo,
        filename: 'zdjecie.jpg',
        type: 'image/jpeg',
      });
      expect(response.statusCode).toBe(200);
      const image = await fetchLink(response.json<Outpost>().logoUrl ?? '');
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(image.rawPayload.includes('WGS-84')).toBe(false);
      expect(image.rawPayload.includes('Kamera')).toBe(false);
    });

    it.each([
      [
        'a text file named .png and sent as image/png',
        Buffer.from('not a picture at all\n'.repeat(40)),
        'logo.png',
        'image/png',
      ],
      ['a GIF, which is a picture of another type', 'gif', 'logo.gif', 'image/gif'],
      ['a GIF named .png', 'gif', 'logo.png', 'image/png'],
      [
        'an SVG, which could carry script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      ],
      ['a PNG whose bytes break off after its header', 'truncated', 'logo.png', 'image/png'],
    ])('refuses %s with a 415 and keeps what was there', async (_what, data, filename, type) => {
      const first = await created(`Zły plik ${filename} ${type} ${String(data).slice(0, 9)}`);
      const logo = (await uploadLogo(first.id, await png(20, 20))).json<Outpost>();
      const files = await storedFileCount();
      const bytes =
        data === 'gif'
          ? await picture(20, 20, 'gif')
          : data === 'truncated'
            ? (await picture(400, 400, 'png')).subarray(0, 200)
            : (data as Buffer);
      const response = await uploadLogo(first.id, { data: bytes, filename, type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ type: 'unsupported-media-type', status: 415 });
      expect((await get(first.id)).json<Outpost>()).toEqual(logo);
      expect(await storedFileCount()).toBe(files);
    });

    it('refuses a file of 2 MiB and 1 byte with a 413, and takes one of exactly 2 MiB', async () => {
      const first = await created('Duży plik');
      const real = await picture(64, 64);
      const padded = (size: number) => Buffer.concat([real, Buffer.alloc(size - real.length)]);
      const tooLarge = await uploadLogo(first.id, {
        data: padded(outpostLogo.maxFileBytes + 1),
        filename: 'logo.png',
        type: 'image/png',
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ type: 'payload-too-large', status: 413 });
      expect((await get(first.id)).json<Outpost>().logoUrl).toBeNull();
      // A PNG ends at its IEND chunk; what follows it is ignored (and dropped by re-encoding).
      const fits = await uploadLogo(first.id, {
        data: padded(outpostLogo.maxFileBytes),
        filename: 'logo.png',
        type: 'image/png',
      });
      expect(fits.statusCode).toBe(200);
    });

    it('refuses a picture of more than 40 megapixels with a 413 before decoding it', async () => {
      const first = await created('Bomba');
      // 8000×8000 of one colour compresses to a few kilobytes.
      const bomb = await sharp({
        create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(outpostLogo.maxFileBytes);
      const response = await uploadLogo(first.id, {
        data: bomb,
        filename: 'a.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(413);
    });

    it.each([16_385, 20_000])(
      'refuses a PNG whose header claims %i² pixels with a 413 naming the limit',
      async (side) => {
        const first = await created(`Nagłówek ${side}`);
        const logo = (await uploadLogo(first.id, await png(20, 20))).json<Outpost>();
        const files = await storedFileCount();
        const forged = await pngClaiming(side, side);
        expect((await sharp(forged, { limitInputPixels: false }).metadata()).width).toBe(side);
        const response = await uploadLogo(first.id, {
          data: forged,
          filename: 'logo.png',
          type: 'image/png',
        });
        expect(response.statusCode).toBe(413);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ type: 'payload-too-large', status: 413 });
        expect(response.json<{ detail: string }>().detail).toContain(
          `${side}×${side} pixels; at most ${maxLogoInputPixels / 1_000_000} megapixels`,
        );
        expect((await get(first.id)).json<Outpost>()).toEqual(logo);
        expect(await storedFileCount()).toBe(files);
      },
    );

    it('refuses a form without the file, with it in another part, or with half a crop: 400', async () => {
      const first = await created('Zły formularz');
      const noFile = await uploadLogo(first.id, undefined);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toMatchObject({ errors: [{ path: 'file' }] });
      const half = await uploadLogo(first.id, await png(20, 20), { fields: { cropX: '1' } });
      expect(half.statusCode).toBe(400);
      const unknown = await uploadLogo(first.id, await png(20, 20), { fields: { colour: 'red' } });
      expect(unknown.json()).toMatchObject({ errors: [{ path: 'colour' }] });
      const json = await api.call('uploadOutpostLogo', {
        token: home.operator.token,
        params: params(first.id),
        body: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
    });

    it('answers 412 to an upload or removal on a stale version, storing nothing', async () => {
      const first = await created('Nieaktualne logo');
      await update(first.id, outpost('Nieaktualne logo 2'));
      const files = await storedFileCount();
      const stale = await uploadLogo(first.id, await png(20, 20), { ifMatch: '"1"' });
      expect(stale.statusCode).toBe(412);
      expect(await storedFileCount()).toBe(files);
      const removal = await api.call('deleteOutpostLogo', {
        token: home.operator.token,
        params: params(first.id),
        headers: { 'if-match': '"1"' },
      });
      expect(removal.statusCode).toBe(412);
    });

    it('replaces a logo, after which the old link finds nothing and the old file is gone', async () => {
      const first = await created('Nowe logo');
      const one = (await uploadLogo(first.id, await png(20, 20))).json<Outpost>();
      const files = await storedFileCount();
      const two = (await uploadLogo(first.id, await png(30, 30))).json<Outpost>();
      expect(two.logoUrl).not.toBe(one.logoUrl);
      expect(await storedFileCount()).toBe(files);
      expect((await fetchLink(one.logoUrl ?? '')).statusCode).toBe(404);
      expect((await fetchLink(two.logoUrl ?? '')).statusCode).toBe(200);
    });

    it('removes a logo: no link any more, the old one finds nothing, audited', async () => {
      const first = await created('Bez logo');
      const withLogo = (await uploadLogo(first.id, await png(20, 20))).json<Outpost>();
      const files = await storedFileCount();
      const response = await api.call('deleteOutpostLogo', {
        token: home.operator.token,
        params: params(first.id),
        headers: { 'if-match': `"${withLogo.version}"` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Outpost>()).toMatchObject({
        logoUrl: null,
        version: withLogo.version + 1,
      });
      expect(await storedFileCount()).toBe(files - 1);
      expect((await fetchLink(withLogo.logoUrl ?? '')).statusCode).toBe(404);
      expect((await auditOf(first.id)).at(-1)).toMatchObject({ action: 'logo-removed' });
    });

    it('refuses a tampered or expired link with a 403, before looking anything up', async () => {
      const first = await created('Podpisane logo');
      const { logoUrl, version } = (await uploadLogo(first.id, await png(20, 20))).json<Outpost>();
      const link = new URL(logoUrl ?? '', 'http://api.test');
      const variant = (change: (query: URLSearchParams) => void, pathname = link.pathname) => {
        const query = new URLSearchParams(link.search);
        change(query);
        return `${pathname}?${query}`;
      };
      const signature = link.searchParams.get('sig') ?? '';
      const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      const tampered = [
        variant((query) => query.set('sig', flipped)),
        variant((query) => query.set('exp', String(Number(query.get('exp')) + 3600))),
        variant((query) => query.set('v', String(version + 1))),
        // Another organization's path with this outpost's signature.
        variant(() => undefined, link.pathname.replace(home.organizationId, other.organizationId)),
      ];
      for (const url of tampered) {
        const response = await fetchLink(url);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ type: 'forbidden' });
        expect(response.headers['cache-control']).toBeUndefined();
      }

      const subject = { organizationId: home.organizationId, outpostId: first.id, version };
      const expired = logoLinks.linkTo(subject, new Date(Date.now() - 2 * 24 * 3600 * 1000));
      const answer = await fetchLink(expired);
      expect(answer.statusCode).toBe(403);
      expect(answer.json<{ detail: string }>().detail).toMatch(/expired/);
      // The same signer, a link made now: the secret is the one the API checks with.
      expect((await fetchLink(logoLinks.linkTo(subject))).statusCode).toBe(200);
    });

    it('never answers arbitrary bytes and fields with a 5xx, nor stores anything for them', async () => {
      const first = await created('Losowe pliki');
      const files = await storedFileCount();
      const pngSignature = Buffer.from('89504e470d0a1a0a', 'hex');
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 2048 }),
          fc.boolean(),
          fc.dictionary(fc.constantFrom('cropX', 'cropY', 'cropSize', 'other'), fc.string(), {
            maxKeys: 3,
          }),
          async (bytes, looksLikePng, fields) => {
            const data = looksLikePng
              ? Buffer.concat([pngSignature, Buffer.from(bytes)])
              : Buffer.from(bytes);
            const response = await uploadLogo(
              first.id,
              { data, filename: 'x.png', type: 'image/png' },
              { fields },
            );
            expect([400, 413, 415]).toContain(response.statusCode);
          },
        ),
        { numRuns: 40 },
      );
      expect(await storedFileCount()).toBe(files);
    });
  });

  describe('in a storage directory', () => {
    let directoryApi: TestApi;
    let directory: string;

    beforeAll(async () => {
      directory = mkdtempSync(path.join(tmpdir(), 'care-files-'));
      directoryApi = await startTestApi(kind, { files: directoryFileStore(directory) });
    });
    afterAll(async () => {
      await directoryApi.close();
      rmSync(directory, { recursive: true, force: true });
    });

    it('keeps the logo as a file there, and nothing in the database', async () => {
      const organization = await organizationWithOperator(
        directoryApi,
        await adminCaller(directoryApi),
      );
      const made = await directoryApi.call('createOutpost', {
        token: organization.operator.token,
        params: { organizationId: organization.organizationId },
        body: outpost('Placówka z katalogiem'),
      });
      const { id } = made.json<Outpost>();
      const { payload, contentType } = await multipart({}, await png(50, 50));
      const response = await directoryApi.app.inject({
        method: 'PUT',
        url: `${apiBasePath}${buildPath(endpoints.uploadOutpostLogo.path, { organizationId: organization.organizationId, outpostId: id })}`,
        payload,
        headers: {
          'content-type': contentType,
          authorization: `Bearer ${organization.operator.token}`,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(readdirSync(path.join(directory, 'outpost-logos', id))).toHaveLength(1);
      expect(await directoryApi.db.select().from(storedFiles)).toEqual([]);
      const image = await directoryApi.app.inject({ url: response.json<Outpost>().logoUrl ?? '' });
      expect(image.statusCode).toBe(200);
    });
  });
});
