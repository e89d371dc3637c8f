import { applyLayoutPreferences, clearLayoutPreferences } from './layout-preferences';
import { getSystem } from './system';

const system = getSystem();

const html = () => document.documentElement;

describe('layout preferences on <html>', () => {
  afterEach(() => clearLayoutPreferences());

  it('sets the root font size, the input style and the ripple switch, and clears them', () => {
    applyLayoutPreferences({ scale: 16, inputStyle: 'filled', ripple: true });
    expect(html().style.fontSize).toBe('16px');
    expect(html().getAttribute('data-input-style')).toBe('filled');
    expect(html().hasAttribute('data-ripple')).toBe(true);

    applyLayoutPreferences({ scale: 12, inputStyle: 'outlined', ripple: false });
    expect(html().style.fontSize).toBe('12px');
    expect(html().getAttribute('data-input-style')).toBe('outlined');
    expect(html().hasAttribute('data-ripple')).toBe(false);

    clearLayoutPreferences();
    expect(html().style.fontSize).toBe('');
    expect(html().hasAttribute('data-input-style')).toBe(false);
  });
});

describe('the styles those attributes switch', () => {
  const filled = 'html[data-input-style=filled] &';

  it('gives outlined inputs, text areas and selects the filled look while filled is chosen', () => {
    const subtleBackground = { bg: 'bg.muted', borderColor: 'transparent' };
    expect(system.getRecipe('input').variants?.variant.outline[filled]).toMatchObject(
      subtleBackground,
    );
    expect(system.getRecipe('textarea').variants?.variant.outline[filled]).toMatchObject(
      subtleBackground,
    );
    expect(
      system.getSlotRecipe('nativeSelect').variants?.variant.outline.field[filled],
    ).toMatchObject(subtleBackground);
  });

  it('draws the ripple on buttons and menu items only with the setting, and never for reduced motion', () => {
    const css = JSON.stringify(system.getGlobalCss());
    expect(css).toContain('html[data-ripple] :is(.chakra-button, .chakra-menu__item)');
    expect(css).toMatch(/prefers-reduced-motion: reduce.*"display":"none"/);
  });
});
