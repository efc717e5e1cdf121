import type { SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  dialogSlotRecipe,
  fieldsetSlotRecipe,
  inputRecipe,
  progressSlotRecipe,
  separatorRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes } from './add-recipes';

/**
 * Adds the recipes of the widgets' Chakra parts to the one system, when `@sello/shared-ui/widgets`
 * is first loaded: they stay out of the core singleton that every first paint downloads.
 */
export function registerWidgetRecipes(target: SystemContext): void {
  addRecipes(
    target,
    {
      badge: badgeRecipe,
      checkmark: checkmarkRecipe,
      input: inputRecipe,
      separator: separatorRecipe,
      textarea: textareaRecipe,
    },
    {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
    },
  );
}
