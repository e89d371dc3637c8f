import { i18n, initI18n } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';
import { registerAccountResources } from './register';

/** Every leaf key, as dotted paths; plural forms count as their base key. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}
const unique = (keys: string[]) => [...new Set(keys)].sort();

describe('the account strings', () => {
  it('has every entry in Polish and in English', () => {
    expect(unique(keysOf(pl))).toEqual(unique(keysOf(en)));
  });

  it('words every Polish count of pending invitations', () => {
    initI18n();
    registerAccountResources();
    const t = i18n.getFixedT('pl', 'account');
    expect(t('profile.nav.pending', { count: 1 })).toBe('1 oczekujące zaproszenie');
    expect(t('profile.nav.pending', { count: 3 })).toBe('3 oczekujące zaproszenia');
    expect(t('profile.nav.pending', { count: 5 })).toBe('5 oczekujących zaproszeń');
  });
});
