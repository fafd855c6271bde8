import { productSchema } from '@tableside/menu-availability';
import { basketItemUnitTotal } from '@tableside/ordering';
import { unitPriceOf, productOptionGroups } from '@tableside/ui/menu';
import { describe, expect, test } from 'vitest';
import { basketItemFromSubmission, selectionsFromBasketItem } from './basket-item-from-submission.js';

const U = 100_000;
const eur = (units: number) => ({ amount: units * U, currency: 'EUR' });
const steak = productSchema.parse({
  id: 'steak',
  productType: 'PRODUCT',
  name: 'Steak frites',
  price: eur(24.5),
  imageUrl: '/steak.svg',
  subProductIds: ['cooking', 'sauces'],
});
const subProducts = [
  productSchema.parse({ id: 'cooking', productType: 'MODIFIER_GROUP', name: 'Cooking', subProductIds: ['rare', 'medium'], min: 1, max: 1 }),
  productSchema.parse({ id: 'sauces', productType: 'MODIFIER_GROUP', name: 'Sauces', subProductIds: ['pepper', 'bearnaise'], min: 0, max: 2 }),
  productSchema.parse({ id: 'rare', productType: 'MODIFIER', name: 'Rare', price: eur(0) }),
  productSchema.parse({ id: 'medium', productType: 'MODIFIER', name: 'Medium', price: eur(0) }),
  productSchema.parse({ id: 'pepper', productType: 'MODIFIER', name: 'Pepper sauce', price: eur(1) }),
  productSchema.parse({ id: 'bearnaise', productType: 'MODIFIER', name: 'Béarnaise', price: eur(1) }),
];
const coffee = productSchema.parse({
  id: 'coffee',
  productType: 'VARIANT_GROUP',
  name: 'Coffee',
  subProductIds: ['espresso'],
  subProductPrices: { espresso: eur(2.5) },
});
const espresso = productSchema.parse({ id: 'espresso', productType: 'VARIANT', name: 'Espresso', price: eur(2) });
const context = { menuId: 'carte', now: 0 };

describe('basket item of a product page submission (3-menus §3 Basket item)', () => {
  test('each chosen option is a sub-item at its group price; the line costs what the page showed', () => {
    const selections = { cooking: { rare: 1 }, sauces: { pepper: 1, bearnaise: 1 } };
    const item = basketItemFromSubmission({ product: steak, subProducts, quantity: 2, selections, context, currency: 'EUR' });
    expect(item).toMatchObject({
      menuId: 'carte',
      productId: 'steak',
      productName: 'Steak frites',
      productImageUrl: '/steak.svg',
      quantity: 2,
      unitPrice: eur(24.5),
    });
    expect(item.subItems.map((sub) => [sub.productId, sub.quantity, sub.unitPrice.amount])).toEqual([
      ['rare', 1, 0],
      ['pepper', 1, U],
      ['bearnaise', 1, U],
    ]);
    const groups = productOptionGroups(steak, new Map(subProducts.map((sub) => [sub.id, sub])), context);
    expect(basketItemUnitTotal(item)).toEqual(unitPriceOf(steak, groups, selections, context));
    expect(selectionsFromBasketItem(item, steak, subProducts, context)).toEqual(selections);
  });

  test("a variant group has no price of its own: the chosen variant carries the group's price for it", () => {
    const item = basketItemFromSubmission({
      product: coffee,
      subProducts: [espresso],
      quantity: 1,
      selections: { coffee: { espresso: 1 } },
      context,
      currency: 'EUR',
    });
    expect(item.unitPrice).toEqual(eur(0));
    expect(item.subItems.map((sub) => [sub.productId, sub.unitPrice])).toEqual([['espresso', eur(2.5)]]);
    expect(item).not.toHaveProperty('productImageUrl');
  });
});
