import { tableDeviceSchema } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { holdAmountFor } from './hold-amount.js';

const U = 100_000;
const device = (preAuthorization?: unknown) =>
  tableDeviceSchema.parse({
    id: 'd1',
    name: 'T1',
    tableId: 't1',
    venueId: 'v1',
    experience: { experienceId: 'e1', ...(preAuthorization ? { preAuthorization } : {}) },
  });
const basket = {
  id: 'b1',
  expiresAt: 0,
  items: [{ menuId: 'm', productId: 'p', productName: 'Pie', subItems: [], quantity: 2, unitPrice: { amount: 15 * U, currency: 'GBP' } }],
};

describe('the table hold (3-menus §4 Pre-authorisation "Strategy FIXED_AMOUNT {amount, currency} or FIRST_ORDER_AMOUNT")', () => {
  test.each([
    [
      'FIXED_AMOUNT holds the fixed amount',
      { enabled: true, strategy: { type: 'FIXED_AMOUNT', amount: { amount: 20 * U, currency: 'GBP' } } },
      { ok: true, value: { amount: 20 * U, currency: 'GBP' } },
    ],
    [
      'FIRST_ORDER_AMOUNT holds the basket total',
      { enabled: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } },
      { ok: true, value: { amount: 30 * U, currency: 'GBP' } },
    ],
    ['no requirement', { enabled: false }, { ok: false, error: { code: 'NOT_REQUIRED' } }],
    ['required without a strategy (no feature flag here)', { enabled: true }, { ok: false, error: { code: 'PRE_AUTHORIZATION_STRATEGY_MISSING' } }],
  ])('%s', (_rule, preAuthorization, expected) => {
    expect(holdAmountFor(device(preAuthorization), basket, 'GBP')).toEqual(expected);
  });

  test('a device without an experience needs no hold', () => {
    expect(holdAmountFor(tableDeviceSchema.parse({ id: 'd1', name: 'T1', tableId: 't1', venueId: 'v1' }), undefined, 'GBP')).toEqual({
      ok: false,
      error: { code: 'NOT_REQUIRED' },
    });
  });
});
