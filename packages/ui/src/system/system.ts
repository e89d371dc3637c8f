import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import {
  avatarSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { careSystemConfig, outlined, signInRecipes } from './config';

/**
 * The skip link shows where the page starts, fixed at its top: unless it lies above every
 * layer, the sticky top bar (or a drawer, a dialog, a toast) covers it when it takes the focus.
 */
function aboveEverything(recipe: typeof skipNavLinkRecipe): typeof skipNavLinkRecipe {
  const base = recipe.base ?? {};
  return {
    ...recipe,
    base: { ...base, _focusVisible: { ...(base._focusVisible as object), zIndex: 'max' } },
  };
}

/**
 * The panel's system, made anew: the recipes of every component `chakra.ts` and
 * `panel/index.ts` export (add both together), those of the sign-in pages included.
 */
export function createPanelSystem(): SystemContext {
  return createSystem(
    defaultBaseConfig,
    careSystemConfig({
      recipes: {
        ...signInRecipes.recipes,
        badge: badgeRecipe,
        checkmark: checkmarkRecipe,
        inputAddon: inputAddonRecipe,
        skeleton: skeletonRecipe,
        skipNavLink: aboveEverything(skipNavLinkRecipe),
        textarea: outlined(textareaRecipe),
      },
      slotRecipes: {
        ...signInRecipes.slotRecipes,
        avatar: avatarSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: outlined(nativeSelectSlotRecipe, 'field'),
        popover: popoverSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
      },
    }),
  );
}

let made: SystemContext | undefined;

/**
 * The system the panel renders with. It loads with the panel's first page and is made on
 * first use, not as the module loads: making it is the heaviest script of the boot, which the
 * host runs while its config is on the way.
 *
 * Its global CSS (the reset, the global styles and every token as a custom property) is not
 * inserted at run time: each app's build links it as a stylesheet (global-stylesheet.ts), so
 * the browser parses it with the page and never builds it, which was most of the system's cost.
 */
export function getSystem(): SystemContext {
  if (!made) {
    made = createPanelSystem();
    Object.defineProperty(made, '_global', { value: [] });
  }
  return made;
}
