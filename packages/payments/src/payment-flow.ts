import { exhaustiveSwitchError } from '@tableside/billing-domain';
import type { PaymentOutcome, ThreeDSecureOutcome } from './payment-provider.js';

/** Where the app goes after a payment (2-paying §4 "Payment flow steps"). */
export type PaymentDestination = 'payment-error-page' | 'success-page' | 'payment-auth-page' | 'recoverable-failure';

/**
 * Engagement failure → payment error page; succeeded → success page; action required → 3-D Secure auth page;
 * initiation failure, processing failure, failed → recoverable failure modal (back to the new payment intent page
 * with the recoverable flag).
 */
export function paymentDestination(outcome: PaymentOutcome): PaymentDestination {
  switch (outcome.kind) {
    case 'engagement-failure':
      return 'payment-error-page';
    case 'succeeded':
      return 'success-page';
    case 'action-required':
      return 'payment-auth-page';
    case 'initiation-failure':
    case 'processing-failure':
    case 'failed':
      return 'recoverable-failure';
    default:
      return exhaustiveSwitchError(outcome);
  }
}

/** Where the app goes after 3-D Secure. */
export type ThreeDSecureDestination = 'success-page' | 'stay' | 'payment-page-recoverable';

/**
 * "succeeded goes to the success page; user-aborted cancellation stays; cancelled, failed or processing failure
 * return to the payment page with the recoverable cause" (2-paying §4).
 */
export function threeDSecureDestination(outcome: ThreeDSecureOutcome): ThreeDSecureDestination {
  switch (outcome.kind) {
    case 'succeeded':
      return 'success-page';
    case 'user-aborted':
      return 'stay';
    case 'cancelled':
    case 'failed':
    case 'processing-failure':
      return 'payment-page-recoverable';
    default:
      return exhaustiveSwitchError(outcome);
  }
}

/** Express checkout steps (2-paying §4, US express checkout). */
export type ExpressCheckoutStep =
  | 'ENGAGED_PAYMENT'
  | 'SUCCEEDED_PAYMENT'
  | 'PAYMENT_ENGAGEMENT_FAILURE'
  | 'ACTION_REQUIRED_PAYMENT'
  | 'PAYMENT_INITIATION_FAILURE'
  | 'PAYMENT_PROCESSING_FAILURE'
  | 'FAILED_PAYMENT';

/** The express checkout step a payment outcome ends on. */
export function expressCheckoutStep(outcome: PaymentOutcome): Exclude<ExpressCheckoutStep, 'ENGAGED_PAYMENT'> {
  switch (outcome.kind) {
    case 'succeeded':
      return 'SUCCEEDED_PAYMENT';
    case 'engagement-failure':
      return 'PAYMENT_ENGAGEMENT_FAILURE';
    case 'action-required':
      return 'ACTION_REQUIRED_PAYMENT';
    case 'initiation-failure':
      return 'PAYMENT_INITIATION_FAILURE';
    case 'processing-failure':
      return 'PAYMENT_PROCESSING_FAILURE';
    case 'failed':
      return 'FAILED_PAYMENT';
    default:
      return exhaustiveSwitchError(outcome);
  }
}
