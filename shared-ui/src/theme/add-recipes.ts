import type { SystemContext } from '@chakra-ui/react';

type Recipes = NonNullable<NonNullable<SystemContext['_config']['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemContext['_config']['theme']>['slotRecipes']>;

/**
 * Adds recipes to the one system after it was created, for parts that load later than the first
 * paint (the widgets, the toast region). Chakra reads `theme.recipes` / `theme.slotRecipes` of the
 * system's config on each lookup, and no such part renders before its module has run this.
 */
export function addRecipes(target: SystemContext, recipes: Recipes, slotRecipes: SlotRecipes): void {
  const theme = target._config.theme ?? (target._config.theme = {});
  Object.assign((theme.recipes ??= {}), recipes);
  Object.assign((theme.slotRecipes ??= {}), slotRecipes);
}
