import { z } from 'zod';
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
  message: z.string().optional(),
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
  subOrders: z.array(subOrderSchema).default([]),
  numberOfGuests: countSchema,
  posSplitMode: posSplitModeSchema.default('NOT_SPLIT_ON_POS'),
  staff: staffSchema.optional(),
  tableId: z.string().optional(),
  orderCode: z.string().optional(),
  venueId: z.string(),
  consistency: orderConsistencySchema.optional(),
  violations: z.array(orderViolationSchema).default([]),
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
  expireAt: timestampSchema.optional(),
  refreshedAt: timestampSchema,
  closed: z.boolean().default(false),
  order: orderSchema,
  totalBillAmount: nonNegativeMoneySchema,
  // Overpayments take these below zero: "Paid: ... left-to-pay at most 0" (1-core §4).
  leftToPay: moneySchema,
  forecastedLeftToPay: moneySchema,
  tabId: z.string().optional(),
  tabDisplayId: z.string().optional(),
  sundayBillSplits: z.record(z.string(), storedBillSplitSchema).default({}),
  nonSundayBillSplits: z.array(nonSundayBillSplitSchema).default([]),
  sundaySmartTerminalBillSplits: z.array(storedBillSplitSchema).default([]),
  sundayPreAuthorizedBillSplits: z.array(storedBillSplitSchema).default([]),
  ongoingSplitByShare: ongoingSplitByShareSchema.optional(),
  itemsManuallyMarkedAsPaid: z.array(itemManuallyMarkedAsPaidSchema).default([]),
  unpaidItems: z.array(unpaidItemSchema).default([]),
});
export type Bill = z.infer<typeof billSchema>;
/** A bill as written on the wire (defaults not yet applied). */
export type BillInput = z.input<typeof billSchema>;
