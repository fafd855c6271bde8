import type { Money } from '@tableside/billing-domain';

/** Meal-voucher networks a venue may enable (edenredEnabled, sodexoEnabled, conecsEnabled). */
export type MealVoucherProvider = 'edenred' | 'sodexo' | 'conecs';

/**
 * How the diner pays: a card tokenized in the provider's card frame (sandbox: its payment-method id), a meal
 * voucher, or Stripe's Payment Element (Stripe). The app never holds a card number (PCI SAQ A).
 */
export type PaymentMethodInput =
  { kind: 'card'; paymentMethodId: string } | { kind: 'mealVoucher'; provider: MealVoucherProvider } | { kind: 'paymentElement' };

/** How the provider's card fields are mounted in the app's page. */
export interface CardFieldsOptions {
  /** The diner's UI locale (e.g. `fr-BE`): the fields' labels speak it. */
  locale: string;
  /** The frame's accessible name. */
  title: string;
  /** The charge the fields are for (Stripe's Payment Element needs it). */
  amount: Money;
  captureMethod?: 'automatic' | 'manual';
  /** Focus the card number on load (off for FR venues, 2-paying §9). */
  autofocus?: boolean;
  /** The diner pressed Enter in a card field: the app submits its form. */
  onSubmit?: () => void;
}

/** What the card fields gave: a payment method to confirm with, or why not (the frame marks its own fields). */
export type CollectedCard =
  { ok: true; paymentMethod: PaymentMethodInput; brand?: string; last4?: string } | { ok: false; code: 'invalid-card' | 'card-frame-unavailable' };

/** Card fields mounted from the payment provider's origin: the card stays in the provider's frame. */
export interface CardFields {
  /** Asks the provider's frame for the card: tokenized by the provider, only its id comes back. */
  collect(): Promise<CollectedCard>;
  /**
   * The charge changed after the fields were mounted (the diner changed the tip, a voucher or a reward applies).
   * Providers whose fields show or depend on the amount (Stripe's deferred-intent Payment Element) update them; the
   * sandbox's card page does not show the amount and leaves this out.
   */
  updateAmount?(amount: Money): Promise<void>;
  /** Removes the frame and stops listening to it. */
  destroy(): void;
}

/** One payment of one split. */
export interface PaymentRequest {
  amount: Money;
  billId: string;
  splitId: string;
  /** The payment id the split was engaged with. */
  paymentId: string;
  /** `manual` holds the money (tabs, pre-authorisation). */
  captureMethod?: 'automatic' | 'manual';
  paymentMethod: PaymentMethodInput;
  /** Where the diner comes back after a 3-D Secure challenge. */
  returnUrl: string;
  /** The tip included in `amount` (printed on the receipt). */
  tip?: Money;
  venueId?: string;
  metadata?: Record<string, string>;
}

/** Why a split could not be engaged (the billing domain reasons of 2-paying §8). */
export interface EngagementError {
  code: string;
  previousBillSplitAmount?: Money;
  newBillSplitAmount?: Money;
}

/** The outcome of a payment (2-paying §4 "Payment flow steps"), keyed by `kind`. */
export type PaymentOutcome =
  | { kind: 'succeeded'; paymentId: string; intentId: string; captured: boolean }
  | { kind: 'action-required'; paymentId: string; intentId: string; redirectUrl: string }
  | { kind: 'engagement-failure'; paymentId: string; error: EngagementError }
  | { kind: 'initiation-failure'; paymentId: string; code: string; message: string }
  | { kind: 'processing-failure'; paymentId: string; intentId: string | undefined; code: string; message: string }
  | { kind: 'failed'; paymentId: string; intentId: string | undefined; code: string; message: string };

/** The outcome of a 3-D Secure challenge (2-paying §4 "3-D Secure results"), keyed by `kind`. */
export type ThreeDSecureOutcome =
  | { kind: 'succeeded'; intentId: string }
  | { kind: 'user-aborted'; intentId: string }
  | { kind: 'cancelled'; intentId: string }
  | { kind: 'failed'; intentId: string; code: string; message: string }
  | { kind: 'processing-failure'; intentId: string; code: string; message: string };

/** The payment port: the sandbox simulator and Stripe implement it. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Creates and confirms the payment; never throws for an expected failure. */
  confirm(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Reads (sandbox) or runs (Stripe) the 3-D Secure step of an intent that required an action. */
  completeAuthentication(intentId: string): Promise<ThreeDSecureOutcome>;
  /**
   * Mounts the provider's card fields in `target`: the sandbox's card page on its own origin in an iframe, or
   * Stripe's Payment Element. The app reads no card data; `collect` gives the payment method to confirm with.
   */
  mountCardFields(target: HTMLElement, options: CardFieldsOptions): Promise<CardFields>;
}
