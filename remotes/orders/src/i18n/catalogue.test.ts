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

describe('the orders remote’s strings', () => {
  it('say the same things in Polish and English', () => {
    expect([...new Set(keys(pl))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('have every plural form Polish needs', () => {
    const plural = Object.keys(pl.list).filter((key) => key.startsWith('assistantCount_'));
    expect(plural.sort()).toEqual([
      'assistantCount_few',
      'assistantCount_many',
      'assistantCount_one',
      'assistantCount_other',
    ]);
  });
});
