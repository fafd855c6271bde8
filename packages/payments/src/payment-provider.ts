import type { Money } from '@tableside/billing-domain';

/** Meal-voucher networks a venue may enable (edenredEnabled, sodexoEnabled, conecsEnabled). */
export type MealVoucherProvider = 'edenred' | 'sodexo' | 'conecs';

/** How the diner pays: card details (sandbox), a meal voucher, or Stripe's Payment Element (Stripe). */
export type PaymentMethodInput =
  | { kind: 'card'; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'mealVoucher'; provider: MealVoucherProvider }
  | { kind: 'paymentElement' };

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
}
