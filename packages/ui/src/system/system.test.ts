import { getSystem } from './system';
import { contrastRatio } from '../tags/contrast';

const system = getSystem();

describe('design system', () => {
  it('scales from a 14 px root font size', () => {
    expect(JSON.stringify(system.getGlobalCss())).toContain('"fontSize":"14px"');
  });

  it('resets the browser’s default styles, so borders, lists and fonts come from the theme', () => {
    expect(JSON.stringify(system.getPreflightCss())).toContain('"borderStyle":"solid"');
  });

  it('outlines text inputs by default', () => {
    expect(system.getRecipe('input').defaultVariants).toMatchObject({ variant: 'outline' });
    expect(system.getRecipe('textarea').defaultVariants).toMatchObject({ variant: 'outline' });
  });

  it('carries only the recipes of the components it exports', () => {
    expect(system.getSlotRecipe('menu')).toBeDefined();
    expect(system.getSlotRecipe('carousel')).toBeUndefined();
  });
});

/** A colour token's value in light or dark mode, as 'rrggbb', following references. */
function colorIn(mode: '_light' | '_dark', name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = String(conditions?.[mode] ?? token.originalValue ?? token.value);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  return reference ? colorIn(mode, reference[1]!) : value.replace(/^#/, '');
}

describe('focus ring', () => {
  // Every palette a part may take its ring from.
  const palettes = [
    ...new Set(
      system.tokens.allTokens
        .map((token) => /^colors\.(\w+)\.focusRing$/.exec(token.name)?.[1])
        .filter((palette) => palette !== undefined && palette !== 'colorPalette'),
    ),
  ];

  it('is set for every palette', () => {
    expect(palettes).toEqual(expect.arrayContaining(['gray', 'blue', 'red', 'green']));
  });

  it.each(palettes)(
    'of the %s palette stands out 3:1 from the page and from panels in both themes',
    (palette) => {
      for (const mode of ['_light', '_dark'] as const) {
        for (const background of ['bg', 'bg.panel', 'bg.subtle']) {
          const ratio = contrastRatio(
            colorIn(mode, `${palette}.focusRing`),
            colorIn(mode, background),
          );
          expect({ mode, background, enough: ratio >= 3 }).toEqual({
            mode,
            background,
            enough: true,
          });
        }
      }
    },
  );
});

describe('skip link', () => {
  it('lies above every layer when it takes the focus, the sticky top bar, dialogs and toasts included', () => {
    const focused = (system.getRecipe('skipNavLink').base as Record<string, Record<string, string>>)
      ._focusVisible;
    const zIndexOf = (name: string) => Number(system.token(`zIndex.${name}`));
    for (const layer of ['sticky', 'overlay', 'modal', 'popover', 'toast', 'tooltip']) {
      expect(zIndexOf(focused!.zIndex!)).toBeGreaterThan(zIndexOf(layer));
    }
  });
});
