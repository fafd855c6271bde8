import type { Category, MenuElement } from '../catalog/category.js';
import type { Product } from '../catalog/product.js';
import { isProductVisible, type AvailabilityContext } from '../availability/product-visibility.js';
import { exhaustiveSwitchError } from '@tableside/billing-domain';
import type { MenuFilter } from './menu-filter.js';

/** True when a product passes the guest's item type, tags and excluded allergens. */
export function productMatchesFilter(product: Pick<Product, 'tags' | 'allergens' | 'isAvailableForOrder'>, filter: MenuFilter): boolean {
  if (filter.availableForOrderOrAllMenu === 'AVAILABLE_FOR_ORDER' && !product.isAvailableForOrder) return false;
  if (filter.selectedTagIds.length > 0 && !product.tags.some((tag) => filter.selectedTagIds.includes(tag.id))) return false;
  return !product.allergens.some((allergen) => filter.excludedAllergenIds.includes(allergen.id));
}

function elementMatches(element: MenuElement, filter: MenuFilter, availability: AvailabilityContext): boolean {
  switch (element.type) {
    case 'PRODUCT':
      return isProductVisible(element.product, availability) && productMatchesFilter(element.product, filter);
    case 'BLOCK':
      // A block is not an item: it has no tags and cannot be ordered, so those two filters leave it out.
      return filter.selectedTagIds.length === 0 && filter.availableForOrderOrAllMenu === 'ALL_MENU';
    default:
      return exhaustiveSwitchError(element);
  }
}

/**
 * The categories a guest sees (3-menus §2 filter modal, §4 hidden products): selected categories (all when none
 * selected), without snoozed or unavailable products, products outside the item type, without a selected tag or
 * with an excluded allergen; categories left empty are dropped.
 */
export function applyMenuFilter(categories: readonly Category[], filter: MenuFilter, availability: AvailabilityContext): Category[] {
  return categories
    .filter((category) => filter.selectedCategoryIds.length === 0 || filter.selectedCategoryIds.includes(category.id))
    .map((category) => ({ ...category, elements: category.elements.filter((element) => elementMatches(element, filter, availability)) }))
    .filter((category) => category.elements.length > 0);
}

/** "category tab bar (shown when more than one category remains after filtering)" (3-menus §2). */
export function showsCategoryTabBar(filtered: readonly Category[]): boolean {
  return filtered.length > 1;
}
