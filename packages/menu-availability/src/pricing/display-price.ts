import { minimum, type Money } from '@tableside/billing-domain';
import type { Product } from '../catalog/product.js';
import { resolveProductPrice, type PricingContext } from './resolve-price.js';

/** The price line of a product: "from" the cheapest option, an exact price, or none. */
export type DisplayPrice = { kind: 'from'; price: Money } | { kind: 'exact'; price: Money } | { kind: 'none' };

/** Products referenced by id (sub-products of groups), e.g. a menu's `products`. */
export type ProductCatalog = ReadonlyMap<string, Product>;

function cheapest(prices: readonly Money[]): Money | undefined {
  return prices.reduce<Money | undefined>((low, price) => (low ? minimum(low, price) : price), undefined);
}

/**
 * The price to show: "prefixed 'from' for variant groups or prices set by sub-products" (3-menus §2).
 * A "from" price is the lowest of the group's `subProductPrices`, else of its sub-products' own prices,
 * else the product's price.
 */
export function displayPrice(product: Product, catalog: ProductCatalog, context: PricingContext): DisplayPrice {
  const own = resolveProductPrice(product, context);
  if (product.productType !== 'VARIANT_GROUP' && !product.priceDeterminedBySubProducts) {
    return own ? { kind: 'exact', price: own } : { kind: 'none' };
  }
  const listed = product.subProductIds.flatMap((id) => {
    const price = product.subProductPrices?.[id];
    return price ? [price] : [];
  });
  const fromSubProducts = product.subProductIds.flatMap((id) => {
    const sub = catalog.get(id);
    const price = sub ? resolveProductPrice(sub, context) : undefined;
    return price ? [price] : [];
  });
  const from = cheapest(listed) ?? cheapest(fromSubProducts) ?? own;
  return from ? { kind: 'from', price: from } : { kind: 'none' };
}
