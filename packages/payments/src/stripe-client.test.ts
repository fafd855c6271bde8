import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, test, vi } from 'vitest';
import { wrapStripe } from './stripe-client.js';

function fakeStripeJs() {
  const mount = vi.fn();
  const submit = vi.fn(() => Promise.resolve({}));
  const update = vi.fn(() => Promise.resolve());
  const elements = { create: vi.fn(() => ({ mount })), submit, update };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(() => Promise.resolve({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
    handleNextAction: vi.fn(() => Promise.resolve({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
  };
  // A test double standing in for Stripe.js: only the members the wrapper calls exist.
  return { stripe, elements, mount, asStripe: stripe as unknown as Stripe };
}

describe('wrapStripe (Stripe.js behind the StripeClient seam)', () => {
  test('mounts a deferred-intent Payment Element and confirms with redirect if_required', async () => {
    const fake = fakeStripeJs();
    const client = wrapStripe(fake.asStripe);
    client.mountPaymentElement('#payment', { amount: 4250, currency: 'eur', captureMethod: 'automatic', locale: 'fr' });
    expect(fake.stripe.elements).toHaveBeenCalledWith({ mode: 'payment', amount: 4250, currency: 'eur', captureMethod: 'automatic', locale: 'fr' });
    expect(fake.elements.create).toHaveBeenCalledWith('payment');
    expect(fake.mount).toHaveBeenCalledWith('#payment');
    await client.submit();
    expect(fake.elements.submit).toHaveBeenCalled();
    await client.confirmPayment('secret', 'https://pay.example/auth');
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      clientSecret: 'secret',
      confirmParams: { return_url: 'https://pay.example/auth' },
      redirect: 'if_required',
    });
  });

  test('a new amount goes to the mounted Elements with elements.update (deferred intent)', async () => {
    const fake = fakeStripeJs();
    const client = wrapStripe(fake.asStripe);
    client.mountPaymentElement('#payment', { amount: 4250, currency: 'eur', captureMethod: 'automatic' });
    await client.updatePaymentElement({ amount: 4675, currency: 'eur' });
    expect(fake.elements.update).toHaveBeenCalledWith({ amount: 4675, currency: 'eur' });
  });

  test('confirming before mounting is a programming error', () => {
    const client = wrapStripe(fakeStripeJs().asStripe);
    expect(() => client.submit()).toThrow('The Payment Element is not mounted');
  });

  test('handleNextAction passes the payment intent or the error through, and refuses a setup intent', async () => {
    const fake = fakeStripeJs();
    const client = wrapStripe(fake.asStripe);
    expect(await client.handleNextAction('secret')).toEqual({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    fake.stripe.handleNextAction.mockImplementationOnce(() => Promise.resolve({ error: { type: 'card_error' } } as never));
    expect(await client.handleNextAction('secret')).toEqual({ error: { type: 'card_error' } });
    fake.stripe.handleNextAction.mockImplementationOnce(() => Promise.resolve({ setupIntent: { id: 'seti_1' } } as never));
    expect(await client.handleNextAction('secret')).toMatchObject({ error: { code: 'not-a-payment-intent' } });
  });
});
