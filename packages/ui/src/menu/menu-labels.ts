import type { ModifierGroupHint } from '@tableside/ordering';

/**
 * Every text the menu components show. The app fills it from its i18n resources; the components never hold
 * wording of their own.
 */
export interface MenuLabels {
  readonly back: string;
  readonly close: string;
  readonly filter: string;
  /** Title of the menu selection modal. */
  readonly selectMenu: string;
  /** Accessible name of the category tab bar. */
  readonly categories: string;
  /** "from {price}" for variant groups and prices set by sub-products (3-menus §2). */
  readonly fromPrice: (price: string) => string;
  /** "{value} kcals" (3-menus §2). */
  readonly calories: (value: number) => string;
  /** The "+N" chip after the first three tags and allergens. */
  readonly moreChips: (count: number) => string;
  readonly tags: string;
  readonly allergens: string;
  readonly required: string;
  /** The hint of a modifier group ("min only, max only, equal min and max, and ranges"). */
  readonly modifierHint: (hint: ModifierGroupHint) => string;
  /** The error of a group left unsatisfied when add is pressed. */
  readonly modifierGroupError: string;
  readonly quantity: string;
  readonly increaseQuantity: string;
  readonly decreaseQuantity: string;
  /** "Add item" with its price. */
  readonly addItem: (price: string) => string;
  /** "Add items" with the quantity and price. */
  readonly addItems: (quantity: number, price: string) => string;
  readonly editItem: (price: string) => string;
  readonly orderWithWaiter: string;
  readonly productTypeNotSupported: string;
  readonly relatedProducts: string;
  readonly filterTitle: string;
  readonly itemType: string;
  readonly availableForOrder: string;
  readonly allMenu: string;
  readonly excludedAllergens: string;
  readonly showResults: string;
  readonly clearFilters: string;
}
