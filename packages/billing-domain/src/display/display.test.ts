import { describe, expect, test } from 'vitest';
import { bill, eur, subOrderInput } from '../../test/fixtures.js';
import type { QuantifiedProduct } from '../schemas/product.js';
import { buildBillProductDisplays, unitPriceAfterTaxAndDiscount } from './bill-product-display.js';
import { cleanStaffName } from './staff-name.js';
import { hasSubBills } from './has-sub-bills.js';
import { buildSubBills, subBillType } from './sub-bills.js';

describe('1-core §5 staff names', () => {
  test.each([
    ['Staff names are ... cleaned of e-mail-like values', 'marie@bistro.fr', undefined],
    ['Staff names are ... cleaned of e-mail-like values', 'Marie marie@bistro.fr', 'Marie'],
    ['cleaned of ... role words', 'Waiter Marie', 'Marie'],
    ['cleaned of ... role words', 'Manager', undefined],
    ['cleaned of ... location words', 'Bar Terrace', undefined],
    ['cleaned of ... location words', 'Paul (bar)', 'Paul'],
    ['cleaned of ... one-character names', 'J', undefined],
    ['cleaned of ... one-character names', 'Marie D', 'Marie'],
    ['a POS staff id is not a name', 'Server 12', undefined],
    ['a real name is kept', 'Jean-Pierre Dupont', 'Jean-Pierre Dupont'],
  ])('%s: %j → %j', (_rule, name, expected) => {
    expect(cleanStaffName({ name })).toBe(expected);
  });

  test('no staff, no name', () => {
    expect(cleanStaffName(undefined)).toBeUndefined();
  });
});

const qp = (productId: string, quantity: number, cents: number): QuantifiedProduct => ({
  productId,
  quantity,
  product: { name: productId, unitPriceAfterTax: eur(cents), discounts: [], subProducts: [], exclusiveCharges: [] },
});

describe('1-core §2 bill product display', () => {
  test.each([
    ['products with zero price or zero quantity are hidden', qp('water', 100_000, 0), false],
    ['products with zero price or zero quantity are hidden', qp('bread', 0, 300), false],
    ['other products are shown', qp('burger', 150_000, 1000), true],
  ])('%s: %s', (_rule, product, shown) => {
    expect(buildBillProductDisplays([product]).length === 1).toBe(shown);
  });

  test('a shown line carries its unit and total price at scale 5', () => {
    expect(buildBillProductDisplays([qp('burger', 150_000, 1000)])[0]).toMatchObject({ unitPrice: eur(1000), totalPrice: eur(1500) });
  });

  test('a discount larger than the price never makes a negative unit price', () => {
    const product = { ...qp('x', 100_000, 100).product, discounts: [{ unitAmount: eur(500) }] };
    expect(unitPriceAfterTaxAndDiscount(product)).toEqual(eur(0));
  });
});

describe('1-core §3-§4 sub-bills', () => {
  test.each([
    ['paid', 0, 3000, 'paid'],
    ['paid', -10, 3000, 'paid'],
    ['partiallyPaid', 1000, 3000, 'partiallyPaid'],
    ['other', 3000, 3000, 'other'],
  ] as const)('Sub-bill display type %s', (_rule, left, total, type) => {
    expect(subBillType({ forecastedLeftToPay: eur(left), subOrderAmount: eur(total) })).toBe(type);
  });

  test('Paid sub-bills sort after unpaid ones', () => {
    const b = bill({
      order: {
        ...bill().order,
        subOrders: [
          subOrderInput({ id: 'a', forecastedLeftToPay: eur(0) }),
          subOrderInput({ id: 'b', forecastedLeftToPay: eur(1000) }),
          subOrderInput({ id: 'c', forecastedLeftToPay: eur(3000) }),
        ],
      },
    });
    const subBills = buildSubBills(b.order.subOrders, 'c');
    expect(subBills.map((s) => [s.id, s.type, s.isSelected])).toEqual([
      ['b', 'partiallyPaid', false],
      ['c', 'other', true],
      ['a', 'paid', false],
    ]);
    expect(subBills[0]?.products).toHaveLength(1);
  });
});

describe('1-core §3 "Sub-bill display": which bills show sub-bills', () => {
  const twoChecks = [subOrderInput({ id: 'a' }), subOrderInput({ id: 'b' })];
  test.each([
    ['split by check, two checks', 'SPLIT_BY_CHECK_ON_POS', twoChecks, true],
    ['split by seat, two seats', 'SPLIT_BY_SEAT_ON_POS', twoChecks, true],
    ['split by seat, one seat', 'SPLIT_BY_SEAT_ON_POS', twoChecks.slice(0, 1), false],
    ['not split on the point of sale, two sub-orders', 'NOT_SPLIT_ON_POS', twoChecks, false],
  ] as const)('%s: %s', (_name, posSplitMode, subOrders, shown) => {
    expect(hasSubBills({ posSplitMode, subOrders })).toBe(shown);
  });
});
