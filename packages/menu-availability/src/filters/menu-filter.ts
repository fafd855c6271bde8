import * as z from 'zod/mini';
import { exhaustiveSwitchError } from '@tableside/billing-domain';

/** The venue's "ordering.filterConfiguration (HIDDEN, ALL_PRODUCTS, PRODUCTS_AVAILABLE_FOR_ORDER)" (1-core §3). */
export const filterConfigurationSchema = z.enum(['HIDDEN', 'ALL_PRODUCTS', 'PRODUCTS_AVAILABLE_FOR_ORDER']);
export type FilterConfiguration = z.infer<typeof filterConfigurationSchema>;

export const availableForOrderOrAllMenuSchema = z.enum(['AVAILABLE_FOR_ORDER', 'ALL_MENU']);
export type AvailableForOrderOrAllMenu = z.infer<typeof availableForOrderOrAllMenuSchema>;

/** "Menu filter: selectedTagIds, selectedCategoryIds, excludedAllergenIds, availableForOrderOrAllMenu, showProductAvailableForOrderFilter" (3-menus §3). */
export const menuFilterSchema = z.object({
  selectedTagIds: z._default(z.array(z.string()), []),
  selectedCategoryIds: z._default(z.array(z.string()), []),
  excludedAllergenIds: z._default(z.array(z.string()), []),
  availableForOrderOrAllMenu: z._default(availableForOrderOrAllMenuSchema, 'ALL_MENU'),
  showProductAvailableForOrderFilter: z._default(z.boolean(), false),
});
export type MenuFilter = z.infer<typeof menuFilterSchema>;

/**
 * "Product-filter mapping: products available for order maps to AVAILABLE_FOR_ORDER; all products and hidden
 * map to ALL_MENU" (3-menus §4).
 */
export function toAvailableForOrderOrAllMenu(configuration: FilterConfiguration): AvailableForOrderOrAllMenu {
  switch (configuration) {
    case 'PRODUCTS_AVAILABLE_FOR_ORDER':
      return 'AVAILABLE_FOR_ORDER';
    case 'ALL_PRODUCTS':
    case 'HIDDEN':
      return 'ALL_MENU';
    default:
      return exhaustiveSwitchError(configuration);
  }
}

/** The filter a guest starts with: nothing selected, the venue's item type, and the item-type choice offered unless HIDDEN. */
export function initialMenuFilter(configuration: FilterConfiguration): MenuFilter {
  return {
    selectedTagIds: [],
    selectedCategoryIds: [],
    excludedAllergenIds: [],
    availableForOrderOrAllMenu: toAvailableForOrderOrAllMenu(configuration),
    showProductAvailableForOrderFilter: configuration !== 'HIDDEN',
  };
}
