import { describe, expect, test } from 'vitest';
import {
  authenticateIntent,
  cancelIntent,
  captureIntent,
  confirmIntent,
  type IntentState,
  type IntentStatus,
  tokenizeCard,
  type ConfirmMethod,
} from './payment-intent-machine.js';
import { TEST_CARDS, cardBrand, isLuhnValid } from './test-cards.js';

const now = Date.UTC(2026, 5, 1);
const fresh: IntentState = { status: 'requires_payment_method', paymentMethod: null, lastPaymentError: null, cancellationReason: null };
const card = (number: string, expYear = 2030, expMonth = 12): ConfirmMethod => tokenizeCard({ type: 'card', number, expMonth, expYear, cvc: '123' });
const context = { now, enabledMealVoucherProviders: ['edenred'] as const };

function stateOf(result: ReturnType<typeof confirmIntent>): IntentState {
  if (!result.ok) throw new Error(`expected a transition, got ${result.error.code}`);
  return result.state;
}

describe('confirm with Stripe test cards (DESIGN.md "Payment simulator")', () => {
  test.each([
    ['4242 4242 4242 4242 succeeds', TEST_CARDS.succeeds, 'automatic', 'succeeded', null],
    ['4242 4242 4242 4242 held for manual capture', TEST_CARDS.succeeds, 'manual', 'requires_capture', null],
    ['4000 0027 6000 3184 needs 3-D Secure', TEST_CARDS.requires3ds, 'automatic', 'requires_action', null],
    ['4000 0084 0000 1629 goes to 3-D Secure first', TEST_CARDS.declinedAfter3ds, 'automatic', 'requires_action', null],
    ['4000 0000 0000 0002 is declined', TEST_CARDS.declined, 'automatic', 'requires_payment_method', 'card_declined'],
    ['4000 0000 0000 0119 is a processing error', TEST_CARDS.processingError, 'automatic', 'requires_payment_method', 'processing_error'],
    ['a non-test card is declined in test mode', '4111111111111111', 'automatic', 'requires_payment_method', 'card_declined'],
  ] as const)('%s', (_rule, number, capture, status, errorCode) => {
    const state = stateOf(confirmIntent(fresh, capture, card(number), context));
    expect(state.status).toBe(status);
    expect(state.lastPaymentError?.code ?? null).toBe(errorCode);
    expect(state.paymentMethod).toMatchObject({ type: 'card', last4: number.slice(-4) });
  });

  test('an expired card is refused with expired_card', () => {
    const state = stateOf(confirmIntent(fresh, 'automatic', card(TEST_CARDS.succeeds, 2026, 5), context));
    expect(state.lastPaymentError?.code).toBe('expired_card');
    expect(stateOf(confirmIntent(fresh, 'automatic', card(TEST_CARDS.succeeds, 2026, 6), context)).status).toBe('succeeded');
  });

  test.each([
    ['edenred enabled by the venue', 'edenred', true],
    ['sodexo not enabled by the venue', 'sodexo', false],
    ['conecs not enabled by the venue', 'conecs', false],
  ] as const)('meal voucher: %s', (_rule, provider, allowed) => {
    const result = confirmIntent(fresh, 'automatic', { type: 'meal_voucher', provider }, context);
    expect(result.ok).toBe(allowed);
    if (result.ok) expect(result.state.status).toBe('succeeded');
    else expect(result.error).toEqual({ code: 'payment-method-not-available', provider });
  });

  test.each(['requires_action', 'succeeded', 'requires_capture', 'canceled', 'processing'] as const)('confirming an intent in %s is refused', (status) => {
    expect(confirmIntent({ ...fresh, status }, 'automatic', card(TEST_CARDS.succeeds), context)).toEqual({
      ok: false,
      error: { code: 'payment-intent-unexpected-state', status },
    });
  });
});

describe('3-D Secure answers', () => {
  const challenged = (number: string) => stateOf(confirmIntent(fresh, 'automatic', card(number), context));
  test.each([
    ['complete on 3184 succeeds', TEST_CARDS.requires3ds, 'complete', 'automatic', 'succeeded', null],
    ['complete on 3184 with manual capture holds', TEST_CARDS.requires3ds, 'complete', 'manual', 'requires_capture', null],
    ['complete on 1629 is declined after 3-D Secure', TEST_CARDS.declinedAfter3ds, 'complete', 'automatic', 'requires_payment_method', 'card_declined'],
    ['fail is an authentication failure', TEST_CARDS.requires3ds, 'fail', 'automatic', 'requires_payment_method', 'payment_intent_authentication_failure'],
    ['cancel cancels the intent', TEST_CARDS.requires3ds, 'cancel', 'automatic', 'canceled', null],
  ] as const)('%s', (_rule, number, outcome, capture, status, errorCode) => {
    const state = stateOf(authenticateIntent(challenged(number), capture, outcome));
    expect(state.status).toBe(status);
    expect(state.lastPaymentError?.code ?? null).toBe(errorCode);
  });

  test('answering without a pending challenge is refused', () => {
    expect(authenticateIntent(fresh, 'automatic', 'complete')).toEqual({
      ok: false,
      error: { code: 'payment-intent-unexpected-state', status: 'requires_payment_method' },
    });
  });
});

describe('manual capture and cancel (holds)', () => {
  test.each<[IntentStatus, boolean]>([
    ['requires_capture', true],
    ['succeeded', false],
    ['requires_payment_method', false],
  ])('capture from %s allowed: %s', (status, allowed) => {
    const result = captureIntent({ ...fresh, status });
    expect(result.ok).toBe(allowed);
    if (result.ok) expect(result.state.status).toBe('succeeded');
  });

  test.each<[IntentStatus, boolean]>([
    ['requires_payment_method', true],
    ['requires_action', true],
    ['requires_capture', true],
    ['succeeded', false],
    ['canceled', false],
  ])('cancel from %s allowed: %s', (status, allowed) => {
    const result = cancelIntent({ ...fresh, status }, 'requested_by_customer');
    expect(result.ok).toBe(allowed);
    if (result.ok) expect(result.state).toMatchObject({ status: 'canceled', cancellationReason: 'requested_by_customer' });
  });
});

describe('card helpers', () => {
  test.each([
    [TEST_CARDS.succeeds, true],
    ['4242424242424241', false],
    ['12ab', false],
  ])('Luhn of %s is %s', (number, valid) => expect(isLuhnValid(number)).toBe(valid));

  test.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'unknown'],
  ])('brand of %s is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));
});
