import { describe, expect, test, vi } from 'vitest';
import type { PaymentRequest } from './payment-provider.js';
import type { StripeClient, StripeIntentResult } from './stripe-client.js';
import { createStripePaymentProvider, type CreateStripeIntent } from './stripe-payment-provider.js';

const request: PaymentRequest = {
  amount: { amount: 4_250_000, currency: 'EUR' },
  billId: 'bill-1',
  splitId: 'split-1',
  paymentId: 'payment-1',
  paymentMethod: { kind: 'paymentElement' },
  returnUrl: 'https://pay.example/auth',
};

function fakeStripe(overrides: Partial<StripeClient> = {}) {
  const client: StripeClient = {
    mountPaymentElement: vi.fn(),
    updatePaymentElement: vi.fn(() => Promise.resolve()),
    submit: vi.fn(() => Promise.resolve({})),
    confirmPayment: vi.fn((): Promise<StripeIntentResult> => Promise.resolve({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
    handleNextAction: vi.fn((): Promise<StripeIntentResult> => Promise.resolve({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
    ...overrides,
  };
  return client;
}

const createIntent: CreateStripeIntent = () => Promise.resolve({ ok: true, value: { intentId: 'pi_1', clientSecret: 'pi_1_secret' } });

function providerWith(client: StripeClient | null, create: CreateStripeIntent = createIntent) {
  const loadStripe = vi.fn(() => Promise.resolve(client));
  return { provider: createStripePaymentProvider({ publishableKey: 'pk_test_1', createIntent: create, loadStripe }), loadStripe };
}

describe('Stripe adapter (Payment Element, injected Stripe)', () => {
  test("the card fields are the Payment Element (Stripe's own frame): collect gives the element, never a card", async () => {
    const client = fakeStripe();
    const { provider } = providerWith(client);
    const target = { replaceChildren: vi.fn() } as unknown as HTMLElement;
    const fields = await provider.mountCardFields(target, { amount: request.amount, captureMethod: 'manual', locale: 'fr-BE', title: 'Card details' });
    // fr-BE is not one of Stripe's locales: Stripe picks the browser's.
    expect(client.mountPaymentElement).toHaveBeenCalledWith(target, { amount: 4250, currency: 'eur', captureMethod: 'manual' });
    expect(await fields.collect()).toEqual({ ok: true, paymentMethod: { kind: 'paymentElement' } });
    fields.destroy();
    expect(target.replaceChildren).toHaveBeenCalled();
    await provider.mountCardFields(target, { amount: request.amount, locale: 'fr', title: 'Carte' });
    expect(client.mountPaymentElement).toHaveBeenLastCalledWith(target, { amount: 4250, currency: 'eur', captureMethod: 'automatic', locale: 'fr' });
  });

  test('a tip changing the amount updates the mounted Payment Element (deferred intent: elements.update with the new amount)', async () => {
    const client = fakeStripe();
    const { provider } = providerWith(client);
    const fields = await provider.mountCardFields({ replaceChildren: vi.fn() } as unknown as HTMLElement, {
      amount: request.amount,
      locale: 'en-GB',
      title: 'Card details',
    });
    expect(client.updatePaymentElement).not.toHaveBeenCalled();
    // 42.50 € plus a 4.25 € tip.
    await fields.updateAmount?.({ amount: 4_675_000, currency: 'EUR' });
    expect(client.updatePaymentElement).toHaveBeenCalledExactlyOnceWith({ amount: 4675, currency: 'eur' });
  });

  test('card fields without Stripe.js collect nothing', async () => {
    const { provider } = providerWith(null);
    const fields = await provider.mountCardFields({ replaceChildren: vi.fn() } as unknown as HTMLElement, {
      amount: request.amount,
      locale: 'en-GB',
      title: 'Card details',
    });
    expect(await fields.collect()).toEqual({ ok: false, code: 'card-frame-unavailable' });
  });

  test('Stripe.js loads once, lazily, and the Payment Element gets the amount in minor units', async () => {
    const client = fakeStripe();
    const { provider, loadStripe } = providerWith(client);
    expect(loadStripe).not.toHaveBeenCalled();
    expect(await provider.mountPaymentElement('#payment', { amount: request.amount, captureMethod: 'manual', locale: 'fr' })).toEqual({ ok: true });
    await provider.confirm(request);
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(client.mountPaymentElement).toHaveBeenCalledWith('#payment', { amount: 4250, currency: 'eur', captureMethod: 'manual', locale: 'fr' });
    expect(client.confirmPayment).toHaveBeenCalledWith('pi_1_secret', 'https://pay.example/auth');
  });

  test.each<[string, StripeIntentResult, object]>([
    ['succeeded', { paymentIntent: { id: 'pi_1', status: 'succeeded' } }, { kind: 'succeeded', captured: true }],
    ['held for capture', { paymentIntent: { id: 'pi_1', status: 'requires_capture' } }, { kind: 'succeeded', captured: false }],
    [
      'requires 3-D Secure',
      { paymentIntent: { id: 'pi_1', status: 'requires_action', next_action: { redirect_to_url: { url: 'https://hooks.stripe.com/3ds' } } } },
      { kind: 'action-required', redirectUrl: 'https://hooks.stripe.com/3ds' },
    ],
    ['requires an action without a URL', { paymentIntent: { id: 'pi_1', status: 'requires_action' } }, { kind: 'action-required', redirectUrl: '' }],
    ['still processing', { paymentIntent: { id: 'pi_1', status: 'processing' } }, { kind: 'processing-failure', code: 'processing' }],
    [
      'declined on the intent',
      { paymentIntent: { id: 'pi_1', status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Declined' } } },
      { kind: 'failed', code: 'card_declined', message: 'Declined' },
    ],
    ['a card error', { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }, { kind: 'failed', code: 'card_declined' }],
    ['a card processing error', { error: { type: 'card_error', code: 'processing_error' } }, { kind: 'processing-failure', code: 'processing_error' }],
    ['a validation error', { error: { type: 'validation_error', code: 'incomplete_number' } }, { kind: 'initiation-failure', code: 'incomplete_number' }],
    ['an API connection error', { error: { type: 'api_connection_error' } }, { kind: 'processing-failure', code: 'api_connection_error' }],
  ])('confirmPayment %s', async (_case, result, expected) => {
    const { provider } = providerWith(fakeStripe({ confirmPayment: () => Promise.resolve(result) }));
    await provider.mountPaymentElement('#payment', { amount: request.amount });
    expect(await provider.confirm(request)).toMatchObject({ paymentId: 'payment-1', ...expected });
  });

  test('an incomplete Payment Element fails to initiate before any intent is created', async () => {
    const create = vi.fn(createIntent);
    const { provider } = providerWith(
      fakeStripe({ submit: () => Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_cvc', message: 'Incomplete' } }) }),
      create,
    );
    expect(await provider.confirm(request)).toMatchObject({ kind: 'initiation-failure', code: 'incomplete_cvc' });
    expect(create).not.toHaveBeenCalled();
  });

  test('a server refusal to create the intent is an initiation failure', async () => {
    const { provider } = providerWith(fakeStripe(), () => Promise.resolve({ ok: false, error: { code: 'http-500', message: 'down' } }));
    expect(await provider.confirm(request)).toMatchObject({ kind: 'initiation-failure', code: 'http-500' });
  });

  test('card details and meal vouchers are not Stripe Payment Element inputs', async () => {
    const { provider } = providerWith(fakeStripe());
    expect(await provider.confirm({ ...request, paymentMethod: { kind: 'mealVoucher', provider: 'edenred' } })).toMatchObject({
      kind: 'initiation-failure',
      code: 'unsupported-payment-method',
    });
  });

  test('when Stripe.js cannot load, mounting and paying report it', async () => {
    const { provider } = providerWith(null);
    expect(await provider.mountPaymentElement('#payment', { amount: request.amount })).toEqual({ ok: false, code: 'stripe-unavailable' });
    expect(await provider.confirm(request)).toMatchObject({ kind: 'initiation-failure', code: 'stripe-unavailable' });
    expect(await provider.completeAuthentication('pi_1')).toMatchObject({ kind: 'processing-failure', code: 'unknown-intent' });
  });

  test.each<[string, StripeIntentResult, object]>([
    ['succeeded', { paymentIntent: { id: 'pi_1', status: 'succeeded' } }, { kind: 'succeeded' }],
    ['held', { paymentIntent: { id: 'pi_1', status: 'requires_capture' } }, { kind: 'succeeded' }],
    ['closed by the diner (still requires action)', { paymentIntent: { id: 'pi_1', status: 'requires_action' } }, { kind: 'user-aborted' }],
    ['cancelled', { paymentIntent: { id: 'pi_1', status: 'canceled' } }, { kind: 'cancelled' }],
    [
      'declined after authentication',
      { paymentIntent: { id: 'pi_1', status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } } },
      { kind: 'failed', code: 'card_declined' },
    ],
    [
      'a processing error',
      { paymentIntent: { id: 'pi_1', status: 'requires_payment_method', last_payment_error: { code: 'processing_error', message: 'later' } } },
      { kind: 'processing-failure', code: 'processing_error' },
    ],
    [
      'an authentication failure',
      { error: { type: 'card_error', code: 'payment_intent_authentication_failure' } },
      { kind: 'failed', code: 'payment_intent_authentication_failure' },
    ],
    ['an API error', { error: { type: 'api_error', message: 'Stripe is down' } }, { kind: 'processing-failure', code: 'api_error' }],
  ])('3-D Secure via handleNextAction: %s', async (_case, result, expected) => {
    const client = fakeStripe({
      confirmPayment: () => Promise.resolve({ paymentIntent: { id: 'pi_1', status: 'requires_action' } }),
      handleNextAction: vi.fn(() => Promise.resolve(result)),
    });
    const { provider } = providerWith(client);
    await provider.mountPaymentElement('#payment', { amount: request.amount });
    expect(await provider.confirm(request)).toMatchObject({ kind: 'action-required', intentId: 'pi_1' });
    expect(await provider.completeAuthentication('pi_1')).toMatchObject({ intentId: 'pi_1', ...expected });
    expect(client.handleNextAction).toHaveBeenCalledWith('pi_1_secret');
  });
});
