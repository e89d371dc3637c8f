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

/** Every `{{placeholder}}` of each string, by key. */
function placeholders(resource: object, prefix = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(resource).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(placeholders(value, `${prefix}${key}.`))
        : [
            [
              `${prefix}${key}`,
              [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort(),
            ],
          ],
    ),
  );
}

describe('the outposts remote’s strings', () => {
  it('say the same things in Polish and English', () => {
    expect([...new Set(keys(pl))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('fill in the same values in both languages', () => {
    const polish = placeholders(pl);
    const english = placeholders(en);
    for (const [key, names] of Object.entries(english)) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      const inPolish = Object.entries(polish).find(
        ([other]) => other.replace(/_(zero|one|two|few|many|other)$/, '') === base,
      )?.[1];
      expect({ key, names: inPolish }).toEqual({ key, names });
    }
  });
});
