import { describe, expect, test } from 'vitest';
import { bill, billInput, eur, storedSplit, venueInput } from '../../test/fixtures.js';
import { billSchema } from './bill.js';
import { billSplitSchema, storedBillSplitSchema } from './bill-split.js';
import { chargeSchema } from './charge.js';
import { countSchema, isSupportedCountry } from './common.js';
import { globalSettingsSchema } from './global-settings.js';
import { paymentLineKindSchema } from './payment-line-kind.js';
import { receiptFormSchema } from './receipt-form.js';
import { splitTypeSchema } from './split-type.js';
import { tabSchema } from './tab.js';
import { tableDeviceSchema } from './table-device.js';
import { tipsPredictionResponseSchema } from './tips-prediction.js';
import { venueSchema } from './venue.js';
import { voucherResultSchema } from './voucher.js';

describe('1-core §5 validation rules', () => {
  test.each([
    ['Split share counts and guest counts are numbers of at least 0', 0, true],
    ['Split share counts and guest counts are numbers of at least 0', 3, true],
    ['Split share counts and guest counts are numbers of at least 0', -1, false],
  ])('%s: %d valid=%s', (_rule, value, valid) => {
    expect(countSchema.safeParse(value).success).toBe(valid);
  });

  test.each([
    ['Money amounts at least 0', { totalBillAmount: eur(0) }, true],
    ['Money amounts at least 0', { totalBillAmount: eur(-1) }, false],
    ['Split share counts and guest counts are numbers of at least 0', { order: { ...billInput().order, numberOfGuests: -1 } }, false],
    ['A bill left to pay goes below zero after an overpayment ("left-to-pay at most 0")', { leftToPay: eur(-100) }, true],
  ])('%s: %j valid=%s', (_rule, overrides, valid) => {
    expect(billSchema.safeParse(billInput(overrides)).success).toBe(valid);
  });

  test.each([
    ['A charge rate at least 0', 0, true],
    ['A charge rate at least 0', 1250, true],
    ['A charge rate at least 0', -1, false],
  ])('%s: rate %d valid=%s', (_rule, rate, valid) => {
    const charge = { type: 'SERVICE_CHARGE', model: 'RATE', label: 'Service', rate, chargedAmount: eur(100) };
    expect(chargeSchema.safeParse(charge).success).toBe(valid);
  });

  test.each([
    ['A discount amount above 0, with its impact on the split total below 0', eur(500), eur(-500), true],
    ['A discount amount above 0, with its impact on the split total below 0', eur(0), eur(-500), false],
    ['A discount amount above 0, with its impact on the split total below 0', eur(500), eur(0), false],
    ['A discount amount above 0, with its impact on the split total below 0', eur(500), eur(100), false],
  ])('%s: amount %j impact %j valid=%s', (_rule, amount, impactOnSplitTotal, valid) => {
    const split = { splitId: 's', splitType: 'BY_AMOUNT', billSplitAmount: eur(100), discount: { label: 'Promo', amount, impactOnSplitTotal } };
    expect(billSplitSchema.safeParse(split).success).toBe(valid);
  });

  test.each([
    ['The venue country must be in the supported list and the currency known', 'FR', 'EUR', true],
    ['The venue country must be in the supported list and the currency known', 'GB', 'GBP', true],
    ['The venue country must be in the supported list and the currency known', 'US', 'USD', true],
    ['The venue country must be in the supported list and the currency known', 'ZZ', 'EUR', false],
    ['The venue country must be in the supported list and the currency known', 'FR', 'XYZ', false],
  ])('%s: %s %s valid=%s', (_rule, countryCode, currency, valid) => {
    expect(venueSchema.safeParse({ ...venueInput(), countryCode, currency }).success).toBe(valid);
  });

  test.each([
    ['Venue records are checked for valid enrollmentId', { enrollmentId: '' }],
    ['Venue records are checked for valid businessId', { businessId: '' }],
    ['Venue records are checked for valid tipsSuggestion', { tipsSuggestion: undefined }],
  ])('%s', (_rule, overrides) => {
    expect(venueSchema.safeParse(venueInput(overrides)).success).toBe(false);
  });

  test.each(['FR', 'GB', 'US', 'ES', 'IT', 'PT', 'DE', 'BE', 'NL', 'CA'])('%s is a supported country', (code) => {
    expect(isSupportedCountry(code)).toBe(true);
  });
});

describe('defaults and wire shapes', () => {
  test('euroCoinEnabled (default true); paymentsEnabled stays absent so that missing means true', () => {
    const parsed = venueSchema.parse(venueInput());
    expect(parsed.tipsSuggestion.configuration.euroCoinEnabled).toBe(true);
    expect(parsed.paymentsEnabled).toBeUndefined();
    expect(parsed.configuration).toEqual({ SPLIT_BY_ITEMS_ENABLED: false, SPLIT_BY_SHARE_ENABLED: false, SPLIT_BY_CUSTOM_AMOUNT_ENABLED: false });
  });

  test('a bill keeps its keyed map of sundayBillSplits and its stored split fields', () => {
    const parsed = bill({
      sundayBillSplits: {
        'split-1': storedSplit({
          status: 'PAID',
          paymentId: 'pay-1',
          consumer: { guestId: 'device-1' },
          origin: 'PDQ',
          tips: eur(100),
          error: { type: 'bill-split-exceeds-forecasted-left-to-pay', previousBillSplitAmount: eur(10), newBillSplitAmount: eur(20) },
        }),
      },
      ongoingSplitByShare: { baseAmount: eur(3000), numberOfGuests: 3, shares: 1 },
      itemsManuallyMarkedAsPaid: [{ id: 'p-burger', quantity: 100_000 }],
    });
    expect(parsed.sundayBillSplits['split-1']?.status).toBe('PAID');
    expect(parsed.nonSundayBillSplits).toEqual([]);
    expect(parsed.order.subOrders[0]?.quantifiedProducts[0]?.quantity).toBe(200_000);
  });

  test.each([
    ['ISSUED', true],
    ['REGISTERED_FULLY_DISCOUNTED', true],
    ['CANCELLED', false],
  ])('split status %s valid=%s', (status, valid) => {
    expect(storedBillSplitSchema.safeParse(storedSplit({ status: status as never })).success).toBe(valid);
  });

  test.each([
    [
      {
        id: 'd',
        name: 'T1',
        tableId: 't',
        venueId: 'v',
        experience: { experienceId: 'e', preAuthorization: { enabled: true, strategy: { type: 'FIXED_AMOUNT', amount: eur(5000) } } },
      },
      true,
    ],
    [
      {
        id: 'd',
        name: 'T1',
        tableId: 't',
        venueId: 'v',
        experience: { experienceId: 'e', preAuthorization: { enabled: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } } },
      },
      true,
    ],
    [
      { id: 'd', name: 'T1', tableId: 't', venueId: 'v', experience: { experienceId: 'e', preAuthorization: { enabled: true, strategy: { type: 'OTHER' } } } },
      false,
    ],
  ])('table device %j valid=%s', (device, valid) => {
    expect(tableDeviceSchema.safeParse(device).success).toBe(valid);
  });

  test('Receipt form defaults: empty strings for missing guests names, purpose, name, address; guests parsed as a number', () => {
    expect(receiptFormSchema.parse({ guests: '3' })).toEqual({ guests: 3, guestsNames: '', businessPurpose: '', name: '', address: '', email: '' });
  });

  test.each([
    [tabSchema, { status: 'OPEN', tabId: 't', displayId: '12', paymentId: 'p' }],
    [voucherResultSchema, { code: 'WELCOME', data: { expiredDate: '2026-01-01', minimalAmount: 10, currency: 'EUR', maxUse: 1 } }],
    [globalSettingsSchema, { allPaymentsEnabled: true }],
    [tipsPredictionResponseSchema, { lowTipsRate: 15, mediumTipsRate: 18, highTipsRate: 20, modelMetadata: { version: '1' } }],
    [paymentLineKindSchema, 'loyalty-reward-applied-via-sunday'],
    [splitTypeSchema, 'CHECK_SEAT'],
  ])('%# parses a spec-shaped value', (schema, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
});
