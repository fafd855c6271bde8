import { money, venueSchema } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { billDocumentSchema } from './documents/bill-document-schema.js';
import { billDoc, eur, venueDoc } from '../test/fixtures.js';
import { buildTipsModel, serviceChargeRateOf, tipPageFor, tipsPredictionRequest } from './tips-model.js';

const bill = billDocumentSchema.parse(billDoc());
const tipsConfiguration = (overrides: Record<string, unknown>) => {
  const base = venueDoc().tipsSuggestion.configuration;
  return { tipsSuggestion: { configuration: { ...base, ...overrides } } };
};
const venue = (overrides: Record<string, unknown> = {}, configuration: Record<string, unknown> = {}) =>
  venueSchema.parse({ ...venueDoc(overrides), ...tipsConfiguration(configuration) });
const split = (units: number) => ({ billSplitAmount: eur(units) });
const gbBill = billDocumentSchema.parse(
  billDoc({
    order: {
      ...billDoc().order,
      subOrders: [
        { ...billDoc().order.subOrders[0], charges: [{ type: 'SERVICE_CHARGE', model: 'RATE', label: 'Service charge', rate: 1250, chargedAmount: eur(5) }] },
      ],
    },
  }),
);

describe('tips page by venue configuration', () => {
  test.each([
    ['"The tip page is picked by venue configuration: default, FR (coin modals)" (2-paying §4): FR', { countryCode: 'FR' }, {}, bill, 'FR'],
    ['"GB": a GB venue without service charge', { countryCode: 'GB', currency: 'GBP' }, { ukNoTipsWhenServiceCharge: true }, bill, 'GB'],
    [
      '"redirects to the payment page if none applies" (2-paying §2): GB ukNoTipsWhenServiceCharge with a service charge',
      { countryCode: 'GB', currency: 'GBP' },
      { ukNoTipsWhenServiceCharge: true },
      gbBill,
      'NONE',
    ],
    ['"US (smart tip page …)"', { countryCode: 'US', currency: 'USD' }, {}, bill, 'US_SMART'],
    ['"or round-to-nearest-dollar when enabled"', { countryCode: 'US', currency: 'USD' }, { roundToNearestDollarEnabled: true }, bill, 'US_ROUND_UP'],
    ['"default"', { countryCode: 'ES' }, {}, bill, 'DEFAULT'],
    ['tipping disabled goes straight to payment', { countryCode: 'FR' }, { tippingEnabled: false }, bill, 'NONE'],
  ])('%s', (_rule, overrides, configuration, onBill, page) => {
    expect(tipPageFor(venue(overrides, configuration), onBill)).toBe(page);
  });

  test('"special venues" come from the injected list', () => {
    expect(tipPageFor(venue(), bill, ['venue-1'])).toBe('SPECIAL_VENUE');
  });

  test('an unreadable configuration is no tips page', () => {
    const broken = { ...venue(), tipsSuggestion: { configuration: { ...venue().tipsSuggestion.configuration, suggestions: [] } } };
    expect(tipPageFor(broken, bill)).toBe('NONE');
    expect(buildTipsModel({ venue: broken, bill, split: split(20), isLoggedIn: false })).toEqual({ kind: 'skip' });
    expect(tipsPredictionRequest(broken, bill, split(20))).toBeUndefined();
  });
});

describe('buildTipsModel', () => {
  test.each([
    ['"split below 50 units offers 1 euro" (2-paying §5)', 20, 'ONE_EURO'],
    ['"50 to under 100 offers 2 euro"', 60, 'TWO_EUROS'],
    ['"100 and above offers round up to a multiple of 5"', 102, 'ROUND_UP'],
  ])('FR coin modals: %s', (_rule, units, kind) => {
    const model = buildTipsModel({ venue: venue(), bill, split: split(units), isLoggedIn: false });
    expect(model.kind === 'tips' ? model.coinOffer.kind : undefined).toBe(kind);
  });

  test('no coin offer without euroCoinEnabled, nor outside FR', () => {
    const off = buildTipsModel({ venue: venue({}, { euroCoinEnabled: false }), bill, split: split(20), isLoggedIn: false });
    const us = buildTipsModel({
      venue: venue({ countryCode: 'US', currency: 'USD' }),
      bill,
      split: { billSplitAmount: money(2_000_000, 'USD') },
      isLoggedIn: false,
    });
    expect(off.kind === 'tips' ? off.coinOffer.kind : undefined).toBe('NONE');
    expect(us.kind === 'tips' ? us.coinOffer.kind : undefined).toBe('NONE');
  });

  test('"US smart tip preselects the lowest tip" (2-paying §4)', () => {
    const model = buildTipsModel({
      venue: venue({ countryCode: 'US', currency: 'USD' }),
      bill,
      split: { billSplitAmount: money(2_000_000, 'USD') },
      isLoggedIn: false,
    });
    expect(model.kind === 'tips' ? model.suggestions.tips.find((tip) => tip.preselected)?.weight : undefined).toBe('lowest');
  });

  test('the prediction replaces the configured rates when it answered', () => {
    const model = buildTipsModel({
      venue: venue(),
      bill,
      split: split(40),
      isLoggedIn: false,
      prediction: { lowTipsRate: 700, mediumTipsRate: 1200, highTipsRate: 1700, modelMetadata: {} },
    });
    expect(model.kind === 'tips' ? [model.suggestions.source, model.suggestions.tips.map((tip) => tip.rate)] : undefined).toEqual([
      'PREDICTION',
      [700, 1200, 1700, 0],
    ]);
  });

  test.each([
    ['"Logins are mandatory for tips when enforceAccountForTipsForPat is set" (2-paying §4)', true, false, true],
    ['a logged-in guest is not asked', true, true, false],
    ['not set', false, false, false],
  ])('%s', (_rule, enforce, isLoggedIn, required) => {
    const model = buildTipsModel({ venue: venue({}, { enforceAccountForTipsForPat: enforce }), bill, split: split(20), isLoggedIn });
    expect(model.kind === 'tips' ? model.loginRequired : undefined).toBe(required);
  });

  test('the GB service charge with ukNoTipsWhenServiceCharge skips the tips', () => {
    expect(
      buildTipsModel({
        venue: venue({ countryCode: 'GB', currency: 'GBP' }, { ukNoTipsWhenServiceCharge: true }),
        bill: gbBill,
        split: split(20),
        isLoggedIn: false,
      }),
    ).toEqual({ kind: 'skip' });
  });
});

describe('helpers', () => {
  test('serviceChargeRateOf reads the highest SERVICE_CHARGE rate, 0 when none', () => {
    expect(serviceChargeRateOf(gbBill)).toBe(1250);
    expect(serviceChargeRateOf(bill)).toBe(0);
  });

  test('the prediction request carries the wire fields of 2-paying §7 with the rates in hundredths, ascending', () => {
    expect(tipsPredictionRequest(venue(), bill, split(20))).toEqual({
      businessId: 'business-1',
      billId: 'bill-1',
      splitAmount: eur(20),
      totalAmount: eur(56.5),
      productNames: ['Croque-monsieur', 'Steak frites', 'Free water', 'Café'],
      numberOfClients: 2,
      openedAt: bill.issuedAt,
      lowTipsRate: 500,
      mediumTipsRate: 1000,
      highTipsRate: 1500,
      staffName: 'Camille',
    });
  });
});
