import { moneySchema } from '@tableside/billing-domain';
import * as answers from '@tableside/contracts/billing-answers';
import * as z from 'zod/mini';

/**
 * Who acts on a split: `{ guestId, sundayUserId?, displayName? }` (1-core §3 "consumer {sundayUserId, guestId}").
 * Mutations need the guest id (the server checks it against the guest token).
 */
export const splitConsumerSchema = z.object({
  guestId: z.string().check(z.minLength(1)),
  sundayUserId: z.optional(z.string().check(z.minLength(1))),
  displayName: z.optional(z.string()),
});
export type SplitConsumer = z.infer<typeof splitConsumerSchema>;

/** Items of a split by items: product id to quantity at scale 5 (1-core §3 "by items {item to quantity}"). */
export const splitItemsSchema = z.record(z.string(), z.number().check(z.int(), z.nonnegative()));
export type SplitItems = z.infer<typeof splitItemsSchema>;

/** The answer of every issue and update call: `{splitId.id, billSplitAmount}` (1-core §7), from @tableside/contracts. */
export const issuedSplitResponseSchema = answers.issuedSplitResponseSchema;

/** What issue and update calls give back to the app. */
export interface IssuedSplit {
  readonly splitId: string;
  readonly billSplitAmount: z.infer<typeof moneySchema>;
}

/**
 * The answer of engage-payment: it "reads billSplitAmount" (1-core §7), the payment id the server engaged (it
 * generates one when none is proposed) and the split's status (PAID or REGISTERED when it was already settled).
 */
export const engagedSplitResponseSchema = answers.engagedSplitResponseSchema;

/** What an engagement gives back to the app. */
export interface EngagedSplit {
  readonly billSplitAmount: z.infer<typeof moneySchema>;
  /** The engaged payment id (server-generated unless proposed). */
  readonly paymentId?: string;
  /** The split was already settled (paid before a crash or in another tab): no payment must run. */
  readonly settled: boolean;
}

/**
 * The answer of `PUT …/splits/{splitId}/heartbeat`: the split, and while it is ISSUED its lease (`leaseExpiresAt`,
 * epoch ms on the server's clock, and `leaseMs`, the lease length the app paces its heartbeats on).
 */
export const splitLeaseResponseSchema = answers.splitLeaseResponseSchema;
export type SplitLease = z.infer<typeof splitLeaseResponseSchema>;

/** A bill split as read by `GET /billing/bills/{billId}/splits/{splitId}`: billing-domain's stored split. */
export const billSplitResponseSchema = answers.billSplitResponseSchema;
export type BillSplitResponse = z.infer<typeof billSplitResponseSchema>;

/** The server's refusal body: `{ type, message, previousBillSplitAmount?, newBillSplitAmount? }`. */
export const splitFailureBodySchema = z.looseObject({
  type: z.string().check(z.minLength(1)),
  message: z.optional(z.string()),
  previousBillSplitAmount: z.optional(moneySchema),
  newBillSplitAmount: z.optional(moneySchema),
});
