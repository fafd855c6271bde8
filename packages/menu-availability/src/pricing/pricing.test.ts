import { describe, expect, test } from 'vitest';
import { pricingStrategySchema, type PricingStrategy } from '../catalog/pricing-strategy.js';
import { eur, product } from '../../test/fixtures.js';
import { displayPrice } from './display-price.js';
import { resolvePricingStrategy, resolveProductPrice } from './resolve-price.js';

// Friday 14 June 2024, 10:30 UTC = 12:30 in Paris.
const NOW = Date.UTC(2024, 5, 14, 10, 30);
const context = { menuId: 'lunch', now: NOW };

const menuBased = (menuId: string, amount: number): PricingStrategy => ({ type: 'MENU_BASED', menuId, value: eur(amount) });
const timeBased = (days: string[], start: string, end: string, amount: number): PricingStrategy =>
  pricingStrategySchema.parse({ type: 'TIME_BASED', days, timeRanges: [{ start, end }], timeZone: 'Europe/Paris', value: eur(amount) });

describe('"Pricing strategies: MENU_BASED, TIME_BASED (days, timeRanges start/end, timeZone, value), LIST (ordered strategies, first match wins); otherwise base value" (3-menus §3)', () => {
  test.each([
    ['MENU_BASED in its menu', menuBased('lunch', 900_000), 900_000],
    ['MENU_BASED in another menu', menuBased('dinner', 900_000), undefined],
    ['TIME_BASED within a day and time range', timeBased(['friday'], '12:00', '14:00', 800_000), 800_000],
    ['TIME_BASED at its end (exclusive)', timeBased(['friday'], '11:00', '12:30', 800_000), undefined],
    ['TIME_BASED on another day', timeBased(['saturday', 'sunday'], '12:00', '14:00', 800_000), undefined],
    ['LIST: first match wins', { type: 'LIST', strategies: [menuBased('dinner', 1), menuBased('lunch', 2), menuBased('lunch', 3)] }, 2],
    [
      'LIST: nested lists are searched in order',
      { type: 'LIST', strategies: [{ type: 'LIST', strategies: [menuBased('lunch', 4)] }, menuBased('lunch', 5)] },
      4,
    ],
    ['LIST: nothing matches', { type: 'LIST', strategies: [menuBased('dinner', 1)] }, undefined],
  ] satisfies [string, PricingStrategy, number | undefined][])('%s → %s', (_rule, strategy, amount) => {
    expect(resolvePricingStrategy(strategy, context)).toEqual(amount === undefined ? undefined : eur(amount));
  });

  test.each([
    ['a matching strategy replaces the base value', { price: eur(1_000_000), pricingStrategy: menuBased('lunch', 700_000) }, eur(700_000)],
    ['"otherwise base value"', { price: eur(1_000_000), pricingStrategy: menuBased('dinner', 700_000) }, eur(1_000_000)],
    ['no strategy: base value', { price: eur(1_000_000) }, eur(1_000_000)],
    ['no strategy and no price', {}, undefined],
  ])('%s', (_rule, fields, expected) => {
    expect(resolveProductPrice(product({ id: 'p', ...fields }), context)).toEqual(expected);
  });

  test('a LIST is parsed recursively and a TIME_BASED range with a bad time fails with "invalid time format"', () => {
    const parsed = pricingStrategySchema.safeParse({
      type: 'LIST',
      strategies: [{ type: 'TIME_BASED', days: ['monday'], timeRanges: [{ start: '7:00', end: '10:00' }], timeZone: 'Europe/Paris', value: eur(1) }],
    });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('invalid time format');
  });
});

describe('price "prefixed \'from\' for variant groups or prices set by sub-products" (3-menus §2)', () => {
  const small = product({ id: 'small', productType: 'VARIANT', price: eur(400_000) });
  const large = product({ id: 'large', productType: 'VARIANT', price: eur(600_000) });
  const catalog = new Map([small, large].map((p) => [p.id, p]));

  test.each([
    ['a plain product shows its price', product({ id: 'p', price: eur(500_000) }), { kind: 'exact', price: eur(500_000) }],
    ['a plain product without a price shows none', product({ id: 'p' }), { kind: 'none' }],
    [
      'a variant group shows "from" its cheapest variant',
      product({ id: 'g', productType: 'VARIANT_GROUP', subProductIds: ['large', 'small'] }),
      { kind: 'from', price: eur(400_000) },
    ],
    [
      'subProductPrices take precedence over the variants’ own prices',
      product({ id: 'g', productType: 'VARIANT_GROUP', subProductIds: ['small', 'large'], subProductPrices: { small: eur(450_000), large: eur(350_000) } }),
      { kind: 'from', price: eur(350_000) },
    ],
    [
      'a price determined by sub-products is a "from" price',
      product({ id: 'b', productType: 'BUNDLE', priceDeterminedBySubProducts: true, subProductIds: ['large'] }),
      { kind: 'from', price: eur(600_000) },
    ],
    [
      'a variant group with unknown variants falls back to its own price',
      product({ id: 'g', productType: 'VARIANT_GROUP', subProductIds: ['missing'], price: eur(300_000) }),
      { kind: 'from', price: eur(300_000) },
    ],
    ['a variant group with no price at all shows none', product({ id: 'g', productType: 'VARIANT_GROUP' }), { kind: 'none' }],
  ])('%s', (_rule, p, expected) => {
    expect(displayPrice(p, catalog, context)).toEqual(expected);
  });
});
