import auditLogEn from '../features/audit-log/i18n/en.json';
import auditLogPl from '../features/audit-log/i18n/pl.json';
import erasureEn from '../features/members/erasure/i18n/en.json';
import erasurePl from '../features/members/erasure/i18n/pl.json';
import importEn from '../features/members/import/i18n/en.json';
import importPl from '../features/members/import/i18n/pl.json';
import ordersEn from '../features/members/orders/i18n/en.json';
import ordersPl from '../features/members/orders/i18n/pl.json';
import settingsEn from '../features/organization-settings/i18n/en.json';
import settingsPl from '../features/organization-settings/i18n/pl.json';
import en from './en.json';
import pl from './pl.json';

/** The `members` namespace: the remote's strings and the import wizard's, loaded with it. */
const bundles = [
  { name: 'the remote’s', pl, en },
  { name: 'the import wizard’s', pl: importPl, en: importEn },
  { name: 'the settings page’s', pl: settingsPl, en: settingsEn },
  { name: 'the member page’s orders', pl: ordersPl, en: ordersEn },
  { name: 'the audit log’s', pl: auditLogPl, en: auditLogEn },
  { name: 'the member page’s erasure', pl: erasurePl, en: erasureEn },
];

/**
 * Every key path, a plural's forms (`_one`, `_few`, …) and a Polish line's forms that agree with
 * a person (`_female`, `_male`) counted as one key.
 */
function keys(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [
          `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '').replace(/_(female|male)$/, '')}`,
        ],
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

describe.each(bundles)('the members remote’s strings: $name', ({ pl, en }) => {
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

it('the import wizard’s strings replace none of the remote’s', () => {
  const remote = new Set(keys(en));
  expect(keys(importEn).filter((key) => remote.has(key))).toEqual([]);
});

it('the member page’s order strings replace none of the remote’s', () => {
  const remote = new Set(keys(en));
  expect(keys(ordersEn).filter((key) => remote.has(key))).toEqual([]);
});

it('the settings page’s strings replace none of the remote’s', () => {
  const remote = new Set(keys(en));
  expect(keys(settingsEn).filter((key) => remote.has(key))).toEqual([]);
});

it('the audit log’s strings replace none of the remote’s', () => {
  const remote = new Set(keys(en));
  expect(keys(auditLogEn).filter((key) => remote.has(key))).toEqual([]);
});
