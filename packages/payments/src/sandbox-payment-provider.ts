import { moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { paymentFailureStep } from './payment-mapping.js';
import type { PaymentOutcome, PaymentProvider, PaymentRequest, ThreeDSecureOutcome } from './payment-provider.js';
import type { CardFrameWindow } from './sandbox-card-frame.js';
import { sandboxChallengeUrl } from './sandbox-challenge-url.js';

/** The payment simulator's intent, as its routes answer. */
export const sandboxIntentSchema = z.object({
  id: z.string(),
  clientSecret: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled']),
  amount: moneySchema,
  paymentId: z.string(),
  lastPaymentError: z.nullish(z.object({ code: z.string(), message: z.string() })),
  nextAction: z.nullish(z.object({ type: z.literal('redirect_to_url'), url: z.string() })),
  cancellationReason: z.nullish(z.string()),
});
export type SandboxIntent = z.infer<typeof sandboxIntentSchema>;

const errorBodySchema = z.object({ type: z.string(), message: z.string() });

/** The simulator's refusals before any charge: a malformed request, an unknown card or a method the venue does not take. */
const REFUSED_BEFORE_CHARGE = new Set(['invalid-request', 'payment-method-not-available', 'payment-method-not-found', 'raw-card-data-refused']);

export interface SandboxPaymentProviderOptions {
  /** The sandbox origin, e.g. http://127.0.0.1:4000 (empty for same-origin). */
  baseUrl: string;
  fetch: typeof fetch;
  /** Adds headers to every call (the `x-correlation-id: pat_spa_…` header). */
  headers?: () => Record<string, string>;
  /** The diner's guest token, sent as `x-tableside-guest-token`: only the payer touches a payment. */
  getGuestToken?: () => string | undefined;
  /**
   * The provider's card origin, where the card page lives (e.g. http://127.0.0.1:4001); by default asked from the
   * sandbox (`GET /sandbox-payments/config`) when the card fields are first mounted.
   */
  cardFrameOrigin?: string;
  /** The window the card frame is mounted in and listens on (defaults to the global one). */
  window?: CardFrameWindow;
}

/** The header that proves the diner (the sandbox's guest token). */
export const GUEST_TOKEN_HEADER = 'x-tableside-guest-token';

type Call = { ok: true; intent: SandboxIntent } | { ok: false; code: string; message: string };

/** The sandbox adapter, with the simulator's manual capture and cancel (holds). */
export interface SandboxPaymentProvider extends PaymentProvider {
  /**
   * The 3-D Secure challenge page to open, coming back to `returnUrl`. The page is opened by a navigation, so it
   * carries the intent's client secret (known once the intent was created or read through this provider).
   */
  challengeUrl(intentId: string, returnUrl: string): string;
  capture(intentId: string): Promise<Call>;
  cancel(intentId: string): Promise<Call>;
}

/** Talks to the sandbox payment simulator (`/sandbox-payments/...`) through an injected fetch. */
export function createSandboxPaymentProvider(options: SandboxPaymentProviderOptions): SandboxPaymentProvider {
  const base = options.baseUrl.replace(/\/$/, '');

  /** Client secrets of the intents this provider created or read, for the challenge page's URL. */
  const secrets = new Map<string, string>();

  function guestHeader(): Record<string, string> {
    const token = options.getGuestToken?.();
    return token ? { [GUEST_TOKEN_HEADER]: token } : {};
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Call> {
    let response: Response;
    try {
      response = await options.fetch(`${base}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers?.(), ...guestHeader() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      return { ok: false, code: 'network-error', message: error instanceof Error ? error.message : String(error) };
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(json);
      return parsed.success
        ? { ok: false, code: parsed.data.type, message: parsed.data.message }
        : { ok: false, code: `http-${response.status}`, message: `The payment simulator answered ${response.status}` };
    }
    const intent = sandboxIntentSchema.safeParse(json);
    if (intent.success) secrets.set(intent.data.id, intent.data.clientSecret);
    return intent.success
      ? { ok: true, intent: intent.data }
      : { ok: false, code: 'invalid-response', message: intent.error.issues[0]?.message ?? 'Unreadable payment intent' };
  }

  function outcomeOf(intent: SandboxIntent, request: PaymentRequest): PaymentOutcome {
    const { paymentId } = request;
    switch (intent.status) {
      case 'succeeded':
      case 'requires_capture':
        return { kind: 'succeeded', paymentId, intentId: intent.id, captured: intent.status === 'succeeded' };
      case 'requires_action':
        return { kind: 'action-required', paymentId, intentId: intent.id, redirectUrl: provider.challengeUrl(intent.id, request.returnUrl) };
      case 'processing':
      case 'requires_payment_method':
      case 'canceled': {
        const code = intent.lastPaymentError?.code ?? intent.status;
        const message = intent.lastPaymentError?.message ?? `The payment is ${intent.status}`;
        const step = paymentFailureStep({ status: intent.status, lastPaymentErrorCode: intent.lastPaymentError?.code });
        return step === 'PROCESSING_FAILURE'
          ? { kind: 'processing-failure', paymentId, intentId: intent.id, code, message }
          : { kind: 'failed', paymentId, intentId: intent.id, code, message };
      }
      default: {
        const unreachable: never = intent.status;
        throw new Error(`Unhandled intent status ${String(unreachable)}`);
      }
    }
  }

  const provider: SandboxPaymentProvider = {
    name: 'sandbox',

    // The card frame's code is a chunk of its own, fetched when a payment page mounts it.
    mountCardFields: async (target, fields) => (await import('./sandbox-card-frame.js')).mountSandboxCardFields(options, target, fields),

    challengeUrl(intentId, returnUrl) {
      return sandboxChallengeUrl(base, intentId, returnUrl, secrets.get(intentId));
    },

    async confirm(request) {
      const { paymentMethod } = request;
      if (paymentMethod.kind === 'paymentElement') {
        return {
          kind: 'initiation-failure',
          paymentId: request.paymentId,
          code: 'unsupported-payment-method',
          message: 'The sandbox takes a card from its card page or a meal voucher',
        };
      }
      const metadata: Record<string, string> = { ...request.metadata };
      if (request.venueId) metadata['venueId'] = request.venueId;
      const captureMethod = request.captureMethod ?? 'automatic';
      // A split's charge is computed by the server from the split, the tip and its voucher; the amount the diner
      // was shown goes along only to be checked (a different one is refused amount-mismatch). A hold sends its amount.
      const created = await call('POST', '/sandbox-payments/payment-intents', {
        amount: request.amount,
        ...(captureMethod === 'automatic' && request.tip ? { tip: request.tip } : {}),
        billId: request.billId,
        splitId: request.splitId,
        paymentId: request.paymentId,
        captureMethod,
        metadata,
      });
      if (!created.ok) return { kind: 'initiation-failure', paymentId: request.paymentId, code: created.code, message: created.message };
      // A card goes by the payment-method id its card page tokenized: the app never holds the number.
      const method =
        paymentMethod.kind === 'card'
          ? { type: 'card', paymentMethodId: paymentMethod.paymentMethodId }
          : { type: 'meal_voucher', provider: paymentMethod.provider };
      const confirmed = await call('POST', `/sandbox-payments/payment-intents/${encodeURIComponent(created.intent.id)}/confirm`, {
        clientSecret: created.intent.clientSecret,
        paymentMethod: method,
      });
      if (!confirmed.ok) {
        // The simulator refuses a malformed request, an unknown card or a payment method the venue does not take before any charge.
        return REFUSED_BEFORE_CHARGE.has(confirmed.code)
          ? { kind: 'initiation-failure', paymentId: request.paymentId, code: confirmed.code, message: confirmed.message }
          : { kind: 'processing-failure', paymentId: request.paymentId, intentId: created.intent.id, code: confirmed.code, message: confirmed.message };
      }
      return outcomeOf(confirmed.intent, request);
    },

    async completeAuthentication(intentId): Promise<ThreeDSecureOutcome> {
      const read = await call('GET', `/sandbox-payments/payment-intents/${encodeURIComponent(intentId)}`);
      if (!read.ok) return { kind: 'processing-failure', intentId, code: read.code, message: read.message };
      const { intent } = read;
      switch (intent.status) {
        case 'succeeded':
        case 'requires_capture':
          return { kind: 'succeeded', intentId };
        case 'requires_action':
          return { kind: 'user-aborted', intentId };
        case 'canceled':
          return { kind: 'cancelled', intentId };
        case 'processing':
        case 'requires_payment_method': {
          const code = intent.lastPaymentError?.code ?? intent.status;
          const message = intent.lastPaymentError?.message ?? `The payment is ${intent.status}`;
          return paymentFailureStep({ status: intent.status, lastPaymentErrorCode: intent.lastPaymentError?.code }) === 'PROCESSING_FAILURE'
            ? { kind: 'processing-failure', intentId, code, message }
            : { kind: 'failed', intentId, code, message };
        }
        default: {
          const unreachable: never = intent.status;
          throw new Error(`Unhandled intent status ${String(unreachable)}`);
        }
      }
    },

    capture(intentId) {
      return call('POST', `/sandbox-payments/payment-intents/${encodeURIComponent(intentId)}/capture`);
    },

    cancel(intentId) {
      return call('POST', `/sandbox-payments/payment-intents/${encodeURIComponent(intentId)}/cancel`);
    },
  };
  return provider;
}
