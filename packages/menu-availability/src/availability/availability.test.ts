import { describe, expect, test, vi } from 'vitest';
import { product } from '../../test/fixtures.js';
import { isProductVisible } from './product-visibility.js';
import { isProductSnoozed } from './snooze.js';
import { isListedUnavailable, parseUnavailableProductsDocument, type UnavailableProduct } from './unavailable-products.js';

const NOW = Date.UTC(2024, 5, 14, 10, 30);
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

describe('"Products are hidden while their snooze period covers the current time" (3-menus §4)', () => {
  test.each([
    ['no snooze period', undefined, false],
    ['snoozed from now on (startAt inclusive)', { startAt: iso(NOW), endAt: iso(NOW + MINUTE) }, true],
    ['snooze covering now', { startAt: iso(NOW - MINUTE), endAt: iso(NOW + MINUTE) }, true],
    ['snooze ending now (endAt exclusive)', { startAt: iso(NOW - MINUTE), endAt: iso(NOW) }, false],
    ['snooze not started yet', { startAt: iso(NOW + MINUTE), endAt: iso(NOW + 2 * MINUTE) }, false],
  ])('%s → snoozed %s', (_case, snoozePeriod, expected) => {
    expect(isProductSnoozed(product({ id: 'p', snoozePeriod }), NOW)).toBe(expected);
  });
});

describe('"or while listed as unavailable within start and end" (3-menus §4)', () => {
  const window = { start: iso(NOW - MINUTE), end: iso(NOW + MINUTE) };
  test.each([
    ['listed by externalId within start and end', [{ externalId: 'p', ...window }], { id: 'p' }, true],
    ['listed by sku within start and end', [{ sku: 'SKU-1', ...window }], { id: 'p', sku: 'SKU-1' }, true],
    ['another product listed', [{ externalId: 'q', sku: 'SKU-2', ...window }], { id: 'p', sku: 'SKU-1' }, false],
    ['no sku on either side does not match', [{ ...window }], { id: 'p' }, false],
    ['listed from now (start inclusive)', [{ externalId: 'p', start: iso(NOW), end: iso(NOW + MINUTE) }], { id: 'p' }, true],
    ['listed until now (end exclusive)', [{ externalId: 'p', start: iso(NOW - MINUTE), end: iso(NOW) }], { id: 'p' }, false],
  ])('%s → unavailable %s', (_case, unavailable: UnavailableProduct[], reference, expected) => {
    expect(isListedUnavailable(reference, unavailable, NOW)).toBe(expected);
  });
});

describe('"invalid unavailable-products documents are logged and treated as empty" (3-menus §5)', () => {
  test('a valid document gives its entries and logs nothing', () => {
    const log = vi.fn();
    const entry = { externalId: 'p', sku: 'S', start: '2024-06-14T00:00:00Z', end: '2024-06-15T00:00:00Z' };
    expect(parseUnavailableProductsDocument({ unavailableProducts: [entry] }, log)).toEqual([entry]);
    expect(log).not.toHaveBeenCalled();
  });

  test.each([
    ['an invalid ISO date', { unavailableProducts: [{ externalId: 'p', start: 'yesterday', end: '2024-06-15T00:00:00Z' }] }, 'Invalid ISO date string'],
    ['a missing list', {}, 'unavailableProducts'],
    // zod/mini carries no locale, so the issue of a wrong type reads as zod's plain 'Invalid input'.
    ['not an object', 'nonsense', 'Invalid input'],
  ])('%s: logged, treated as empty', (_case, raw, logged) => {
    const log = vi.fn();
    expect(parseUnavailableProductsDocument(raw, log)).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain(logged);
  });
});

describe('product visibility combines snooze and unavailability', () => {
  const snoozed = product({ id: 'snoozed', snoozePeriod: { startAt: iso(NOW - MINUTE), endAt: iso(NOW + MINUTE) } });
  const listed = product({ id: 'listed' });
  const shown = product({ id: 'shown' });
  const unavailableProducts = [{ externalId: 'listed', start: iso(NOW - MINUTE), end: iso(NOW + MINUTE) }];
  test.each([
    [snoozed, false],
    [listed, false],
    [shown, true],
  ])('$id visible: %s', (p, expected) => {
    expect(isProductVisible(p, { now: NOW, unavailableProducts })).toBe(expected);
  });
});
