import createCache, { type EmotionCache } from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { createPanelSystem } from './system';

type Sheet = Parameters<EmotionCache['insert']>[2];

/**
 * Styles as emotion writes them into a page: serialised, then through its cache's compiler and
 * vendor prefixes. Off the browser the cache hands the rules back; in a browser (a test's
 * document) it gives them to the sheet, which here only keeps them.
 */
function cssOf(styles: unknown): string {
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Sheet;
  const written = createCache({ key: 'css' }).insert(
    '',
    serializeStyles([styles as never]),
    sheet,
    false,
  );
  return typeof written === 'string' ? written : rules.join('');
}

/**
 * The panel's global CSS as one stylesheet: the order of its cascade layers, the reset, the
 * global styles and every token as a custom property (per color mode), exactly as Chakra's
 * provider would insert them at run time. Each app's build writes it next to its page and
 * links it there (packages/mf-config), and `getSystem()` leaves it out of the page's run time.
 */
export function panelGlobalStylesheet(): string {
  const system = createPanelSystem();
  return cssOf(system.layers.atRule) + cssOf(system._global);
}
