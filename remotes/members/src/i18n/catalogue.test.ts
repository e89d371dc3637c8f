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

/** The plural forms a key has in a resource, e.g. `['few', 'many', 'one', 'other']`. */
function pluralForms(resource: object, prefix = ''): Record<string, string[]> {
  const forms: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value === 'object' && value !== null) {
      Object.assign(forms, pluralForms(value, `${prefix}${key}.`));
      continue;
    }
    const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    if (match) (forms[`${prefix}${match[1]}`] ??= []).push(match[2]!);
  }
  return forms;
}

describe('the members remote’s strings', () => {
  it('say the same things in Polish and English', () => {
    expect([...new Set(keys(pl))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('have every plural form each language needs', () => {
    for (const forms of Object.values(pluralForms(pl)))
      expect(forms.sort()).toEqual(['few', 'many', 'one', 'other']);
    for (const forms of Object.values(pluralForms(en)))
      expect(forms.sort()).toEqual(['one', 'other']);
  });
});
