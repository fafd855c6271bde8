/** Payment kinds (2-paying §4 "payment method kinds map to voucher, applePay, googlePay or card"). */
export type PaymentKind = 'voucher' | 'applePay' | 'googlePay' | 'card';

const voucherKinds = new Set(['voucher', 'meal_voucher', 'mealVoucher', 'edenred', 'sodexo', 'conecs']);
const applePayKinds = new Set(['applePay', 'apple_pay']);
const googlePayKinds = new Set(['googlePay', 'google_pay']);

/** Maps a payment method kind (sandbox, Stripe or wallet names) to the product's payment kind. */
export function paymentKind(methodKind: string): PaymentKind {
  if (voucherKinds.has(methodKind)) return 'voucher';
  if (applePayKinds.has(methodKind)) return 'applePay';
  if (googlePayKinds.has(methodKind)) return 'googlePay';
  return 'card';
}

/** Failure steps (2-paying §4 "Payment kind mapping"). */
export type PaymentFailureStep = 'MANUALLY_CANCELLED' | 'HOUSEKEEPING_CANCELLED' | 'PROCESSING_FAILURE' | 'FAILED';

/** A payment intent's end state as both adapters report it. */
export interface IntentEndState {
  status: string;
  cancellationReason?: string | null | undefined;
  lastPaymentErrorCode?: string | null | undefined;
}

/**
 * "A cancelled payment step maps to MANUALLY_CANCELLED or HOUSEKEEPING_CANCELLED; other steps map to
 * PROCESSING_FAILURE or FAILED" (2-paying §4). A cancellation the diner asked for is manual; any other reason
 * (abandoned, expired, automatic) is housekeeping. A processing error is PROCESSING_FAILURE.
 */
export function paymentFailureStep(state: IntentEndState): PaymentFailureStep {
  if (state.status === 'canceled' || state.status === 'cancelled') {
    return state.cancellationReason === 'requested_by_customer' ? 'MANUALLY_CANCELLED' : 'HOUSEKEEPING_CANCELLED';
  }
  if (state.status === 'processing' || state.lastPaymentErrorCode === 'processing_error') return 'PROCESSING_FAILURE';
  return 'FAILED';
}
