import type { SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  fieldsetSlotRecipe,
  inputRecipe,
  progressSlotRecipe,
  separatorRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * Adds the recipes of the widgets' Chakra parts to the one system, when `@sello/shared-ui/widgets`
 * is first loaded: they stay out of the core singleton that every first paint downloads. Chakra
 * reads `theme.recipes` / `theme.slotRecipes` of the system's config on each lookup, and no widget
 * part renders before this module has run, so adding them here styles them like the core's.
 */
export function registerWidgetRecipes(target: SystemContext): void {
  const theme = target._config.theme ?? (target._config.theme = {});
  Object.assign((theme.recipes ??= {}), {
    badge: badgeRecipe,
    checkmark: checkmarkRecipe,
    input: inputRecipe,
    separator: separatorRecipe,
    textarea: textareaRecipe,
  });
  Object.assign((theme.slotRecipes ??= {}), {
    accordion: accordionSlotRecipe,
    alert: alertSlotRecipe,
    checkbox: checkboxSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    progress: progressSlotRecipe,
    table: tableSlotRecipe,
  });
}
