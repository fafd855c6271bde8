import type { Money } from '@tableside/billing-domain';
import type { SandboxDb } from '../db/types.js';

/** Told to the billing core when an intent succeeds (or is held, for manual capture). */
export interface PaymentSucceededEvent {
  paymentId: string;
  billId: string;
  splitId: string;
  amount: Money;
  paymentMethodKind: 'card' | 'meal_voucher';
  /** `requires_capture` for a hold (manual capture), else `succeeded`. */
  status: 'succeeded' | 'requires_capture';
}

/**
 * What the core knows about a payment: the bill, the split it pays and the venue. The services read only what
 * they need, leniently (see receipt-view.ts): venue `name`, `address`, `countryCode`, `currency`,
 * `edenredEnabled`/`sodexoEnabled`/`conecsEnabled`; the bill's `order.subOrders[].quantifiedProducts` and
 * `charges`; the split's `splitItemsSelection`, `amount` or `billSplit.splitAmount`, and `consumer`.
 */
export interface PaymentContext {
  bill: unknown;
  split: unknown;
  venue: unknown;
}

type MaybePromise<T> = T | Promise<T>;

/** What the billing core gives the payment, voucher, receipt, outbox, tips and waiter services. */
export interface ServicesOptions {
  db: SandboxDb;
  /** The clock (epoch milliseconds); defaults to the system clock. */
  now?: () => number;
  /**
   * Verifies `x-tableside-guest-token` (the secret that signs guest tokens). Receipts and expense notes answer
   * only to the guest the token proves when it is the paying split's consumer.
   */
  guestSecret: string;
  /** Random id source for intents and client secrets; defaults to crypto.randomUUID. */
  randomId?: () => string;
  /** Seeds vouchers and waiter links (idempotent); defaults to true. */
  seed?: boolean;
  /** Marks the split PAID and publishes the bill. */
  onPaymentSucceeded?: (event: PaymentSucceededEvent) => MaybePromise<void>;
  /** The bill, split and venue of a payment, for receipts and venue payment-method flags. */
  getPaymentContext?: (paymentId: string) => MaybePromise<PaymentContext | undefined>;
  /** A venue by id (used when an intent's metadata carries `venueId`). */
  getVenue?: (venueId: string) => MaybePromise<unknown>;
}
