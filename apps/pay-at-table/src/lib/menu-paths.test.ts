import { describe, expect, test } from 'vitest';
import { categoryHash, menuBaseFromParams, orderingPaths, parseEditItemIndex, type MenuBase } from './menu-paths.js';

describe('menu routes (3-menus §2)', () => {
  test.each<[string, MenuBase, string]>([
    ['/venues/{venueId}/menus/{language}/{menuId}', { kind: 'venue', venueId: 'v 1' }, '/venues/v%201/menus/FR/m1'],
    ['"The same under /venues/{venueId}/tables/{deviceId}/menus"', { kind: 'table', venueId: 'v1', deviceId: 'd1' }, '/venues/v1/tables/d1/menus/FR/m1'],
    ['"... and /venues/{venueId}/bills/{billId}/menus"', { kind: 'bill', venueId: 'v1', billId: 'b1' }, '/venues/v1/bills/b1/menus/FR/m1'],
  ])('%s', (_rule, base, path) => {
    expect(orderingPaths.menu(base, 'FR', 'm1')).toBe(path);
    expect(
      menuBaseFromParams({
        venueId: base.venueId,
        ...(base.kind === 'table' ? { deviceId: base.deviceId } : {}),
        ...(base.kind === 'bill' ? { billId: base.billId } : {}),
      }),
    ).toEqual(base);
  });

  test('product, block, table and tab routes', () => {
    const base: MenuBase = { kind: 'table', venueId: 'v1', deviceId: 'd1' };
    expect(orderingPaths.product(base, 'EN', 'm1', 'p1', 2)).toBe('/venues/v1/tables/d1/menus/EN/m1/products/p1?editItemIndex=2');
    expect(orderingPaths.block(base, 'EN', 'm1', 'k1')).toBe('/venues/v1/tables/d1/menus/EN/m1/blocks/k1');
    expect([
      orderingPaths.basket('v1', 'd1'),
      orderingPaths.authorization('v1', 'd1'),
      orderingPaths.authorizationPaymentAuth('v1', 'd1'),
      orderingPaths.tableBills('v1', 'd1'),
    ]).toEqual(['/venues/v1/tables/d1/basket', '/venues/v1/tables/d1/authorization', '/venues/v1/tables/d1/payment-auth', '/venues/v1/tables/d1/bills']);
    expect([
      orderingPaths.newTab('v1'),
      orderingPaths.authorizeTab('v1'),
      orderingPaths.registerTab('v1', 't1'),
      orderingPaths.tabPaymentAuth('v1', 't1'),
    ]).toEqual(['/venues/v1/tab/new', '/venues/v1/tab/authorize', '/venues/v1/tab/t1/register', '/venues/v1/tab/t1/payment-auth']);
    expect(categoryHash('c1')).toBe('#category-id-c1');
    expect(() => menuBaseFromParams({})).toThrow();
  });

  test.each([
    ['?editItemIndex=2', 2],
    ['?editItemIndex=0', 0],
    ['?editItemIndex=-1', undefined],
    ['?editItemIndex=abc', undefined],
    ['?editItemIndex=', undefined],
    ['', undefined],
  ])('"editItemIndex query parameter edits a basket item": %s', (search, index) => {
    expect(parseEditItemIndex(search)).toBe(index);
  });
});
