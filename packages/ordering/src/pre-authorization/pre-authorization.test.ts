import type { PreAuthorization } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import {
  preAuthorizationPaymentNext,
  preAuthorizationThreeDSecureNext,
  type PreAuthorizationPaymentStep,
  type ThreeDSecureResult,
} from './pre-authorization-steps.js';
import { PRE_AUTHORIZATION_FALLBACK_CURRENCY, preAuthorizationAmount, resolvePreAuthorizationStrategy } from './pre-authorization-strategy.js';

const fixed = { type: 'FIXED_AMOUNT', amount: { amount: 1_000_000, currency: 'EUR' } } as const;

describe('3 §4 "Strategy FIXED_AMOUNT {amount, currency} or FIRST_ORDER_AMOUNT; a feature flag may supply it, defaulting to GBP"', () => {
  test.each<[string, PreAuthorization | undefined, unknown, unknown]>([
    ['not required without a pre-authorisation', undefined, undefined, { ok: true, value: { required: false } }],
    ['not required when disabled', { enabled: false, strategy: fixed }, undefined, { ok: true, value: { required: false } }],
    [
      "the experience's FIXED_AMOUNT",
      { enabled: true, strategy: fixed },
      { type: 'FIRST_ORDER_AMOUNT' },
      { ok: true, value: { required: true, strategy: fixed } },
    ],
    [
      "the experience's FIRST_ORDER_AMOUNT",
      { enabled: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } },
      undefined,
      { ok: true, value: { required: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } } },
    ],
    [
      '"a feature flag may supply it, defaulting to GBP"',
      { enabled: true },
      { type: 'FIXED_AMOUNT', amount: 2_000_000 },
      { ok: true, value: { required: true, strategy: { type: 'FIXED_AMOUNT', amount: { amount: 2_000_000, currency: 'GBP' } } } },
    ],
    [
      'a flag with its own currency',
      { enabled: true },
      { type: 'FIXED_AMOUNT', amount: 2_000_000, currency: 'USD' },
      { ok: true, value: { required: true, strategy: { type: 'FIXED_AMOUNT', amount: { amount: 2_000_000, currency: 'USD' } } } },
    ],
    [
      'a flag with FIRST_ORDER_AMOUNT',
      { enabled: true },
      { type: 'FIRST_ORDER_AMOUNT' },
      { ok: true, value: { required: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } } },
    ],
    ['required, with no strategy anywhere', { enabled: true }, undefined, { ok: false, error: { code: 'PRE_AUTHORIZATION_STRATEGY_MISSING' } }],
    [
      'required, with an invalid flag',
      { enabled: true },
      { type: 'FIXED_AMOUNT', amount: 1.5 },
      { ok: false, error: { code: 'PRE_AUTHORIZATION_STRATEGY_MISSING' } },
    ],
  ])('%s', (_rule, preAuthorization, flag, result) => {
    expect(PRE_AUTHORIZATION_FALLBACK_CURRENCY).toBe('GBP');
    expect(resolvePreAuthorizationStrategy(preAuthorization, flag)).toEqual(result);
  });

  test.each([
    ['FIXED_AMOUNT holds the fixed amount', fixed, { amount: 1_000_000, currency: 'EUR' }],
    ['FIRST_ORDER_AMOUNT holds the first order total', { type: 'FIRST_ORDER_AMOUNT' } as const, { amount: 3_250_000, currency: 'EUR' }],
  ])('%s', (_rule, strategy, held) => {
    expect(preAuthorizationAmount(strategy, { amount: 3_250_000, currency: 'EUR' })).toEqual(held);
  });

  test('an unknown strategy throws', () => {
    expect(() => preAuthorizationAmount(JSON.parse('{"type":"OTHER"}'), { amount: 0, currency: 'EUR' })).toThrow(/Unhandled case/);
  });
});

describe('3 §4 pre-authorisation payment steps', () => {
  const success = { kind: 'successThenConfirmBasket', successScreenMs: 3_000 };
  test.each<[string, PreAuthorizationPaymentStep, unknown]>([
    ['"succeeded shows the success screen 3 s, then the basket is confirmed"', 'SUCCEEDED_PAYMENT', success],
    ['"action required goes to 3-D Secure"', 'ACTION_REQUIRED_PAYMENT', { kind: 'threeDSecure' }],
    ['"failed ... shows a recoverable failure dialog"', 'FAILED_PAYMENT', { kind: 'recoverableFailureDialog' }],
    ['"engagement failure ... shows a recoverable failure dialog"', 'PAYMENT_ENGAGEMENT_FAILURE', { kind: 'recoverableFailureDialog' }],
    ['"initiation failure ... shows a recoverable failure dialog"', 'PAYMENT_INITIATION_FAILURE', { kind: 'recoverableFailureDialog' }],
    ['"processing failure shows a recoverable failure dialog"', 'PAYMENT_PROCESSING_FAILURE', { kind: 'recoverableFailureDialog' }],
  ])('%s', (_rule, step, next) => {
    expect(preAuthorizationPaymentNext(step)).toEqual(next);
  });

  test.each<[string, ThreeDSecureResult, unknown]>([
    ['"success shows the success screen then confirms the basket"', 'succeeded', success],
    ['"cancelled ... returns to the authorisation page with a recoverable flag"', 'canceled', { kind: 'authorizationPage', recoverable: true }],
    ['"failed ... returns to the authorisation page with a recoverable flag"', 'failed', { kind: 'authorizationPage', recoverable: true }],
    ['"processing failure returns to the authorisation page with a recoverable flag"', 'processingFailure', { kind: 'authorizationPage', recoverable: true }],
    ['"user-aborted cancellation stays"', 'userAborted', { kind: 'stay' }],
  ])('3-D Secure: %s', (_rule, result, next) => {
    expect(preAuthorizationThreeDSecureNext(result)).toEqual(next);
  });

  test.each([
    ['payment step', () => preAuthorizationPaymentNext(JSON.parse('"NOPE"'))],
    ['3-D Secure result', () => preAuthorizationThreeDSecureNext(JSON.parse('"NOPE"'))],
  ])('an unknown %s throws', (_case, run) => {
    expect(run).toThrow(/Unhandled case/);
  });
});
