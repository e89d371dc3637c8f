import { storedTagSchema, tagCreateSchema, tagSchema } from '../src';

const valid = {
  icon: 'heart',
  color: 'ff0000',
  name: 'Pilne',
  textColor: 'FFFFFF',
  abbr: 'PIL',
  description: 'Needs a visit today',
};
const issuesAt = (input: unknown) =>
  tagCreateSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('tag creation payload', () => {
  it('accepts a valid tag', () => {
    expect(tagCreateSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['name', 2, false],
    ['name', 3, true],
    ['name', 255, true],
    ['name', 256, false],
    ['abbr', 0, false],
    ['abbr', 1, true],
    ['abbr', 10, true],
    ['abbr', 11, false],
    ['description', 2, false],
    ['description', 3, true],
    ['description', 255, true],
    ['description', 256, false],
  ] as const)('%s of %i characters is valid: %s', (field, length, ok) => {
    expect(tagCreateSchema.safeParse({ ...valid, [field]: 'x'.repeat(length) }).success).toBe(ok);
  });

  it.each([
    ['fffff', false],
    ['ffffff', true],
    ['fffffff', false],
    ['#fffff', false],
    ['gggggg', false],
  ])('colour %s is valid: %s', (colour, ok) => {
    expect(tagCreateSchema.safeParse({ ...valid, color: colour }).success).toBe(ok);
    expect(tagCreateSchema.safeParse({ ...valid, textColor: colour }).success).toBe(ok);
  });

  it('requires an icon of at least one character', () => {
    expect(issuesAt({ ...valid, icon: '' })).toEqual(['icon']);
  });

  it('refuses an icon longer than an icon name (a stored picture would ride every tag list)', () => {
    expect(issuesAt({ ...valid, icon: 'x'.repeat(100) })).toEqual([]);
    expect(issuesAt({ ...valid, icon: 'x'.repeat(101) })).toEqual(['icon']);
  });

  it('rejects unknown keys', () => {
    const result = tagCreateSchema.safeParse({ ...valid, id: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('reports every missing field', () => {
    expect(issuesAt({}).sort()).toEqual(
      ['abbr', 'color', 'description', 'icon', 'name', 'textColor'].sort(),
    );
  });
});

describe('tag read shape', () => {
  it('allows a null text colour and icon and an absent id', () => {
    expect(
      tagSchema.safeParse({ name: 'A', abbr: 'A', color: '00ff00', textColor: null, icon: null })
        .success,
    ).toBe(true);
  });

  it('requires an id once stored', () => {
    const tag = { name: 'Ab', abbr: 'A', color: '00ff00', textColor: null, icon: null, version: 1 };
    expect(storedTagSchema.safeParse(tag).success).toBe(false);
  });
});
