import type { PreAuthorizationPaymentStep, ThreeDSecureResult } from '@tableside/ordering';
import type { PaymentOutcome, ThreeDSecureOutcome } from '@tableside/payments';

/** The pre-authorisation step of a card hold's outcome (3-menus §4 "Payment steps"). */
export function holdStep(outcome: PaymentOutcome): PreAuthorizationPaymentStep {
  switch (outcome.kind) {
    case 'succeeded':
      return 'SUCCEEDED_PAYMENT';
    case 'action-required':
      return 'ACTION_REQUIRED_PAYMENT';
    case 'failed':
      return 'FAILED_PAYMENT';
    case 'engagement-failure':
      return 'PAYMENT_ENGAGEMENT_FAILURE';
    case 'initiation-failure':
      return 'PAYMENT_INITIATION_FAILURE';
    case 'processing-failure':
      return 'PAYMENT_PROCESSING_FAILURE';
    default: {
      const unreachable: never = outcome;
      throw new Error(`Unknown payment outcome ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The 3-D Secure result of a hold's challenge (3-menus §4 "3-D Secure"). */
export function holdThreeDSecureResult(outcome: ThreeDSecureOutcome): ThreeDSecureResult {
  switch (outcome.kind) {
    case 'succeeded':
      return 'succeeded';
    case 'cancelled':
      return 'canceled';
    case 'failed':
      return 'failed';
    case 'processing-failure':
      return 'processingFailure';
    case 'user-aborted':
      return 'userAborted';
    default: {
      const unreachable: never = outcome;
      throw new Error(`Unknown 3-D Secure outcome ${JSON.stringify(unreachable)}`);
    }
  }
}
