import { err, ok } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import type { PaymentOutcome, PaymentProvider, PaymentRequest } from './payment-provider.js';
import { runPayment } from './run-payment.js';

function recordingProvider(outcome: (request: PaymentRequest) => PaymentOutcome) {
  const requests: PaymentRequest[] = [];
  const provider: PaymentProvider = {
    name: 'sandbox',
    confirm: (request) => {
      requests.push(request);
      return Promise.resolve(outcome(request));
    },
    completeAuthentication: (intentId) => Promise.resolve({ kind: 'succeeded', intentId }),
    mountCardFields: () => Promise.resolve({ collect: () => Promise.resolve({ ok: false, code: 'card-frame-unavailable' }), destroy: () => undefined }),
  };
  return { provider, requests };
}

const request = {
  billId: 'bill-1',
  splitId: 'split-1',
  paymentMethod: { kind: 'card', paymentMethodId: 'pm_0123456789abcdef0123456789abcdef' },
  returnUrl: '/auth',
} as const;

describe('"The split is engaged with a new payment id, then the payment provider runs" (2-paying §4)', () => {
  test('the provider charges the engaged split amount plus the tip, under the new payment id', async () => {
    const { provider, requests } = recordingProvider((r) => ({ kind: 'succeeded', paymentId: r.paymentId, intentId: 'pi_1', captured: true }));
    const engaged: string[] = [];
    const steps: string[] = [];
    const outcome = await runPayment({
      provider,
      engage: (paymentId) => {
        engaged.push(paymentId ?? 'none');
        return Promise.resolve(ok({ billSplitAmount: { amount: 2_000_000, currency: 'EUR' } }));
      },
      newPaymentId: () => 'payment-42',
      request: { ...request, tip: { amount: 300_000, currency: 'EUR' } },
      onStep: (step) => steps.push(step),
    });
    expect(engaged).toEqual(['payment-42']);
    expect(requests[0]).toMatchObject({ paymentId: 'payment-42', amount: { amount: 2_300_000, currency: 'EUR' } });
    expect(outcome.kind).toBe('succeeded');
    expect(steps).toEqual(['ENGAGED_PAYMENT', 'SUCCEEDED_PAYMENT']);
  });

  test('without a tip the engaged amount is charged as is', async () => {
    const { provider, requests } = recordingProvider((r) => ({
      kind: 'failed',
      paymentId: r.paymentId,
      intentId: undefined,
      code: 'card_declined',
      message: 'no',
    }));
    const outcome = await runPayment({
      provider,
      engage: () => Promise.resolve(ok({ billSplitAmount: { amount: 1_000_000, currency: 'EUR' } })),
      newPaymentId: () => 'payment-43',
      request,
    });
    expect(requests[0]?.amount).toEqual({ amount: 1_000_000, currency: 'EUR' });
    expect(outcome.kind).toBe('failed');
  });

  test('an engagement failure carries the domain reason and amounts, and the provider never runs', async () => {
    const { provider, requests } = recordingProvider(() => {
      throw new Error('must not be called');
    });
    const error = {
      code: 'bill-split-amount-changed-between-issue-and-engage',
      previousBillSplitAmount: { amount: 1_000_000, currency: 'EUR' },
      newBillSplitAmount: { amount: 1_200_000, currency: 'EUR' },
    };
    const outcome = await runPayment({ provider, engage: () => Promise.resolve(err(error)), newPaymentId: () => 'payment-44', request });
    expect(outcome).toEqual({ kind: 'engagement-failure', paymentId: 'payment-44', error });
    expect(requests).toHaveLength(0);
  });

  test('without a proposed id the server generates it: the provider runs under the answered payment id', async () => {
    const { provider, requests } = recordingProvider((r) => ({ kind: 'succeeded', paymentId: r.paymentId, intentId: 'pi_2', captured: true }));
    const proposed: (string | undefined)[] = [];
    const outcome = await runPayment({
      provider,
      engage: (paymentId) => {
        proposed.push(paymentId);
        return Promise.resolve(ok({ billSplitAmount: { amount: 1_000_000, currency: 'EUR' }, paymentId: 'pay_server' }));
      },
      request,
    });
    expect(proposed).toEqual([undefined]);
    expect(requests[0]?.paymentId).toBe('pay_server');
    expect(outcome).toMatchObject({ kind: 'succeeded', paymentId: 'pay_server' });
  });

  test('a split already settled (a retry after a crash) lands on success without charging again', async () => {
    const { provider, requests } = recordingProvider(() => {
      throw new Error('must not be called');
    });
    const steps: string[] = [];
    const outcome = await runPayment({
      provider,
      engage: () => Promise.resolve(ok({ billSplitAmount: { amount: 1_000_000, currency: 'EUR' }, paymentId: 'pay_first', settled: true })),
      request,
      onStep: (step) => steps.push(step),
    });
    expect(outcome).toEqual({ kind: 'succeeded', paymentId: 'pay_first', intentId: 'pay_first', captured: true });
    expect(requests).toHaveLength(0);
    expect(steps).toEqual(['ENGAGED_PAYMENT', 'SUCCEEDED_PAYMENT']);
  });
});
