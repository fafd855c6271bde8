import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';

/** The fields of a Stripe error the adapter reads. */
export interface StripeErrorLike {
  type: string;
  code?: string | undefined;
  message?: string | undefined;
}

/** The fields of a Stripe PaymentIntent the adapter reads. */
export interface StripeIntentLike {
  id: string;
  status: string;
  next_action?: { redirect_to_url?: { url?: string | null } | null } | null;
  last_payment_error?: { code?: string | undefined; message?: string | undefined } | null;
  cancellation_reason?: string | null;
}

export type StripeIntentResult = { paymentIntent: StripeIntentLike; error?: undefined } | { paymentIntent?: undefined; error: StripeErrorLike };

/** What the Stripe adapter needs from Stripe.js: the Payment Element, confirmation and the next action. */
export interface StripeClient {
  /** Mounts the Payment Element (deferred intent: amount in minor units, lower-case currency). */
  mountPaymentElement(
    target: string | HTMLElement,
    options: { amount: number; currency: string; captureMethod: 'automatic' | 'manual'; locale?: StripeElementLocale },
  ): void;
  /**
   * Gives the mounted Payment Element a new amount (deferred intent: `elements.update({ amount, currency })`), for
   * when the charge changes after mounting (a tip, a voucher, a loyalty reward). Resolves once Stripe applied it.
   */
  updatePaymentElement(options: { amount: number; currency: string }): Promise<void>;
  /** Validates the Payment Element's fields. */
  submit(): Promise<{ error?: StripeErrorLike | undefined }>;
  confirmPayment(clientSecret: string, returnUrl: string): Promise<StripeIntentResult>;
  handleNextAction(clientSecret: string): Promise<StripeIntentResult>;
}

/** Adapts a Stripe.js instance to {@link StripeClient}. */
export function wrapStripe(stripe: Stripe): StripeClient {
  let elements: StripeElements | undefined;
  const mounted = (): StripeElements => {
    if (!elements) throw new Error('The Payment Element is not mounted: call mountPaymentElement first');
    return elements;
  };
  return {
    mountPaymentElement(target, options) {
      elements = stripe.elements({
        mode: 'payment',
        amount: options.amount,
        currency: options.currency,
        captureMethod: options.captureMethod,
        ...(options.locale ? { locale: options.locale } : {}),
      });
      elements.create('payment').mount(target);
    },
    updatePaymentElement(options) {
      return mounted().update({ amount: options.amount, currency: options.currency });
    },
    submit() {
      return mounted().submit();
    },
    confirmPayment(clientSecret, returnUrl) {
      return stripe.confirmPayment({ elements: mounted(), clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
    },
    async handleNextAction(clientSecret) {
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) return { error: result.error };
      if (result.paymentIntent) return { paymentIntent: result.paymentIntent };
      return { error: { type: 'invalid_request_error', code: 'not-a-payment-intent', message: 'The next action was not for a payment intent' } };
    },
  };
}

/** Loads Stripe.js lazily (its own chunk) and adapts it; null when Stripe.js cannot load. */
export async function loadStripeClient(publishableKey: string): Promise<StripeClient | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  return stripe ? wrapStripe(stripe) : null;
}
