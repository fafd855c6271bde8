import { CORRELATION_ID_HEADER, CORRELATION_ID_PREFIX, GUEST_TOKEN_HEADER } from '@tableside/api-client';
import { createStripePaymentProvider, type CreateStripeIntent } from '@tableside/payments';
import * as z from 'zod/mini';
import type { AdapterDeps, AppPaymentProvider, SdkLoaders } from './adapters.js';
import type { PaymentsEnv } from './env.js';

const createdIntentSchema = z.object({ intentId: z.string().check(z.minLength(1)), clientSecret: z.string().check(z.minLength(1)) });
const errorBodySchema = z.object({ type: z.string(), message: z.string() });

/**
 * Asks the merchant server (`VITE_STRIPE_INTENT_URL`, which holds the secret key) to create the PaymentIntent.
 * It receives the split and the diner's token, never trusted amounts: the server computes the charge.
 */
function stripeIntentCreator(intentUrl: string, deps: AdapterDeps): CreateStripeIntent {
  return async (request) => {
    const token = deps.guestToken();
    let response: Response;
    try {
      response = await deps.fetch(intentUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CORRELATION_ID_HEADER]: `${CORRELATION_ID_PREFIX}${deps.newId()}`,
          ...(token ? { [GUEST_TOKEN_HEADER]: token } : {}),
        },
        body: JSON.stringify({
          billId: request.billId,
          splitId: request.splitId,
          paymentId: request.paymentId,
          amount: request.amount,
          ...(request.tip ? { tip: request.tip } : {}),
          captureMethod: request.captureMethod ?? 'automatic',
        }),
      });
    } catch (error) {
      return { ok: false, error: { code: 'network-error', message: error instanceof Error ? error.message : String(error) } };
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const body = errorBodySchema.safeParse(json);
      return {
        ok: false,
        error: body.success
          ? { code: body.data.type, message: body.data.message }
          : { code: `http-${response.status}`, message: `The intent endpoint answered ${response.status}` },
      };
    }
    const created = createdIntentSchema.safeParse(json);
    return created.success
      ? { ok: true, value: created.data }
      : { ok: false, error: { code: 'invalid-response', message: 'The intent endpoint sent no intentId and clientSecret' } };
  };
}

/**
 * The Stripe adapter (a chunk of its own, fetched by `createPaymentProvider` only when `VITE_PAYMENTS=stripe`).
 * Stripe runs 3-D Secure in the page: the "stay" link comes back to the return page with `payment_intent`, where
 * `completeAuthentication` resumes the challenge.
 */
export function createStripePayments(env: Extract<PaymentsEnv, { kind: 'stripe' }>, deps: AdapterDeps, loaders: SdkLoaders): AppPaymentProvider {
  const stripe = createStripePaymentProvider({
    publishableKey: env.publishableKey,
    createIntent: stripeIntentCreator(env.intentUrl, deps),
    ...(loaders.stripe ? { loadStripe: loaders.stripe } : {}),
  });
  return { ...stripe, challengeUrl: (intentId, returnUrl) => `${returnUrl}?payment_intent=${encodeURIComponent(intentId)}` };
}
