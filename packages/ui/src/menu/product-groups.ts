import { add, multiplyByQuantity, MONEY_UNIT, type Money } from '@tableside/billing-domain';
import { resolveProductPrice, type PricingContext, type Product } from '@tableside/menu-availability';
import { modifierGroupFromProduct, type ModifierGroup, type ModifierSelection } from '@tableside/ordering';

/** A group of options shown on the product page, with the rule fields ordering reads. */
export interface ProductOptionGroup extends ModifierGroup {
  readonly name: string;
  readonly options: readonly { readonly product: Product; readonly price: Money | undefined }[];
}

/** The product types the product page can show; any other shows "Product type not supported" (3-menus §2). */
export const SUPPORTED_PRODUCT_PAGE_TYPES: readonly Product['productType'][] = ['PRODUCT', 'BUNDLE', 'VARIANT_GROUP'];

function optionsOf(group: Product, catalog: ReadonlyMap<string, Product>, context: PricingContext): ProductOptionGroup['options'] {
  return group.subProductIds.flatMap((id) => {
    const option = catalog.get(id);
    if (!option) return [];
    return [{ product: option, price: group.subProductPrices?.[id] ?? resolveProductPrice(option, context) }];
  });
}

/**
 * The option groups of a product page: a variant group is one choice among its variants (min 1, max 1); a
 * product or bundle offers each of its MODIFIER_GROUP and VARIANT_GROUP sub-products.
 */
export function productOptionGroups(product: Product, catalog: ReadonlyMap<string, Product>, context: PricingContext): ProductOptionGroup[] {
  if (product.productType === 'VARIANT_GROUP') {
    return [{ id: product.id, name: product.name, min: 1, max: 1, subProductIds: [...product.subProductIds], options: optionsOf(product, catalog, context) }];
  }
  return product.subProductIds.flatMap((id) => {
    const group = catalog.get(id);
    if (!group) return [];
    if (group.productType === 'VARIANT_GROUP') {
      return [{ id: group.id, name: group.name, min: 1, max: 1, subProductIds: [...group.subProductIds], options: optionsOf(group, catalog, context) }];
    }
    if (group.productType !== 'MODIFIER_GROUP') return [];
    return [{ ...modifierGroupFromProduct(group), name: group.name, options: optionsOf(group, catalog, context) }];
  });
}

/**
 * The price of one item: the product's own price (none for a variant group) plus each chosen option's price
 * times how many were chosen. Undefined when nothing has a price.
 */
export function unitPriceOf(
  product: Product,
  groups: readonly ProductOptionGroup[],
  selections: Readonly<Record<string, ModifierSelection>>,
  context: PricingContext,
): Money | undefined {
  let total = product.productType === 'VARIANT_GROUP' ? undefined : resolveProductPrice(product, context);
  for (const group of groups) {
    for (const option of group.options) {
      const count = selections[group.id]?.[option.product.id] ?? 0;
      if (count <= 0 || !option.price) continue;
      const line = multiplyByQuantity(option.price, count * MONEY_UNIT);
      total = total ? add(total, line) : line;
    }
  }
  return total;
}

/** The price of `quantity` items. */
export function totalPriceOf(unitPrice: Money | undefined, quantity: number): Money | undefined {
  return unitPrice ? multiplyByQuantity(unitPrice, quantity * MONEY_UNIT) : undefined;
}
