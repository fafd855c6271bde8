import { describe, expect, test } from 'vitest';
import { paymentFailureStep, paymentKind, type IntentEndState, type PaymentFailureStep, type PaymentKind } from './payment-mapping.js';

describe('"payment method kinds map to voucher, applePay, googlePay or card" (2-paying §4)', () => {
  test.each<[string, PaymentKind]>([
    ['meal_voucher', 'voucher'],
    ['edenred', 'voucher'],
    ['sodexo', 'voucher'],
    ['conecs', 'voucher'],
    ['voucher', 'voucher'],
    ['apple_pay', 'applePay'],
    ['applePay', 'applePay'],
    ['google_pay', 'googlePay'],
    ['googlePay', 'googlePay'],
    ['card', 'card'],
    ['link', 'card'],
  ])('%s → %s', (kind, expected) => expect(paymentKind(kind)).toBe(expected));
});

describe('"A cancelled payment step maps to MANUALLY_CANCELLED or HOUSEKEEPING_CANCELLED; other steps map to PROCESSING_FAILURE or FAILED"', () => {
  test.each<[string, IntentEndState, PaymentFailureStep]>([
    ['cancelled by the diner', { status: 'canceled', cancellationReason: 'requested_by_customer' }, 'MANUALLY_CANCELLED'],
    ['abandoned', { status: 'canceled', cancellationReason: 'abandoned' }, 'HOUSEKEEPING_CANCELLED'],
    ['expired without a reason', { status: 'cancelled' }, 'HOUSEKEEPING_CANCELLED'],
    ['processing error', { status: 'requires_payment_method', lastPaymentErrorCode: 'processing_error' }, 'PROCESSING_FAILURE'],
    ['still processing', { status: 'processing' }, 'PROCESSING_FAILURE'],
    ['declined', { status: 'requires_payment_method', lastPaymentErrorCode: 'card_declined' }, 'FAILED'],
  ])('%s → %s', (_case, state, expected) => expect(paymentFailureStep(state)).toBe(expected));
});
