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

let made: SystemContext | undefined;

/**
 * The panel's system: the recipes of every component `chakra.ts` and
 * `panel/index.ts` export (add both together), those of the sign-in pages
 * included. It loads with the panel's first page.
 *
 * Made on first use, not as the module loads: making it is the heaviest script of the boot
 * (about 50 ms on a phone), which the host runs while its config is on the way.
 */
export function getSystem(): SystemContext {
  made ??= createSystem(
    defaultBaseConfig,
    careSystemConfig({
      recipes: {
        ...signInRecipes.recipes,
        badge: badgeRecipe,
        checkmark: checkmarkRecipe,
        inputAddon: inputAddonRecipe,
        skeleton: skeletonRecipe,
        skipNavLink: skipNavLinkRecipe,
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
  return made;
}
