import { menuSchema, type MenuInput } from '../src/catalog/menu.js';
import { productSchema, type Product, type ProductInput } from '../src/catalog/product.js';

/** A parsed product with defaults, for tests. */
export function product(input: Partial<ProductInput> & { id: string }): Product {
  return productSchema.parse({ productType: 'PRODUCT', name: input.id, ...input });
}

/** A parsed menu with defaults, for tests. */
export function menu(input: Partial<MenuInput> = {}) {
  return menuSchema.parse({ id: 'menu', name: 'Menu', ...input });
}

export const eur = (amount: number) => ({ amount, currency: 'EUR' });
