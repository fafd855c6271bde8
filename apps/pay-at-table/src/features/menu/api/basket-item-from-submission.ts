import { zero, type CurrencyCode } from '@tableside/billing-domain';
import { resolveProductPrice, type PricingContext, type Product } from '@tableside/menu-availability';
import type { BasketItem, ModifierSelection } from '@tableside/ordering';
import { productOptionGroups } from '@tableside/ui/menu';

/** What the product page hands back, with the product it was shown for. */
export interface BasketItemInput {
  readonly product: Product;
  readonly subProducts: readonly Product[];
  readonly quantity: number;
  readonly selections: Readonly<Record<string, ModifierSelection>>;
  readonly context: PricingContext;
  readonly currency: CurrencyCode;
}

/**
 * The basket item of a product page submission (3-menus §3 Basket item): the product at its own price (none for a
 * variant group) and each chosen option as a sub-item at the price its group gives it, so that the basket's
 * `basketItemUnitTotal` equals the page's price. Options are listed directly under the product.
 */
export function basketItemFromSubmission({ product, subProducts, quantity, selections, context, currency }: BasketItemInput): BasketItem {
  const catalog = new Map(subProducts.map((sub) => [sub.id, sub]));
  const groups = productOptionGroups(product, catalog, context);
  const subItems: BasketItem[] = groups.flatMap((group) =>
    group.options.flatMap((option) => {
      const count = selections[group.id]?.[option.product.id] ?? 0;
      if (count <= 0) return [];
      return [
        {
          menuId: context.menuId,
          productId: option.product.id,
          productName: option.product.name,
          subItems: [],
          quantity: count,
          unitPrice: option.price ?? zero(currency),
        },
      ];
    }),
  );
  const ownPrice = product.productType === 'VARIANT_GROUP' ? undefined : resolveProductPrice(product, context);
  return {
    menuId: context.menuId,
    productId: product.id,
    productName: product.name,
    ...(product.imageUrl ? { productImageUrl: product.imageUrl } : {}),
    subItems,
    quantity,
    unitPrice: ownPrice ?? zero(currency),
  };
}

/** The product page's selections of a basket item being edited (`editItemIndex`): each sub-item under its group. */
export function selectionsFromBasketItem(
  item: BasketItem,
  product: Product,
  subProducts: readonly Product[],
  context: PricingContext,
): Record<string, ModifierSelection> {
  const catalog = new Map(subProducts.map((sub) => [sub.id, sub]));
  const selections: Record<string, Record<string, number>> = {};
  for (const group of productOptionGroups(product, catalog, context)) {
    for (const sub of item.subItems) {
      if (!group.subProductIds.includes(sub.productId)) continue;
      selections[group.id] = { ...selections[group.id], [sub.productId]: sub.quantity };
    }
  }
  return selections;
}
