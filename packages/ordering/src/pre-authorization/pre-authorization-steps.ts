import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { SECOND_MS } from '../shared/durations.js';

/** "success screen 3 s" (3 §9). */
export const PRE_AUTHORIZATION_SUCCESS_SCREEN_MS = 3 * SECOND_MS;

/** Payment steps of the pre-authorisation card checkout (named as in 2 §4). */
export type PreAuthorizationPaymentStep =
  | 'SUCCEEDED_PAYMENT'
  | 'ACTION_REQUIRED_PAYMENT'
  | 'FAILED_PAYMENT'
  | 'PAYMENT_ENGAGEMENT_FAILURE'
  | 'PAYMENT_INITIATION_FAILURE'
  | 'PAYMENT_PROCESSING_FAILURE';

/** Results of the 3-D Secure step. */
export type ThreeDSecureResult = 'succeeded' | 'canceled' | 'failed' | 'processingFailure' | 'userAborted';

/** What the pre-authorisation screens do next. */
export type PreAuthorizationNext =
  | { readonly kind: 'successThenConfirmBasket'; readonly successScreenMs: number }
  | { readonly kind: 'threeDSecure' }
  | { readonly kind: 'recoverableFailureDialog' }
  | { readonly kind: 'authorizationPage'; readonly recoverable: true }
  | { readonly kind: 'stay' };

const success: PreAuthorizationNext = { kind: 'successThenConfirmBasket', successScreenMs: PRE_AUTHORIZATION_SUCCESS_SCREEN_MS };

/**
 * "succeeded shows the success screen 3 s, then the basket is confirmed and the user goes to the basket; action
 * required goes to 3-D Secure; failed, engagement failure, initiation failure or processing failure shows a
 * recoverable failure dialog" (3 §4 Pre-authorisation).
 */
export function preAuthorizationPaymentNext(step: PreAuthorizationPaymentStep): PreAuthorizationNext {
  switch (step) {
    case 'SUCCEEDED_PAYMENT':
      return success;
    case 'ACTION_REQUIRED_PAYMENT':
      return { kind: 'threeDSecure' };
    case 'FAILED_PAYMENT':
    case 'PAYMENT_ENGAGEMENT_FAILURE':
    case 'PAYMENT_INITIATION_FAILURE':
    case 'PAYMENT_PROCESSING_FAILURE':
      return { kind: 'recoverableFailureDialog' };
    default:
      return exhaustiveSwitchError(step);
  }
}

/**
 * "3-D Secure: success shows the success screen then confirms the basket; cancelled, failed or processing failure
 * returns to the authorisation page with a recoverable flag; user-aborted cancellation stays" (3 §4).
 */
export function preAuthorizationThreeDSecureNext(result: ThreeDSecureResult): PreAuthorizationNext {
  switch (result) {
    case 'succeeded':
      return success;
    case 'canceled':
    case 'failed':
    case 'processingFailure':
      return { kind: 'authorizationPage', recoverable: true };
    case 'userAborted':
      return { kind: 'stay' };
    default:
      return exhaustiveSwitchError(result);
  }
}
