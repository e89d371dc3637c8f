import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import {
  FILLED_INPUTS_SELECTOR,
  reducedMotionGlobalCss,
  rippleGlobalCss,
} from './layout-preferences';

/** Spec: "scale 14" — the root font size every rem-based token scales from. */
export const ROOT_FONT_SIZE = '14px';

type Styles = Record<string, unknown>;

/**
 * Spec: "input style outlined" — every text-like input defaults to the outline
 * variant; while the user chose filled inputs (an attribute on <html>, see
 * layout-preferences.ts) that variant takes the subtle look, keeping the red
 * border of an invalid field. `slot` names the part to style in a slot recipe.
 */
function outlined<Recipe extends { defaultVariants?: object; variants?: object }>(
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

/**
 * Only the recipes of the components `chakra.ts` and `panel/index.ts` export
 * (add both together). `defaultConfig` would bring every recipe Chakra has,
 * and @care/ui is a federation shared module, which is never tree-shaken. The
 * one system holds the panel's recipes too, so they load with the first page.
 */
const config = defineConfig({
  // The base config has no reset; without it borders, lists and fonts fall back to the browser's.
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, fontSize: ROOT_FONT_SIZE },
    ...rippleGlobalCss,
    ...reducedMotionGlobalCss,
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: outlined(inputRecipe),
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: outlined(textareaRecipe),
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: outlined(nativeSelectSlotRecipe, 'field'),
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
