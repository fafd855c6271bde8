import type { BasketItem } from '../src/basket/basket-schema.js';

/** A basket item with sensible defaults (EUR, 10.00 per unit, no sub-items). */
export function item(productId: string, overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    menuId: 'menu-1',
    productId,
    productName: `Product ${productId}`,
    subItems: [],
    quantity: 1,
    unitPrice: { amount: 1_000_000, currency: 'EUR' },
    ...overrides,
  };
}
