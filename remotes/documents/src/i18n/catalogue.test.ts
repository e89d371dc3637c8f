import en from './en.json';
import pl from './pl.json';

/** Every key path, a plural's forms (`_one`, `_few`, …) counted as one key. */
function keys(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('the documents remote’s strings', () => {
  it('say the same things in Polish and English', () => {
    expect([...new Set(keys(pl))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('have every plural form Polish needs', () => {
    const plural = Object.keys(pl.history).filter((key) => key.startsWith('memberships_'));
    expect(plural.sort()).toEqual([
      'memberships_few',
      'memberships_many',
      'memberships_one',
      'memberships_other',
    ]);
  });
});
