import { MONEY_UNIT, add, err, multiplyBy, ok, sum, zero, type CurrencyCode, type Money, type Result } from '@tableside/billing-domain';
import { isProductVisible, resolveProductPrice, type Menu, type Product, type UnavailableProduct } from '@tableside/menu-availability';
import type { BillOrderItem, OrderRequestItem } from '@tableside/ordering';
import type { StoredBillItem } from './ordering-records.js';

/** Why an order's items cannot be placed (answered as 409 with this code as `type`). */
export interface OrderItemsRefusal {
  code: 'unknown-menu' | 'unknown-product' | 'product-not-orderable' | 'invalid-sub-item' | 'modifier-group-unsatisfied' | 'currency-mismatch';
  message: string;
}

/** The priced order: the POS lines, the `bill_orders` items and the total. */
export interface PricedOrder {
  billItems: StoredBillItem[];
  orderItems: BillOrderItem[];
  total: Money;
}

interface PricingScope {
  menu: Menu;
  products: Map<string, Product>;
  currency: CurrencyCode;
  now: number;
  unavailableProducts: readonly UnavailableProduct[];
}

const GROUP_TYPES = new Set<Product['productType']>(['MODIFIER_GROUP', 'VARIANT_GROUP']);

/** Every product a menu names: category elements and the sub-products it holds. */
export function menuProducts(menu: Menu): Map<string, Product> {
  const products = new Map<string, Product>();
  for (const category of menu.categories) {
    for (const element of category.elements) {
      if (element.type === 'PRODUCT') products.set(element.product.id, element.product);
    }
  }
  for (const product of menu.products) if (!products.has(product.id)) products.set(product.id, product);
  return products;
}

function topLevelIds(menu: Menu): Set<string> {
  return new Set(menu.categories.flatMap((category) => category.elements.flatMap((element) => (element.type === 'PRODUCT' ? [element.product.id] : []))));
}

function childGroups(product: Product, scope: PricingScope): Product[] {
  return product.subProductIds.flatMap((id) => {
    const child = scope.products.get(id);
    return child && GROUP_TYPES.has(child.productType) ? [child] : [];
  });
}

/** Selections of `group` among an item's sub-items, whether listed directly or under the group itself. */
function selectionsOf(group: Product, item: OrderRequestItem): number {
  return item.subItems.reduce((count, sub) => {
    if (group.subProductIds.includes(sub.id)) return count + sub.quantity;
    if (sub.id === group.id)
      return count + sub.subItems.filter((nested) => group.subProductIds.includes(nested.id)).reduce((n, nested) => n + nested.quantity, 0);
    return count;
  }, 0);
}

function checkGroup(group: Product, count: number): OrderItemsRefusal | undefined {
  const min = group.min ?? 0;
  const max = group.max ?? 0;
  // "each group must have between min and max selections (max 0 = unlimited)" (3-menus §5).
  if (count < min || (max > 0 && count > max)) {
    return {
      code: 'modifier-group-unsatisfied',
      message: `items: group ${group.id} needs between ${min} and ${max === 0 ? 'unlimited' : max} selections, got ${count}`,
    };
  }
  return undefined;
}

function priceOf(product: Product, parent: Product | undefined, scope: PricingScope): Money {
  const fromParent = parent?.subProductPrices?.[product.id];
  const price = fromParent ?? resolveProductPrice(product, { menuId: scope.menu.id, now: scope.now });
  return price ?? zero(scope.currency);
}

function priceItem(item: OrderRequestItem, product: Product, parent: Product | undefined, scope: PricingScope): Result<StoredBillItem, OrderItemsRefusal> {
  if (GROUP_TYPES.has(product.productType)) {
    const refusal = checkGroup(
      product,
      item.subItems.reduce((n, sub) => n + sub.quantity, 0),
    );
    if (refusal) return err(refusal);
  }
  for (const group of childGroups(product, scope)) {
    const refusal = checkGroup(group, selectionsOf(group, item));
    if (refusal) return err(refusal);
  }
  const allowed = new Set([...product.subProductIds, ...childGroups(product, scope).flatMap((group) => group.subProductIds)]);
  const subItems: StoredBillItem[] = [];
  for (const sub of item.subItems) {
    const subProduct = scope.products.get(sub.id);
    if (!subProduct || !allowed.has(sub.id)) return err({ code: 'invalid-sub-item', message: `items: ${sub.id} is not an option of ${product.id}` });
    if (!isProductVisible(subProduct, { now: scope.now, unavailableProducts: scope.unavailableProducts })) {
      return err({ code: 'product-not-orderable', message: `items: ${sub.id} is not available right now` });
    }
    const owner = product.subProductIds.includes(sub.id) ? product : childGroups(product, scope).find((group) => group.subProductIds.includes(sub.id));
    const priced = priceItem(sub, subProduct, owner, scope);
    if (!priced.ok) return priced;
    subItems.push(priced.value);
  }
  const unitPrice = priceOf(product, parent, scope);
  if (unitPrice.currency !== scope.currency) return err({ code: 'currency-mismatch', message: `items: ${product.id} is priced in ${unitPrice.currency}` });
  const subTotal = sum(
    subItems.map((sub) => multiplyBy(sub.unitPriceIncludingSubItems, sub.quantity / MONEY_UNIT)),
    scope.currency,
  );
  return ok({
    productId: product.id,
    plu: product.id,
    name: product.name,
    quantity: item.quantity * MONEY_UNIT,
    unitPrice,
    unitPriceIncludingSubItems: add(unitPrice, subTotal),
    subItems,
  });
}

function toOrderItem(item: StoredBillItem): BillOrderItem {
  return {
    name: item.name,
    plu: item.plu,
    productId: item.productId,
    quantity: item.quantity / MONEY_UNIT,
    priceIncludingSubItems: multiplyBy(item.unitPriceIncludingSubItems, item.quantity / MONEY_UNIT),
    subItems: item.subItems.map(toOrderItem),
  };
}

/**
 * Prices an order request against the business's menus (3-menus §3, §5): each item must be a product listed in
 * the named menu's categories, orderable (`isAvailableForOrder`) and visible (not snoozed, not listed as
 * unavailable); sub-items must be options of their parent and satisfy every modifier group's min and max.
 * Prices follow the product's pricing strategy at `now`, a parent's `subProductPrices` winning for its options.
 */
export function priceOrder(
  items: readonly OrderRequestItem[],
  menus: readonly Menu[],
  context: { currency: CurrencyCode; now: number; unavailableProducts: readonly UnavailableProduct[] },
): Result<PricedOrder, OrderItemsRefusal> {
  const billItems: StoredBillItem[] = [];
  for (const item of items) {
    const menu = menus.find((candidate) => candidate.id === item.menuId);
    if (!menu) return err({ code: 'unknown-menu', message: `items.menuId: ${item.menuId} is not a menu of this business` });
    const scope: PricingScope = { menu, products: menuProducts(menu), ...context };
    const product = scope.products.get(item.id);
    if (!product || !topLevelIds(menu).has(item.id))
      return err({ code: 'unknown-product', message: `items.id: ${item.id} is not a product of menu ${menu.id}` });
    if (!product.isAvailableForOrder || !isProductVisible(product, { now: context.now, unavailableProducts: context.unavailableProducts })) {
      return err({ code: 'product-not-orderable', message: `items.id: ${item.id} cannot be ordered right now` });
    }
    const priced = priceItem(item, product, undefined, scope);
    if (!priced.ok) return priced;
    billItems.push(priced.value);
  }
  const orderItems = billItems.map(toOrderItem);
  const total = sum(
    billItems.map((line) => multiplyBy(line.unitPriceIncludingSubItems, line.quantity / MONEY_UNIT)),
    context.currency,
  );
  return ok({ billItems, orderItems, total });
}
