import { getSystem } from './system';

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
