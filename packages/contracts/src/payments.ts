import { moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { defineRoute } from './route.js';

// The payment simulator (`/sandbox-payments/*`): Stripe-like payment intents, the 3-D Secure challenge, manual capture
// and cancel (2-paying §5; issue 11: card data only on the provider's card origin).

/** Stripe's PaymentIntent statuses that the simulator uses. */
export const intentStatusSchema = z.enum(['requires_payment_method', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled']);
export type IntentStatus = z.infer<typeof intentStatusSchema>;

export const mealVoucherProviderSchema = z.enum(['edenred', 'sodexo', 'conecs']);
export type MealVoucherProvider = z.infer<typeof mealVoucherProviderSchema>;

export const cardBrandSchema = z.enum(['visa', 'mastercard', 'amex', 'unknown']);

/** What a test card does when confirmed (Stripe's test card numbers). */
export const cardBehaviourSchema = z.enum(['succeeds', 'requires-3ds', 'declined', 'declined-after-3ds', 'processing-error']);
export type CardBehaviour = z.infer<typeof cardBehaviourSchema>;

/** The payment method as stored on an intent (never the full card number). */
export const storedPaymentMethodSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('card'),
    brand: cardBrandSchema,
    last4: z.string(),
    behaviour: cardBehaviourSchema,
  }),
  z.object({ type: z.literal('meal_voucher'), provider: mealVoucherProviderSchema }),
]);
export type StoredPaymentMethod = z.infer<typeof storedPaymentMethodSchema>;

export const lastPaymentErrorSchema = z.object({
  code: z.enum([
    'card_declined',
    'processing_error',
    'expired_card',
    'payment_intent_authentication_failure',
    // The charge was given back: its amount was not what the split owes, or the split could no longer take it.
    'amount_mismatch',
    'split_unavailable',
    // The intent was left unconfirmed past the engagement lease.
    'expired',
  ]),
  message: z.string(),
});
export type LastPaymentError = z.infer<typeof lastPaymentErrorSchema>;

/** A payment-method id of the simulator (`pm_` then 32 hex digits). */
export const paymentMethodIdSchema = z.string().check(z.regex(/^pm_[0-9a-f]{32}$/, { message: 'must be a payment-method id (pm_…)' }));

/** How the app's confirm call names the payment method: a tokenized card by id, or a meal voucher. */
export const paymentMethodInputSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('card'), paymentMethodId: paymentMethodIdSchema }),
  z.strictObject({ type: z.literal('meal_voucher'), provider: mealVoucherProviderSchema }),
]);
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

/** The diner's answer on the 3-D Secure challenge page. */
export const authenticationOutcomeSchema = z.enum(['complete', 'fail', 'cancel']);
export type AuthenticationOutcome = z.infer<typeof authenticationOutcomeSchema>;

/** Card data the app must never send (PCI SAQ A): the card page on the provider's origin tokenizes it. */
export const RAW_CARD_FIELDS = ['number', 'cvc', 'expMonth', 'expYear'] as const;

/** Payment ids: what engage generates (`pay_<uuid>`) or a client's id of the same charset, bounded. */
export const paymentIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id (letters, digits, _ - : .)' }));

export const intentParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The body of `POST /sandbox-payments/payment-intents`: a split's payment (the server computes its amount) or a card hold. */
export const createIntentBodySchema = z.object({
  /** Optional for a split payment (the server computes it; a different one is refused); a hold's amount. */
  amount: z.optional(moneySchema.check(z.refine((m) => m.amount > 0, { message: 'amount must be above 0' }))),
  /** The diner's tip, added by the server to what the split owes. */
  tip: z.optional(moneySchema.check(z.refine((m) => m.amount >= 0, { message: 'tip must be at least 0' }))),
  billId: idSchema,
  splitId: idSchema,
  paymentId: paymentIdSchema,
  captureMethod: z._default(z.enum(['automatic', 'manual']), 'automatic'),
  metadata: z.optional(
    z
      .record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(500)))
      .check(z.refine((m) => Object.keys(m).length <= 20, { message: 'at most 20 keys' })),
  ),
});

const clientSecretSchema = z.string().check(z.minLength(1), z.maxLength(200));
export const confirmIntentBodySchema = z.object({ clientSecret: clientSecretSchema, paymentMethod: paymentMethodInputSchema });
export const authenticateBodySchema = z.object({
  outcome: authenticationOutcomeSchema,
  returnUrl: z.optional(z.string().check(z.maxLength(2000))),
  clientSecret: z.optional(clientSecretSchema),
});
export const challengeQuerySchema = z.object({ returnUrl: z.optional(z.string().check(z.maxLength(2000))), clientSecret: z.optional(clientSecretSchema) });
export const clientSecretQuerySchema = z.object({ clientSecret: z.optional(clientSecretSchema) });
/** Capture and cancel: the intent's client secret, or none (then the owner's guest token); an empty body is `{}`. */
export const clientSecretBodySchema = z.pipe(
  z.nullish(z.object({ clientSecret: z.optional(clientSecretSchema) })),
  z.transform((value) => value ?? {}),
);

/** A payment intent as the simulator answers it (never the card number; the secret only to its creator). */
export const paymentIntentSchema = z.looseObject({
  id: z.string(),
  object: z.literal('payment_intent'),
  clientSecret: z.string(),
  status: intentStatusSchema,
  amount: moneySchema,
  amountCaptured: moneySchema,
  captureMethod: z.string(),
  paymentId: z.string(),
  billId: z.string(),
  splitId: z.string(),
  paymentMethod: z.nullable(storedPaymentMethodSchema),
  lastPaymentError: z.nullable(lastPaymentErrorSchema),
  nextAction: z.nullable(z.object({ type: z.literal('redirect_to_url'), url: z.string() })),
  cancellationReason: z.nullable(z.string()),
  tip: moneySchema,
  voucher: z.nullable(z.object({ code: z.string(), discountAmount: moneySchema })),
  metadata: z.record(z.string(), z.string()),
  createdAt: z.number(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** Where the app frames the provider's card page (issue 11). */
export const paymentsConfigSchema = z.looseObject({ cardFrameOrigin: z.string(), cardFrameUrl: z.string() });

const intentNotFound = ['payment-intent-not-found'] as const;
const intentAccess = { 401: ['invalid-guest-token'], 403: ['invalid-client-secret', 'not-split-owner'] } as const;

export const paymentsConfig = defineRoute({
  method: 'GET',
  path: '/sandbox-payments/config',
  summary: "The payment provider's card origin and the card page the app frames.",
  tag: 'payments',
  responses: { 200: paymentsConfigSchema },
  errors: { 404: ['card-page-unavailable'] },
});

export const createPaymentIntent = defineRoute({
  method: 'POST',
  path: '/sandbox-payments/payment-intents',
  summary: "Creates (or answers again) the payment intent of an engaged split, or a card hold's intent (manual capture).",
  tag: 'payments',
  guest: true,
  body: createIntentBodySchema,
  responses: { 200: paymentIntentSchema, 201: paymentIntentSchema },
  errors: {
    400: ['invalid-request'],
    401: ['invalid-guest-token'],
    403: ['not-split-owner'],
    404: ['bill-split-not-found'],
    409: ['payment-id-already-used', 'split-already-settled', 'payment-not-engaged', 'split-already-charged'],
    422: ['invalid-capture-method', 'amount-mismatch', 'nothing-to-charge', 'currency-mismatch', 'tip-too-high'],
  },
});

export const getPaymentIntent = defineRoute({
  method: 'GET',
  path: '/sandbox-payments/payment-intents/:id',
  summary: 'A payment intent, to its owner (guest token) or to the holder of its client secret.',
  tag: 'payments',
  params: intentParamsSchema,
  query: clientSecretQuerySchema,
  responses: { 200: paymentIntentSchema },
  errors: { 400: ['invalid-request'], ...intentAccess, 404: intentNotFound },
});

export const confirmPaymentIntent = defineRoute({
  method: 'POST',
  path: '/sandbox-payments/payment-intents/:id/confirm',
  summary: "Confirms a payment intent with a tokenized card's id or a meal voucher; raw card data is refused.",
  tag: 'payments',
  guest: true,
  params: intentParamsSchema,
  body: confirmIntentBodySchema,
  responses: { 200: paymentIntentSchema },
  errors: {
    400: ['invalid-request', 'raw-card-data-refused'],
    ...intentAccess,
    404: ['payment-intent-not-found', 'payment-method-not-found'],
    409: ['payment-intent-unexpected-state'],
    422: ['payment-method-not-available'],
  },
});

export const threeDSecurePage = defineRoute({
  method: 'GET',
  path: '/sandbox-payments/3ds/:id',
  summary: 'The 3-D Secure challenge page of an intent (HTML).',
  tag: 'payments',
  params: intentParamsSchema,
  query: challengeQuerySchema,
  responses: { 200: z.string().check(z.describe('text/html')) },
  errors: { 400: ['invalid-request'], ...intentAccess, 404: intentNotFound },
});

export const authenticatePaymentIntent = defineRoute({
  method: 'POST',
  path: '/sandbox-payments/3ds/:id',
  summary: "The diner's answer to the 3-D Secure challenge; with a returnUrl, a 303 back to the app.",
  tag: 'payments',
  params: intentParamsSchema,
  body: authenticateBodySchema,
  responses: { 200: paymentIntentSchema },
  errors: { 400: ['invalid-request'], ...intentAccess, 404: intentNotFound, 409: ['payment-intent-unexpected-state'] },
});

export const capturePaymentIntent = defineRoute({
  method: 'POST',
  path: '/sandbox-payments/payment-intents/:id/capture',
  summary: 'Captures a held (manual capture) payment intent.',
  tag: 'payments',
  params: intentParamsSchema,
  body: clientSecretBodySchema,
  responses: { 200: paymentIntentSchema },
  errors: { 400: ['invalid-request'], ...intentAccess, 404: intentNotFound, 409: ['payment-intent-unexpected-state'] },
});

export const cancelPaymentIntent = defineRoute({
  method: 'POST',
  path: '/sandbox-payments/payment-intents/:id/cancel',
  summary: 'Cancels a payment intent (requested by the customer).',
  tag: 'payments',
  params: intentParamsSchema,
  body: clientSecretBodySchema,
  responses: { 200: paymentIntentSchema },
  errors: { 400: ['invalid-request'], ...intentAccess, 404: intentNotFound, 409: ['payment-intent-unexpected-state'] },
});

/** Every route of this module. */
export const paymentsRoutes = {
  paymentsConfig,
  createPaymentIntent,
  getPaymentIntent,
  confirmPaymentIntent,
  threeDSecurePage,
  authenticatePaymentIntent,
  capturePaymentIntent,
  cancelPaymentIntent,
} as const;
