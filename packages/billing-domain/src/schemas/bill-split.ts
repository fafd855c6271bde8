import * as z from 'zod/mini';
import { moneySchema, nonNegativeMoneySchema } from '../money/money.js';
import { chargeSchema } from './charge.js';
import { countSchema, negativeMoneySchema, positiveMoneySchema, rateSchema, scale5QuantitySchema, timestampSchema } from './common.js';

/** Bill split types as read (1-core §3): OTHER appears on the bill view. */
export const billSplitTypeSchema = z.enum(['BY_ITEMS', 'BY_SHARE', 'BY_AMOUNT', 'OTHER']);
export type BillSplitType = z.infer<typeof billSplitTypeSchema>;

/** Split statuses (1-core §4). */
export const billSplitStatusSchema = z.enum(['ISSUED', 'PENDING', 'PAID', 'REGISTERED', 'FULLY_DISCOUNTED', 'REGISTERED_FULLY_DISCOUNTED']);
export type BillSplitStatus = z.infer<typeof billSplitStatusSchema>;

/** The consumer of a split (1-core §3 "consumer {sundayUserId, guestId}"). */
export const consumerSchema = z.object({
  sundayUserId: z.optional(z.string()),
  guestId: z.optional(z.string()),
});
export type Consumer = z.infer<typeof consumerSchema>;

/** An applied VAT line of a split breakdown. */
export const appliedVatSchema = z.object({
  label: z.optional(z.string()),
  rate: z.optional(rateSchema),
  amount: nonNegativeMoneySchema,
});
export type AppliedVat = z.infer<typeof appliedVatSchema>;

/** An applied discount line of a split breakdown. */
export const appliedDiscountSchema = z.object({
  label: z.string(),
  amount: nonNegativeMoneySchema,
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/** breakdown {appliedVats, appliedCharges, appliedDiscounts, subTotal, subTotalPreVirtualDiscount} (1-core §3). */
export const billSplitBreakdownSchema = z.object({
  appliedVats: z._default(z.array(appliedVatSchema), []),
  appliedCharges: z._default(z.array(chargeSchema), []),
  appliedDiscounts: z._default(z.array(appliedDiscountSchema), []),
  subTotal: nonNegativeMoneySchema,
  subTotalPreVirtualDiscount: z.optional(nonNegativeMoneySchema),
});
export type BillSplitBreakdown = z.infer<typeof billSplitBreakdownSchema>;

/** discount {label, amount, impactOnSplitTotal}: amount above 0, impact below 0 (1-core §5). */
export const billSplitDiscountSchema = z.object({
  label: z.string(),
  amount: positiveMoneySchema,
  impactOnSplitTotal: negativeMoneySchema,
});
export type BillSplitDiscount = z.infer<typeof billSplitDiscountSchema>;

/** Modality by share {numberOfShares, numberOfGuests, baseAmount} (1-core §3). */
export const byShareModalitySchema = z.object({
  numberOfShares: countSchema,
  numberOfGuests: countSchema,
  baseAmount: nonNegativeMoneySchema,
});
/** Modality by items {item to quantity}, quantities at scale 5. */
export const byItemsModalitySchema = z.object({
  items: z.record(z.string(), scale5QuantitySchema),
});
/** Modality by amount {amount}. */
export const byAmountModalitySchema = z.object({
  amount: nonNegativeMoneySchema,
});
export const billSplitModalitySchema = z.union([byShareModalitySchema, byItemsModalitySchema, byAmountModalitySchema]);
export type BillSplitModality = z.infer<typeof billSplitModalitySchema>;

/** A bill split as read (1-core §3 "Bill split (as read)"). */
export const billSplitSchema = z.object({
  splitId: z.string(),
  splitType: billSplitTypeSchema,
  subOrderId: z.optional(z.string()),
  billSplitAmount: nonNegativeMoneySchema,
  breakdown: z.optional(billSplitBreakdownSchema),
  discount: z.optional(billSplitDiscountSchema),
  preTaxTipsBaseAmount: z.optional(nonNegativeMoneySchema),
  postTaxTipsBaseAmount: z.optional(nonNegativeMoneySchema),
  modality: z.optional(billSplitModalitySchema),
});
export type BillSplit = z.infer<typeof billSplitSchema>;

/** The error recorded on a split after an engage failure (2-paying §3, §4 step 5). */
export const billSplitErrorRecordSchema = z.object({
  type: z.string(),
  previousBillSplitAmount: z.optional(moneySchema),
  newBillSplitAmount: z.optional(moneySchema),
  request: z.optional(z.unknown()),
});
export type BillSplitErrorRecord = z.infer<typeof billSplitErrorRecordSchema>;

/** Origins of a split; PDQ is a smart terminal (1-core §4). */
export const billSplitOriginSchema = z.string();

/** A bill split as stored on the bill (1-core §3 "Stored fields"). */
export const storedBillSplitSchema = z.extend(billSplitSchema, {
  status: billSplitStatusSchema,
  paymentId: z.optional(z.string()),
  consumer: z.optional(consumerSchema),
  origin: z.optional(billSplitOriginSchema),
  issuedAt: z.optional(timestampSchema),
  tips: z.optional(nonNegativeMoneySchema),
  consumerSundayFees: z.optional(nonNegativeMoneySchema),
  actuallyPaidOnBill: z.optional(nonNegativeMoneySchema),
  /** The loyalty reward burnt on the split, part of what it settled (the `loyalty-reward-applied-via-sunday` line). */
  loyaltyReward: z.optional(nonNegativeMoneySchema),
  paymentRefusedByPosCause: z.optional(z.string()),
  error: z.optional(billSplitErrorRecordSchema),
});
export type StoredBillSplit = z.infer<typeof storedBillSplitSchema>;
