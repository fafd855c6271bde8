import { describe, expect, test } from 'vitest';
import { expressCheckoutStep, paymentDestination, threeDSecureDestination } from './payment-flow.js';
import type { PaymentOutcome, ThreeDSecureOutcome } from './payment-provider.js';

const paymentId = 'payment-1';
const outcomes = {
  engagementFailure: { kind: 'engagement-failure', paymentId, error: { code: 'bill-split-amount-changed-between-issue-and-engage' } },
  succeeded: { kind: 'succeeded', paymentId, intentId: 'pi_1', captured: true },
  actionRequired: { kind: 'action-required', paymentId, intentId: 'pi_1', redirectUrl: '/sandbox-payments/3ds/pi_1' },
  initiationFailure: { kind: 'initiation-failure', paymentId, code: 'network-error', message: 'offline' },
  processingFailure: { kind: 'processing-failure', paymentId, intentId: 'pi_1', code: 'processing_error', message: 'try again' },
  failed: { kind: 'failed', paymentId, intentId: 'pi_1', code: 'card_declined', message: 'declined' },
} satisfies Record<string, PaymentOutcome>;

describe('payment flow steps (2-paying §4 "Payment flow steps")', () => {
  test.each<[string, PaymentOutcome, ReturnType<typeof paymentDestination>, ReturnType<typeof expressCheckoutStep>]>([
    ['"Engagement failure | Payment error page"', outcomes.engagementFailure, 'payment-error-page', 'PAYMENT_ENGAGEMENT_FAILURE'],
    ['"Succeeded | Success page"', outcomes.succeeded, 'success-page', 'SUCCEEDED_PAYMENT'],
    ['"Action required | 3-D Secure auth page"', outcomes.actionRequired, 'payment-auth-page', 'ACTION_REQUIRED_PAYMENT'],
    ['"Initiation failure … Recoverable failure modal"', outcomes.initiationFailure, 'recoverable-failure', 'PAYMENT_INITIATION_FAILURE'],
    ['"processing failure … Recoverable failure modal"', outcomes.processingFailure, 'recoverable-failure', 'PAYMENT_PROCESSING_FAILURE'],
    ['"failed | Recoverable failure modal"', outcomes.failed, 'recoverable-failure', 'FAILED_PAYMENT'],
  ])('%s', (_rule, outcome, destination, step) => {
    expect(paymentDestination(outcome)).toBe(destination);
    expect(expressCheckoutStep(outcome)).toBe(step);
  });
});

describe('3-D Secure results (2-paying §4)', () => {
  test.each<[string, ThreeDSecureOutcome, ReturnType<typeof threeDSecureDestination>]>([
    ['"succeeded goes to the success page"', { kind: 'succeeded', intentId: 'pi_1' }, 'success-page'],
    ['"user-aborted cancellation stays"', { kind: 'user-aborted', intentId: 'pi_1' }, 'stay'],
    ['"cancelled … return to the payment page with the recoverable cause"', { kind: 'cancelled', intentId: 'pi_1' }, 'payment-page-recoverable'],
    ['"failed … return to the payment page"', { kind: 'failed', intentId: 'pi_1', code: 'card_declined', message: 'x' }, 'payment-page-recoverable'],
    [
      '"processing failure return to the payment page"',
      { kind: 'processing-failure', intentId: 'pi_1', code: 'processing_error', message: 'x' },
      'payment-page-recoverable',
    ],
  ])('%s', (_rule, outcome, destination) => {
    expect(threeDSecureDestination(outcome)).toBe(destination);
  });
});
