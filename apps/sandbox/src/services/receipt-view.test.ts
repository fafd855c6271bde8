import { describe, expect, test } from 'vitest';
import { buildReceiptView, describePaymentMethod } from './receipt-view.js';
import { fakeContext } from './testing/start-services.js';

const unit = 100_000;
const eur = (units: number) => ({ amount: Math.round(units * unit), currency: 'EUR' });
const payment = (amount: number, metadata: Record<string, string> = {}) => ({
  paymentId: 'pay-1',
  amount: eur(amount),
  paymentMethod: { type: 'card' as const, brand: 'visa' as const, last4: '4242', behaviour: 'succeeds' as const },
  metadata,
  paidAt: Date.UTC(2026, 5, 1, 12),
});

const product = (productId: string, name: string, price: number, taxRate?: number) => ({
  productId,
  quantity: unit,
  product: { name, unitPriceAfterTax: eur(price), ...(taxRate === undefined ? {} : { taxRate }) },
});

describe('receipt view (2-paying §7 receipt: items or share, VAT lines, tip, total, payment method)', () => {
  test('selected items with the tip from the intent metadata, VAT in proportion to the bill tax line', () => {
    const view = buildReceiptView(payment(42, { tipAmount: String(4 * unit) }), fakeContext);
    expect(view.lines.map((l) => [l.label, l.quantity, l.amount.amount])).toEqual([
      ['Steak frites', 1, 24 * unit],
      ['Glass of wine', 1, 14 * unit],
    ]);
    expect(view.tip).toEqual(eur(4));
    expect(view.vatLines).toEqual([{ label: 'VAT 10%', amount: { amount: 345_454, currency: 'EUR' } }]);
    expect(view.venueAddress).toEqual(['12 rue de la Paix', '75002 Paris', 'France']);
  });

  test('a voucher recorded on the payment is a line of its own: the items before it, the total after it', () => {
    // 38 of items + 4 of tip − 5 of voucher = 37 charged.
    const view = buildReceiptView(payment(37, { tipAmount: String(4 * unit), voucherCode: 'FIVEOFF', voucherDiscount: String(5 * unit) }), fakeContext);
    expect(view.lines.map((l) => [l.label, l.amount.amount])).toEqual([
      ['Steak frites', 24 * unit],
      ['Glass of wine', 14 * unit],
    ]);
    expect(view.voucher).toEqual({ code: 'FIVEOFF', amount: eur(5) });
    expect(view.tip).toEqual(eur(4));
    expect(view.total).toEqual(eur(37));
    expect(buildReceiptView(payment(42, { tipAmount: String(4 * unit) }), fakeContext).voucher).toBeUndefined();
  });

  test('a loyalty reward burnt on the split is a line of its own: the items before it, the total is what the card paid', () => {
    // 38 of items + 4 of tip − 6 of reward = 36 charged.
    const context = { ...fakeContext, split: { ...(fakeContext.split as Record<string, unknown>), loyaltyReward: eur(6) } };
    const view = buildReceiptView(payment(36, { tipAmount: String(4 * unit) }), context);
    expect(view.lines.map((l) => [l.label, l.amount.amount])).toEqual([
      ['Steak frites', 24 * unit],
      ['Glass of wine', 14 * unit],
    ]);
    expect(view.loyaltyReward).toEqual(eur(6));
    expect(view.total).toEqual(eur(36));
    expect(buildReceiptView(payment(42, { tipAmount: String(4 * unit) }), fakeContext).loyaltyReward).toBeUndefined();
  });

  test("per-item tax rates give one VAT line per rate, the core's { items } modality is read", () => {
    const view = buildReceiptView(payment(31), {
      venue: { name: 'Le Petit Zinc', address: { address: '12 rue des Martyrs', city: 'Paris', zipCode: '75009' } },
      bill: { order: { subOrders: [{ quantifiedProducts: [product('a', 'Steak frites', 24.5, 1000), product('b', 'Wine', 6.5, 2000)], charges: [] }] } },
      split: { splitItemsSelection: { items: { a: unit, b: unit } } },
    });
    expect(view.lines.map((l) => l.label)).toEqual(['Steak frites', 'Wine']);
    expect(view.vatLines).toEqual([
      { label: 'VAT 10% included', amount: { amount: 222_727, currency: 'EUR' }, rate: 1000 },
      { label: 'VAT 20% included', amount: { amount: 108_333, currency: 'EUR' }, rate: 2000 },
    ]);
    expect(view.venueAddress).toEqual(['12 rue des Martyrs', '75009 Paris']);
  });

  test.each([
    [
      'a share without items in GB uses the 20% default rate',
      'GB',
      12,
      'Your share of the bill',
      [{ label: 'VAT 20% included', amount: { amount: 200_000, currency: 'EUR' }, rate: 2000 }],
    ],
    ['a share in the US has no VAT line (sales tax is on the bill)', 'US', 12, 'Your share of the bill', []],
  ])('%s', (_rule, countryCode, amount, label, vatLines) => {
    const view = buildReceiptView(payment(amount), { venue: { name: 'Pub', countryCode, address: 'High Street' }, bill: {}, split: {} });
    expect(view.lines).toEqual([{ label, quantity: undefined, amount: eur(amount), kind: 'share' }]);
    expect(view.vatLines).toEqual(vatLines);
    expect(view.venueAddress).toEqual(['High Street']);
  });

  test('a selection whose items do not add up to the share prints one "Selected items" line; no context still prints', () => {
    const mismatched = buildReceiptView(payment(10), { ...fakeContext, split: { splitItemsSelection: { 'p-steak': unit } } });
    expect(mismatched.lines).toEqual([{ label: 'Selected items', quantity: undefined, amount: eur(10), kind: 'selected-items' }]);
    const bare = buildReceiptView(payment(10, { tipAmount: 'abc' }), undefined);
    expect(bare).toMatchObject({ venueName: 'Tableside venue', venueAddress: [], tip: undefined, vatLines: [], timeZone: 'UTC' });
  });

  test.each([
    ['its own timeZone', { countryCode: 'FR', timeZone: 'America/New_York' }, 'America/New_York'],
    ["its country's zone when it names none", { countryCode: 'GB' }, 'Europe/London'],
    ["its country's zone when its timeZone is not an IANA zone", { countryCode: 'FR', timeZone: 'Mars/Olympus' }, 'Europe/Paris'],
  ])('the receipt time is in the venue zone: %s', (_rule, venue, timeZone) => {
    expect(buildReceiptView(payment(10), { venue, bill: {}, split: {} }).timeZone).toBe(timeZone);
  });

  test('a tip on the split (in the payment currency, not above the total) is printed', () => {
    expect(buildReceiptView(payment(10), { venue: {}, bill: {}, split: { tip: eur(2) } }).tip).toEqual(eur(2));
    expect(buildReceiptView(payment(10), { venue: {}, bill: {}, split: { tip: eur(20) } }).tip).toBeUndefined();
  });

  test.each([
    [{ type: 'card', brand: 'visa', last4: '4242', behaviour: 'succeeds' }, 'Visa ending 4242'],
    [{ type: 'card', brand: 'amex', last4: '0005', behaviour: 'succeeds' }, 'American Express ending 0005'],
    [{ type: 'card', brand: 'unknown', last4: '1117', behaviour: 'declined' }, 'Card ending 1117'],
    [{ type: 'meal_voucher', provider: 'edenred' }, 'Edenred meal voucher'],
    [null, 'Card'],
  ] as const)('payment method %j reads "%s"', (method, text) => {
    expect(describePaymentMethod(method)).toBe(text);
  });
});
