import { preAuthorizationPaymentNext, preAuthorizationThreeDSecureNext } from '@tableside/ordering';
import type { PaymentOutcome, ThreeDSecureOutcome } from '@tableside/payments';
import { describe, expect, test } from 'vitest';
import { holdStep, holdThreeDSecureResult } from './hold-step.js';

const base = { paymentId: 'p1' };

describe('pre-authorisation payment steps (3-menus §4)', () => {
  test.each<[string, PaymentOutcome, string]>([
    [
      '"succeeded shows the success screen 3 s, then the basket is confirmed"',
      { ...base, kind: 'succeeded', intentId: 'i', captured: false },
      'successThenConfirmBasket',
    ],
    ['"action required goes to 3-D Secure"', { ...base, kind: 'action-required', intentId: 'i', redirectUrl: '/3ds' }, 'threeDSecure'],
    [
      '"failed ... shows a recoverable failure dialog"',
      { ...base, kind: 'failed', intentId: 'i', code: 'card_declined', message: 'declined' },
      'recoverableFailureDialog',
    ],
    ['"engagement failure ... shows a recoverable failure dialog"', { ...base, kind: 'engagement-failure', error: { code: 'x' } }, 'recoverableFailureDialog'],
    [
      '"initiation failure ... shows a recoverable failure dialog"',
      { ...base, kind: 'initiation-failure', code: 'x', message: 'x' },
      'recoverableFailureDialog',
    ],
    [
      '"processing failure shows a recoverable failure dialog"',
      { ...base, kind: 'processing-failure', intentId: undefined, code: 'x', message: 'x' },
      'recoverableFailureDialog',
    ],
  ])('%s', (_rule, outcome, next) => {
    expect(preAuthorizationPaymentNext(holdStep(outcome)).kind).toBe(next);
  });

  test.each<[string, ThreeDSecureOutcome, string]>([
    ['"success shows the success screen then confirms the basket"', { kind: 'succeeded', intentId: 'i' }, 'successThenConfirmBasket'],
    ['"cancelled ... returns to the authorisation page with a recoverable flag"', { kind: 'cancelled', intentId: 'i' }, 'authorizationPage'],
    ['"failed ... returns to the authorisation page"', { kind: 'failed', intentId: 'i', code: 'x', message: 'x' }, 'authorizationPage'],
    ['"processing failure returns to the authorisation page"', { kind: 'processing-failure', intentId: 'i', code: 'x', message: 'x' }, 'authorizationPage'],
    ['"user-aborted cancellation stays"', { kind: 'user-aborted', intentId: 'i' }, 'stay'],
  ])('3-D Secure: %s', (_rule, outcome, next) => {
    expect(preAuthorizationThreeDSecureNext(holdThreeDSecureResult(outcome)).kind).toBe(next);
  });
});
