import {
  countryCodes,
  endpoints,
  outpostLogoFieldsSchema,
  outpostSchema,
  outpostWriteSchema,
  outpostWriteSchemaWith,
  type OutpostRuleMessages,
} from '../src';

const valid = {
  name: 'Hospicjum domowe',
  type: 'HOSPICE_HOME',
  address: { street: 'ul. Lipowa 12', city: 'Kraków', postalCode: '30-702', country: 'PL' },
  website: 'https://hospicjum.example.org/o-nas',
  phone: '+48600100200',
  email: 'kontakt@hospicjum.example.org',
  openingHours: { mon: [{ from: '08:00', to: '16:00' }] },
};
const issues = (input: unknown) =>
  outpostWriteSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
const pathsOf = (input: unknown) => issues(input).map(([path]) => path);

describe('outpost write payload', () => {
  it('accepts a complete outpost, and one without website and opening hours', () => {
    expect(outpostWriteSchema.parse(valid)).toEqual(valid);
    const { website: _website, openingHours: _hours, ...bare } = valid;
    expect(outpostWriteSchema.parse(bare)).toEqual(bare);
    expect(outpostWriteSchema.parse({ ...bare, website: null, openingHours: null })).toMatchObject({
      website: null,
      openingHours: null,
    });
  });

  it('checks a postal code as NN-NNN only in Poland', () => {
    const at = (country: string, postalCode: string) => ({
      ...valid,
      address: { ...valid.address, country, postalCode },
    });
    expect(pathsOf(at('PL', '30702'))).toEqual(['address.postalCode']);
    expect(pathsOf(at('PL', '30-70'))).toEqual(['address.postalCode']);
    expect(pathsOf(at('DE', '10117'))).toEqual([]);
    expect(pathsOf(at('GB', 'SW1A 1AA'))).toEqual([]);
  });

  it('takes only ISO 3166-1 alpha-2 codes in use', () => {
    expect(countryCodes).toHaveLength(249);
    const at = (country: string) => ({ ...valid, address: { ...valid.address, country } });
    for (const country of ['XX', 'pl', 'POL', 'UK', 'EU', ''])
      expect(pathsOf(at(country))).toContain('address.country');
  });

  it.each([
    ['https://hospicjum.pl', true],
    ['http://hospicjum.pl/kontakt?x=1', true],
    ['ftp://hospicjum.pl', false],
    ['javascript:alert(1)', false],
    ['https://localhost', false],
    ['hospicjum.pl', false],
  ])('takes %s as a website: %s', (website, ok) => {
    expect(pathsOf({ ...valid, website }).includes('website')).toBe(!ok);
  });

  it('takes phone numbers in E.164 only', () => {
    expect(pathsOf({ ...valid, phone: '+48 600 100 200' })).toEqual(['phone']);
    expect(pathsOf({ ...valid, phone: '600100200' })).toEqual(['phone']);
    expect(pathsOf({ ...valid, phone: '+4860010020' })).toEqual([]);
  });

  it('names the interval that ends before it starts and the one that overlaps another', () => {
    expect(pathsOf({ ...valid, openingHours: { mon: [{ from: '16:00', to: '08:00' }] } })).toEqual([
      'openingHours.mon.0.to',
    ]);
    expect(
      pathsOf({
        ...valid,
        openingHours: {
          fri: [
            { from: '13:00', to: '18:00' },
            { from: '08:00', to: '12:00' },
            { from: '11:30', to: '14:00' },
          ],
        },
      }),
    ).toEqual(['openingHours.fri.2.from', 'openingHours.fri.0.from']);
    expect(
      pathsOf({ ...valid, openingHours: { sat: [{ from: '24:00', to: '24:00' }] } }),
    ).toContain('openingHours.sat.0.from');
  });

  it('words the outpost rules in the messages it is given', () => {
    const messages: OutpostRuleMessages = {
      postalCode: () => 'kod',
      country: () => 'kraj',
      phone: () => 'telefon',
      time: () => 'godzina',
      endsBeforeStart: () => 'koniec',
      overlaps: () => 'nakłada się',
    };
    const schema = outpostWriteSchemaWith(messages);
    const found = schema
      .safeParse({
        ...valid,
        address: { ...valid.address, postalCode: '1' },
        phone: '1',
        openingHours: {
          mon: [
            { from: '8', to: '09:00' },
            { from: '10:00', to: '09:00' },
          ],
          tue: [
            { from: '08:00', to: '12:00' },
            { from: '09:00', to: '13:00' },
          ],
        },
      })
      .error?.issues.map((issue) => issue.message);
    expect(found?.sort()).toEqual(['godzina', 'kod', 'koniec', 'nakłada się', 'telefon'].sort());
  });

  it('rejects unknown keys, in the address too', () => {
    expect(pathsOf({ ...valid, logo: 'x' })).toEqual(['']);
    expect(pathsOf({ ...valid, address: { ...valid.address, flat: 2 } })).toEqual(['address']);
  });
});

describe('logo upload fields', () => {
  it('takes a whole square or none', () => {
    expect(outpostLogoFieldsSchema.parse({})).toEqual({});
    expect(outpostLogoFieldsSchema.parse({ cropX: '10', cropY: '0', cropSize: '300' })).toEqual({
      cropX: 10,
      cropY: 0,
      cropSize: 300,
    });
    for (const fields of [
      { cropX: '10' },
      { cropX: '1', cropY: '1', cropSize: '0' },
      { cropX: '-1', cropY: '1', cropSize: '5' },
      { cropX: '1.5', cropY: '1', cropSize: '5' },
      { cropX: '1', cropY: '1', cropSize: '5', extra: '1' },
    ])
      expect(outpostLogoFieldsSchema.safeParse(fields).success).toBe(false);
  });
});

describe('outpost endpoints', () => {
  it('serve the logo without a bearer token, as a WebP, and take it as a 2 MiB multipart file', () => {
    expect(endpoints.getOutpostLogo).toMatchObject({ access: 'public', produces: 'image/webp' });
    expect(endpoints.uploadOutpostLogo.upload).toMatchObject({
      file: 'file',
      maxFileBytes: 2 * 1024 * 1024,
    });
    expect(outpostSchema.shape.logoUrl.safeParse(null).success).toBe(true);
  });
});
