import { describe, expect, test } from 'vitest';
import {
  CONFIRM_COUNTDOWN_DUPLICATE_MS,
  CONFIRM_COUNTDOWN_LOCAL_MS,
  CONFIRM_COUNTDOWN_MS,
  confirmCountdown,
  countdownRemainingMs,
  isConfirmEnabled,
  isDuplicateOrder,
  latestPlacedOrder,
  placedOrdersToConsider,
} from './duplicate-guard.js';
import type { PlacedOrderRecord } from './order-request-schema.js';

const MIN = 60_000;
const NOW = 1_700_000_000_000;
const record = (id: string, placedAt: number, basketHash = 'h1', tableId = 't1'): PlacedOrderRecord => ({ id, tableId, placedAt, basketHash });

describe('3 §4 "Duplicate guard: if the basket hash equals the most recent placed order within 5 minutes, a warning shows"', () => {
  test.each([
    ['same hash, placed 1 minute ago', [record('o1', NOW - MIN)], 'h1', true],
    ['same hash, placed exactly 5 minutes ago', [record('o1', NOW - 5 * MIN)], 'h1', true],
    ['same hash, placed 5 minutes and 1 ms ago', [record('o1', NOW - 5 * MIN - 1)], 'h1', false],
    ['different hash', [record('o1', NOW - MIN)], 'h2', false],
    ['only "the most recent" order counts', [record('o1', NOW - 2 * MIN, 'h1'), record('o2', NOW - MIN, 'h2')], 'h1', false],
    ['the most recent order matches, whatever the record order', [record('o2', NOW - MIN, 'h1'), record('o1', NOW - 2 * MIN, 'h2')], 'h1', true],
    ["another table's order does not count", [record('o1', NOW - MIN, 'h1', 't2')], 'h1', false],
    ['no placed orders', [], 'h1', false],
  ])('%s → duplicate %s', (_case, placedOrders, basketHash, duplicate) => {
    expect(isDuplicateOrder({ basketHash, placedOrders, tableId: 't1', now: NOW })).toBe(duplicate);
  });
});

describe('3 §4 "Placed orders considered are those after the bill\'s issue time minus 5 minutes"', () => {
  const issuedAtMs = NOW - 10 * MIN;
  test.each([
    ['placed 4 minutes before the bill was issued', issuedAtMs - 4 * MIN, true],
    ['placed exactly 5 minutes before', issuedAtMs - 5 * MIN, false],
    ['placed 6 minutes before', issuedAtMs - 6 * MIN, false],
    ['placed after the issue time', issuedAtMs + MIN, true],
  ])('%s → considered %s', (_case, placedAt, considered) => {
    expect(placedOrdersToConsider([record('o1', placedAt)], 't1', issuedAtMs)).toHaveLength(considered ? 1 : 0);
  });

  test('a bill issue time in seconds is normalised to milliseconds', () => {
    expect(placedOrdersToConsider([record('o1', issuedAtMs - 4 * MIN)], 't1', issuedAtMs / 1000)).toHaveLength(1);
  });

  test('an order before the filter does not make a duplicate', () => {
    const placedOrders = [record('o1', NOW - 2 * MIN)];
    expect(isDuplicateOrder({ basketHash: 'h1', placedOrders, tableId: 't1', billIssuedAt: NOW + 4 * MIN, now: NOW })).toBe(false);
    expect(isDuplicateOrder({ basketHash: 'h1', placedOrders, tableId: 't1', billIssuedAt: NOW, now: NOW })).toBe(true);
  });

  test('latestPlacedOrder of nothing is undefined', () => {
    expect(latestPlacedOrder([])).toBeUndefined();
  });
});

describe('3 §9 "Confirm countdown 20 s (600 s in local or alpha environments), 5 s on duplicate"', () => {
  test.each([
    ['"20 s"', false, 'production', CONFIRM_COUNTDOWN_MS, 20_000],
    ['"600 s in local ... environments"', false, 'local', CONFIRM_COUNTDOWN_LOCAL_MS, 600_000],
    ['"600 s in ... alpha environments"', false, 'alpha', CONFIRM_COUNTDOWN_LOCAL_MS, 600_000],
    ['"5 s on duplicate"', true, 'production', CONFIRM_COUNTDOWN_DUPLICATE_MS, 5_000],
    ['"5 s on duplicate" (local too)', true, 'local', CONFIRM_COUNTDOWN_DUPLICATE_MS, 5_000],
  ])('%s', (_rule, duplicate, environment, constant, ms) => {
    expect(constant).toBe(ms);
    expect(confirmCountdown(duplicate, environment)).toEqual({ durationMs: ms, confirmLockedUntilEnd: duplicate });
  });

  test.each([
    ['"confirm stays disabled until it ends" (duplicate, 1 s left)', true, 1_000, false],
    ['duplicate countdown ended', true, 0, true],
    ['no duplicate: confirm is enabled during the countdown', false, 10_000, true],
  ])('%s', (_rule, duplicate, remaining, enabled) => {
    expect(isConfirmEnabled(confirmCountdown(duplicate, 'production'), remaining)).toBe(enabled);
  });

  test.each([
    [0, 5_000, 0, 5_000],
    [0, 5_000, 4_000, 1_000],
    [0, 5_000, 9_000, 0],
  ])('countdown started at %i for %i ms has, at %i, %i ms left', (startedAt, duration, now, remaining) => {
    expect(countdownRemainingMs(startedAt, duration, now)).toBe(remaining);
  });
});
