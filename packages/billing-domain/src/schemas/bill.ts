import * as z from 'zod/mini';
import { moneySchema, nonNegativeMoneySchema } from '../money/money.js';
import { storedBillSplitSchema } from './bill-split.js';
import { countSchema, scale5QuantitySchema, timestampSchema } from './common.js';
import { subOrderSchema } from './sub-order.js';

/** posSplitMode (1-core §3). */
export const posSplitModeSchema = z.enum(['NOT_SPLIT_ON_POS', 'SPLIT_BY_SEAT_ON_POS', 'SPLIT_BY_CHECK_ON_POS']);
export type PosSplitMode = z.infer<typeof posSplitModeSchema>;

/** Order consistency: INCONSISTENT and UNSTABLE mean not stable (1-core §3). */
export const orderConsistencySchema = z.enum(['CONSISTENT', 'INCONSISTENT', 'UNSTABLE']);
export type OrderConsistency = z.infer<typeof orderConsistencySchema>;

/** The violation that marks a split total that does not match the bill (1-core §4 "inconsistent-split-total"). */
export const INCONSISTENT_SPLIT_TOTAL_VIOLATION = 'INCONSISTENT_SPLIT_TOTAL';

/** A consistency violation reported by the point of sale. */
export const orderViolationSchema = z.object({
  type: z.string(),
  message: z.optional(z.string()),
});
export type OrderViolation = z.infer<typeof orderViolationSchema>;

/** staff {name, posId} (1-core §3). */
export const staffSchema = z.object({
  name: z.string(),
  posId: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The order of a bill (1-core §3). */
export const orderSchema = z.object({
  subOrders: z._default(z.array(subOrderSchema), []),
  numberOfGuests: countSchema,
  posSplitMode: z._default(posSplitModeSchema, 'NOT_SPLIT_ON_POS'),
  staff: z.optional(staffSchema),
  tableId: z.optional(z.string()),
  orderCode: z.optional(z.string()),
  venueId: z.string(),
  consistency: z.optional(orderConsistencySchema),
  violations: z._default(z.array(orderViolationSchema), []),
});
export type Order = z.infer<typeof orderSchema>;

/** Payments not made in the app: DEPOSIT and GIFT_CARD_APPLIED_ON_TILL (1-core §3). */
export const nonSundayBillSplitSchema = z.object({
  type: z.enum(['DEPOSIT', 'GIFT_CARD_APPLIED_ON_TILL']),
  amount: nonNegativeMoneySchema,
});
export type NonSundayBillSplit = z.infer<typeof nonSundayBillSplitSchema>;

/** ongoingSplitByShare {baseAmount, numberOfGuests, shares} (1-core §3). */
export const ongoingSplitByShareSchema = z.object({
  baseAmount: nonNegativeMoneySchema,
  numberOfGuests: countSchema,
  shares: countSchema,
});
export type OngoingSplitByShare = z.infer<typeof ongoingSplitByShareSchema>;

/** An item marked as paid by hand: id and a scale-5 quantity (1-core §3, 3 §7 `valueAtScale5`). */
export const itemManuallyMarkedAsPaidSchema = z.object({
  id: z.string(),
  quantity: scale5QuantitySchema,
});
export type ItemManuallyMarkedAsPaid = z.infer<typeof itemManuallyMarkedAsPaidSchema>;

/** An item not yet paid, by product and scale-5 quantity. */
export const unpaidItemSchema = z.object({
  productId: z.string(),
  quantity: scale5QuantitySchema,
});
export type UnpaidItem = z.infer<typeof unpaidItemSchema>;

/** A bill (1-core §3, 2-paying §3). */
export const billSchema = z.object({
  id: z.string(),
  issuedAt: timestampSchema,
  expireAt: z.optional(timestampSchema),
  refreshedAt: timestampSchema,
  closed: z._default(z.boolean(), false),
  order: orderSchema,
  totalBillAmount: nonNegativeMoneySchema,
  // Overpayments take these below zero: "Paid: ... left-to-pay at most 0" (1-core §4).
  leftToPay: moneySchema,
  forecastedLeftToPay: moneySchema,
  tabId: z.optional(z.string()),
  tabDisplayId: z.optional(z.string()),
  sundayBillSplits: z._default(z.record(z.string(), storedBillSplitSchema), {}),
  nonSundayBillSplits: z._default(z.array(nonSundayBillSplitSchema), []),
  sundaySmartTerminalBillSplits: z._default(z.array(storedBillSplitSchema), []),
  sundayPreAuthorizedBillSplits: z._default(z.array(storedBillSplitSchema), []),
  ongoingSplitByShare: z.optional(ongoingSplitByShareSchema),
  itemsManuallyMarkedAsPaid: z._default(z.array(itemManuallyMarkedAsPaidSchema), []),
  unpaidItems: z._default(z.array(unpaidItemSchema), []),
});
export type Bill = z.infer<typeof billSchema>;
/** A bill as written on the wire (defaults not yet applied). */
export type BillInput = z.input<typeof billSchema>;
