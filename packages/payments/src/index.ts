export type {
  CardFields,
  CardFieldsOptions,
  CollectedCard,
  EngagementError,
  MealVoucherProvider,
  PaymentMethodInput,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  ThreeDSecureOutcome,
} from './payment-provider.js';
export { expressCheckoutStep, paymentDestination, threeDSecureDestination } from './payment-flow.js';
export type { ExpressCheckoutStep, PaymentDestination, ThreeDSecureDestination } from './payment-flow.js';
export { paymentFailureStep, paymentKind } from './payment-mapping.js';
export type { IntentEndState, PaymentFailureStep, PaymentKind } from './payment-mapping.js';
export { runPayment } from './run-payment.js';
export { THREE_D_SECURE_VALIDATION, validateAuthentication } from './validate-authentication.js';
export type { RunPaymentInput } from './run-payment.js';
export { createSandboxPaymentProvider, sandboxIntentSchema } from './sandbox-payment-provider.js';
export { sandboxChallengeUrl } from './sandbox-challenge-url.js';
export type { SandboxIntent, SandboxPaymentProvider, SandboxPaymentProviderOptions } from './sandbox-payment-provider.js';
export { createStripePaymentProvider } from './stripe-payment-provider.js';
export type { CreateStripeIntent, StripePaymentProvider, StripePaymentProviderOptions } from './stripe-payment-provider.js';
export { loadStripeClient, wrapStripe } from './stripe-client.js';
export type { StripeClient, StripeErrorLike, StripeIntentLike, StripeIntentResult } from './stripe-client.js';
