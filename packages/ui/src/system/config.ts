import { defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  cardSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import {
  FILLED_INPUTS_SELECTOR,
  reducedMotionGlobalCss,
  rippleGlobalCss,
} from './layout-preferences';

/** Scale 14: the root font size every rem-based token scales from. */
export const ROOT_FONT_SIZE = '14px';

type Styles = Record<string, unknown>;

/**
 * The focus ring of every focusable part, whatever its colour palette: Chakra's grey one
 * (gray.400) stands out from a white page by 2.6:1 only. These reach at least 3:1 against
 * the page and the panels in either theme.
 */
export const FOCUS_RING_COLOR = { _light: '{colors.blue.600}', _dark: '{colors.blue.300}' };

type SemanticColors = NonNullable<NonNullable<SystemConfig['theme']>['semanticTokens']>['colors'];

/** Chakra's semantic colours with each palette's `focusRing` pointing at the one above. */
function withOneFocusRing(colors: NonNullable<SemanticColors>): SemanticColors {
  const palettes = Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => [
      name,
      typeof shades === 'object' && 'focusRing' in shades
        ? { ...shades, focusRing: { value: '{colors.focusRing}' } }
        : shades,
    ]),
  );
  return { ...palettes, focusRing: { value: FOCUS_RING_COLOR } };
}

/**
 * Inputs are outlined: every text-like input defaults to the outline
 * variant; while the user chose filled inputs (an attribute on <html>, see
 * layout-preferences.ts) that variant takes the subtle look, keeping the red
 * border of an invalid field. `slot` names the part to style in a slot recipe.
 */
export function outlined<Recipe extends { defaultVariants?: object; variants?: object }>(
  recipe: Recipe,
  slot?: string,
): Recipe {
  const variants = recipe.variants as { variant: Record<'outline' | 'subtle', Styles> };
  const { outline, subtle } = variants.variant;
  const filledWhenChosen = (outlineStyles: Styles, subtleStyles: Styles): Styles => ({
    ...outlineStyles,
    [FILLED_INPUTS_SELECTOR]: { ...subtleStyles, _invalid: { borderColor: 'border.error' } },
  });
  const filledOutline = slot
    ? { ...outline, [slot]: filledWhenChosen(outline[slot] as Styles, subtle[slot] as Styles) }
    : filledWhenChosen(outline, subtle);
  return {
    ...recipe,
    variants: { ...variants, variant: { ...variants.variant, outline: filledOutline } },
    defaultVariants: { ...recipe.defaultVariants, variant: 'outline' },
  };
}

type Recipes = NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;

export interface RecipeSet {
  recipes: Recipes;
  slotRecipes: SlotRecipes;
}

/**
 * What the sign-in pages paint with. Their own light bundle carries only these
 * (sign-in-system.ts); the panel's system has them and the rest.
 */
export const signInRecipes: RecipeSet = {
  recipes: {
    button: buttonRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    input: outlined(inputRecipe),
    link: linkRecipe,
    separator: separatorRecipe,
    spinner: spinnerRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    field: fieldSlotRecipe,
    toast: toastSlotRecipe,
  },
};

/**
 * The project's theme over Chakra's base config with the given recipes only:
 * `defaultConfig` would bring every recipe Chakra has, and @care/ui is a
 * federation shared module, which is never tree-shaken.
 */
export function careSystemConfig({ recipes, slotRecipes }: RecipeSet) {
  return defineConfig({
    // The base config has no reset; without it borders, lists and fonts fall back to the browser's.
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      html: { ...globalCss.html, fontSize: ROOT_FONT_SIZE },
      // The heading the focus moves to when a page opens is no control: no ring on it.
      'h1[tabindex="-1"]:focus': { outline: 'none' },
      ...rippleGlobalCss,
      ...reducedMotionGlobalCss,
    },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: {
        ...semanticTokens,
        colors: withOneFocusRing(semanticTokens.colors ?? {}),
      },
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
    },
  });
}
