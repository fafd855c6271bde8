import { describe, expect, test } from 'vitest';
import { HOUR, NOW, eur } from '../../test/fixtures.js';
import { preAuthorizationRequirement } from './pre-authorization.js';
import { isStoredTabStale, localTabStatus } from './tab-status.js';

describe('1-core §4 tab', () => {
  test.each([
    ['OPEN is live (a billId is present)', { billId: 'bill-1' }, 'OPEN'],
    ['OPEN is live (a billId is present)', { billId: 'bill-1', status: 'INITIALISATION_FAILED' as const }, 'OPEN'],
    ['INITIALISATION_FAILED is a failure', { status: 'INITIALISATION_FAILED' as const }, 'INITIALISATION_FAILED'],
    ['otherwise INITIATING', {}, 'INITIATING'],
    ['otherwise INITIATING', { billId: '' }, 'INITIATING'],
  ])('%s: %j', (_rule, tab, expected) => {
    expect(localTabStatus(tab)).toBe(expected);
  });

  test.each([
    ['A stored tab older than 6 hours is stale', 6 * HOUR, false],
    ['A stored tab older than 6 hours is stale', 6 * HOUR + 1, true],
  ])('%s: age %d ms', (_rule, age, expected) => {
    expect(isStoredTabStale({ createdAt: NOW - age }, NOW)).toBe(expected);
  });
});

describe('1-core §4 pre-authorisation', () => {
  const fixed = { type: 'FIXED_AMOUNT' as const, amount: eur(5000) };
  test.each([
    [
      'Required ... with FIXED_AMOUNT',
      { experience: { experienceId: 'e', preAuthorization: { enabled: true, strategy: fixed } } },
      undefined,
      { required: true, strategy: fixed },
    ],
    [
      'Required ... with FIRST_ORDER_AMOUNT',
      { experience: { experienceId: 'e', preAuthorization: { enabled: true, strategy: { type: 'FIRST_ORDER_AMOUNT' as const } } } },
      undefined,
      { required: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } },
    ],
    ['Required or not', { experience: { experienceId: 'e', preAuthorization: { enabled: false, strategy: fixed } } }, undefined, { required: false }],
    ['Required or not', {}, undefined, { required: false }],
    [
      'A feature flag can supply it, with GBP as the fallback currency',
      {},
      { enabled: true, strategy: 'FIXED_AMOUNT' as const, amount: 2_000_000 },
      { required: true, strategy: { type: 'FIXED_AMOUNT', amount: { amount: 2_000_000, currency: 'GBP' } } },
    ],
    [
      'A feature flag can supply it, with GBP as the fallback currency (unknown currency)',
      {},
      { enabled: true, strategy: 'FIXED_AMOUNT' as const, amount: 2_000_000, currency: 'XXX1' },
      { required: true, strategy: { type: 'FIXED_AMOUNT', amount: { amount: 2_000_000, currency: 'GBP' } } },
    ],
    [
      'A feature flag can supply it (its own currency)',
      {},
      { enabled: true, strategy: 'FIXED_AMOUNT' as const, amount: 2_000_000, currency: 'EUR' },
      { required: true, strategy: { type: 'FIXED_AMOUNT', amount: { amount: 2_000_000, currency: 'EUR' } } },
    ],
    [
      'A feature flag can supply it: FIRST_ORDER_AMOUNT',
      {},
      { enabled: true, strategy: 'FIRST_ORDER_AMOUNT' as const },
      { required: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } },
    ],
    ['A disabled feature flag supplies nothing', {}, { enabled: false, strategy: 'FIXED_AMOUNT' as const, amount: 1 }, { required: false }],
    ['A fixed amount flag without amount supplies nothing', {}, { enabled: true, strategy: 'FIXED_AMOUNT' as const }, { required: false }],
  ])('%s', (_rule, tableDevice, flag, expected) => {
    expect(preAuthorizationRequirement(tableDevice, flag)).toEqual(expected);
  });
});
