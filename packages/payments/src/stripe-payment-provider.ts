import { toMinorUnits, type Money } from '@tableside/billing-domain';
import { paymentFailureStep } from './payment-mapping.js';
import type { PaymentOutcome, PaymentProvider, PaymentRequest, ThreeDSecureOutcome } from './payment-provider.js';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { loadStripeClient, type StripeClient, type StripeErrorLike, type StripeIntentLike } from './stripe-client.js';

/** The server creates the PaymentIntent and gives back its id and client secret. */
export type CreateStripeIntent = (
  request: PaymentRequest,
) => Promise<{ ok: true; value: { intentId: string; clientSecret: string } } | { ok: false; error: { code: string; message: string } }>;

export interface StripePaymentProviderOptions {
  publishableKey: string;
  createIntent: CreateStripeIntent;
  /** Loads Stripe.js; defaults to a lazy dynamic import of @stripe/stripe-js. */
  loadStripe?: (publishableKey: string) => Promise<StripeClient | null>;
}

/** The Stripe adapter, with the Payment Element to mount before confirming. */
export interface StripePaymentProvider extends PaymentProvider {
  mountPaymentElement(
    target: string | HTMLElement,
    options: { amount: Money; captureMethod?: 'automatic' | 'manual'; locale?: StripeElementLocale },
  ): Promise<{ ok: true } | { ok: false; code: 'stripe-unavailable' }>;
  /** Gives the mounted Payment Element the new amount (Stripe's `elements.update` for a deferred intent). */
  updatePaymentElement(amount: Money): Promise<{ ok: true } | { ok: false; code: 'stripe-unavailable' }>;
}

function errorOutcome(paymentId: string, intentId: string | undefined, error: StripeErrorLike): PaymentOutcome {
  const code = error.code ?? error.type;
  const message = error.message ?? 'The payment failed';
  if (error.type === 'validation_error') return { kind: 'initiation-failure', paymentId, code, message };
  if (error.type === 'card_error') {
    return code === 'processing_error'
      ? { kind: 'processing-failure', paymentId, intentId, code, message }
      : { kind: 'failed', paymentId, intentId, code, message };
  }
  return { kind: 'processing-failure', paymentId, intentId, code, message };
}

function intentOutcome(paymentId: string, intent: StripeIntentLike): PaymentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { kind: 'succeeded', paymentId, intentId: intent.id, captured: true };
    case 'requires_capture':
      return { kind: 'succeeded', paymentId, intentId: intent.id, captured: false };
    case 'requires_action':
      return { kind: 'action-required', paymentId, intentId: intent.id, redirectUrl: intent.next_action?.redirect_to_url?.url ?? '' };
    default: {
      const code = intent.last_payment_error?.code ?? intent.status;
      const message = intent.last_payment_error?.message ?? `The payment is ${intent.status}`;
      const step = paymentFailureStep({
        status: intent.status,
        cancellationReason: intent.cancellation_reason,
        lastPaymentErrorCode: intent.last_payment_error?.code,
      });
      return step === 'PROCESSING_FAILURE'
        ? { kind: 'processing-failure', paymentId, intentId: intent.id, code, message }
        : { kind: 'failed', paymentId, intentId: intent.id, code, message };
    }
  }
}

function authenticationOutcome(intentId: string, result: Awaited<ReturnType<StripeClient['handleNextAction']>>): ThreeDSecureOutcome {
  if (result.error) {
    const code = result.error.code ?? result.error.type;
    const message = result.error.message ?? '3-D Secure failed';
    return result.error.type === 'api_connection_error' || result.error.type === 'api_error'
      ? { kind: 'processing-failure', intentId, code, message }
      : { kind: 'failed', intentId, code, message };
  }
  const intent = result.paymentIntent;
  switch (intent.status) {
    case 'succeeded':
    case 'requires_capture':
      return { kind: 'succeeded', intentId };
    case 'requires_action':
      return { kind: 'user-aborted', intentId };
    case 'canceled':
      return { kind: 'cancelled', intentId };
    default: {
      const code = intent.last_payment_error?.code ?? intent.status;
      const message = intent.last_payment_error?.message ?? `The payment is ${intent.status}`;
      return paymentFailureStep({ status: intent.status, lastPaymentErrorCode: intent.last_payment_error?.code }) === 'PROCESSING_FAILURE'
        ? { kind: 'processing-failure', intentId, code, message }
        : { kind: 'failed', intentId, code, message };
    }
  }
}

/** The Payment Element's locales are Stripe's own list; the app's UI locales map to them when they are in it. */
const STRIPE_LOCALES: ReadonlySet<string> = new Set(['ca', 'de', 'en', 'en-GB', 'es', 'fr', 'fr-CA', 'it', 'nl', 'pt']);

function isStripeLocale(locale: string): locale is StripeElementLocale {
  return STRIPE_LOCALES.has(locale);
}

/**
 * Stripe with the Payment Element: Stripe.js is loaded lazily on first use; the intent is created by the server
 * (`createIntent`), confirmed with `redirect: 'if_required'`, and 3-D Secure runs through `handleNextAction`.
 */
export function createStripePaymentProvider(options: StripePaymentProviderOptions): StripePaymentProvider {
  const load = options.loadStripe ?? loadStripeClient;
  let client: Promise<StripeClient | null> | undefined;
  const stripe = () => (client ??= load(options.publishableKey));
  const secrets = new Map<string, string>();

  const provider: StripePaymentProvider = {
    name: 'stripe',

    async mountCardFields(target, fields) {
      // Stripe's Payment Element is Stripe's own iframe: the card never reaches the app; confirm reads it there.
      const mounted = await provider.mountPaymentElement(target, {
        amount: fields.amount,
        ...(fields.captureMethod ? { captureMethod: fields.captureMethod } : {}),
        ...(isStripeLocale(fields.locale) ? { locale: fields.locale } : {}),
      });
      return {
        collect: () => Promise.resolve(mounted.ok ? { ok: true, paymentMethod: { kind: 'paymentElement' } } : { ok: false, code: 'card-frame-unavailable' }),
        updateAmount: async (amount) => {
          if (mounted.ok) await provider.updatePaymentElement(amount);
        },
        destroy: () => target.replaceChildren(),
      };
    },

    async mountPaymentElement(target, mount) {
      const loaded = await stripe();
      if (!loaded) return { ok: false, code: 'stripe-unavailable' };
      loaded.mountPaymentElement(target, {
        amount: toMinorUnits(mount.amount),
        currency: mount.amount.currency.toLowerCase(),
        captureMethod: mount.captureMethod ?? 'automatic',
        ...(mount.locale ? { locale: mount.locale } : {}),
      });
      return { ok: true };
    },

    async updatePaymentElement(amount) {
      const loaded = await stripe();
      if (!loaded) return { ok: false, code: 'stripe-unavailable' };
      await loaded.updatePaymentElement({ amount: toMinorUnits(amount), currency: amount.currency.toLowerCase() });
      return { ok: true };
    },

    async confirm(request) {
      const { paymentId } = request;
      if (request.paymentMethod.kind !== 'paymentElement') {
        return { kind: 'initiation-failure', paymentId, code: 'unsupported-payment-method', message: 'Stripe takes payment details from the Payment Element' };
      }
      const loaded = await stripe();
      if (!loaded) return { kind: 'initiation-failure', paymentId, code: 'stripe-unavailable', message: 'Stripe.js could not be loaded' };
      const submitted = await loaded.submit();
      if (submitted.error) return errorOutcome(paymentId, undefined, submitted.error);
      const created = await options.createIntent(request);
      if (!created.ok) return { kind: 'initiation-failure', paymentId, code: created.error.code, message: created.error.message };
      secrets.set(created.value.intentId, created.value.clientSecret);
      const result = await loaded.confirmPayment(created.value.clientSecret, request.returnUrl);
      return result.error ? errorOutcome(paymentId, created.value.intentId, result.error) : intentOutcome(paymentId, result.paymentIntent);
    },

    async completeAuthentication(intentId) {
      const secret = secrets.get(intentId);
      const loaded = await stripe();
      if (secret === undefined || !loaded) {
        return { kind: 'processing-failure', intentId, code: 'unknown-intent', message: 'No confirmed payment intent with this id' };
      }
      return authenticationOutcome(intentId, await loaded.handleNextAction(secret));
    },
  };
  return provider;
}
