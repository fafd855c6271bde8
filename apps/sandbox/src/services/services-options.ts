import type { Money } from '@tableside/billing-domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  /** The tip the server computed into `amount` (split payments). */
  tip?: Money;
  /** The voucher the server took off `amount` (split payments). */
  voucher?: { code: string; discountAmount: Money };
}

/** Told to the billing core when a split's payment failed, was cancelled or expired: the split is released. */
export interface PaymentFailedEvent {
  paymentId: string;
  billId: string;
  splitId: string;
  reason: string;
}

/** What a split owes, as the billing core knows it: what split payment intents and vouchers are computed from. */
export interface SplitDebt {
  billId: string;
  splitId: string;
  venueId: string;
  businessId: string | undefined;
  /** The split's consumer: the only guest who may pay it or apply a voucher to it. */
  consumerGuestId: string;
  status: 'ISSUED' | 'PENDING' | 'PAID' | 'REGISTERED' | 'FULLY_DISCOUNTED' | 'REGISTERED_FULLY_DISCOUNTED';
  paymentId: string | undefined;
  billSplitAmount: Money;
  /** The consumer's digital fee (`consumerSundayFees`), in the split's currency. */
  fees: Money;
  /** The loyalty reward burnt on the split (issue 13): what it takes off the charge, in the split's currency. */
  loyaltyReward?: Money | undefined;
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
  /**
   * Marks the split PAID and publishes the bill. Throws a 4xx refusal (`{ statusCode, body: { type } }`) when the
   * bill cannot take the payment (not engaged, amount other than owed): the charge is then given back.
   */
  onPaymentSucceeded?: (event: PaymentSucceededEvent) => MaybePromise<void>;
  /** Releases the split of a payment that failed (back to ISSUED) and its voucher. */
  onPaymentFailed?: (event: PaymentFailedEvent) => MaybePromise<void>;
  /** Called after a split payment's capture is committed, before its split is settled (the crash test's kill point). */
  afterCapture?: () => void;
  /** The guest who owns the tab a card hold's payment id belongs to (undefined: no tab, or a tab without an owner). */
  getHoldOwner?: (paymentId: string) => MaybePromise<string | undefined>;
  /** What a split owes; undefined when the bill has no such split. */
  getSplitDebt?: (billId: string, splitId: string) => MaybePromise<SplitDebt | undefined>;
  /** The bill, split and venue of a payment, for receipts and venue payment-method flags. */
  getPaymentContext?: (paymentId: string) => MaybePromise<PaymentContext | undefined>;
  /** A venue by id (used when an intent's metadata carries `venueId`). */
  getVenue?: (venueId: string) => MaybePromise<unknown>;
  /**
   * The payment provider's card origin the app frames for card fields, as seen from a request's `Host`
   * (`GET /sandbox-payments/config`); without it the simulator has no card page.
   */
  cardFrameOrigin?: (hostHeader: string | undefined) => string;
  /**
   * The guest identities of the account whose `Authorization: Bearer` token the request sends (guest accounts: the
   * devices linked at login), so an account holder reads their receipts from any device; throws the account's 401
   * when the token is bad. Without it receipts answer only the guest token.
   */
  accountGuestIds?: (request: FastifyRequest, reply: FastifyReply) => Promise<readonly string[]>;
}
