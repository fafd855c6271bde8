import { moneySchema } from '@tableside/billing-domain';
import { z } from 'zod';

/** Split types of a split being paid (2-paying §3 "Split types"). */
export const splitTypeSchema = z.enum(['SHARE', 'ITEMS', 'AMOUNT', 'REMAINING_AMOUNT', 'CHECK_SEAT']);
export type SplitType = z.infer<typeof splitTypeSchema>;

/** Split statuses (1-core §4 "Split statuses"). */
export const splitStatusSchema = z.enum(['ISSUED', 'PENDING', 'PAID', 'REGISTERED', 'FULLY_DISCOUNTED', 'REGISTERED_FULLY_DISCOUNTED']);
export type SplitStatus = z.infer<typeof splitStatusSchema>;

/** The consumer of a split (2-paying §3 "consumer (guestId, sundayUserId)"). */
export const consumerSchema = z.object({
  guestId: z.string().optional(),
  sundayUserId: z.string().optional(),
});
export type Consumer = z.infer<typeof consumerSchema>;

/** Scale-5 item quantities (1-core §3 "quantity (scale 5)"), keyed by productId. */
const quantitySchema = z.number().int().nonnegative();

/**
 * The error details recorded on a split after an engage failure
 * (2-paying §3 "error details recorded on an engage failure (type, previousBillSplitAmount, newBillSplitAmount, request)").
 */
export const engageFailureSchema = z.object({
  type: z.string().min(1),
  previousBillSplitAmount: moneySchema.optional(),
  newBillSplitAmount: moneySchema.optional(),
  request: z.unknown().optional(),
});
export type EngageFailure = z.infer<typeof engageFailureSchema>;

/**
 * The fields of the current split that anomaly detection reads. `id` is absent while the split is a draft
 * that has not been issued yet (the split issue flow checks anomalies before issuing).
 */
export const anomalySplitSchema = z.object({
  id: z.string().optional(),
  type: splitTypeSchema,
  amount: moneySchema,
  consumer: consumerSchema.optional(),
  splitItemsSelection: z.record(z.string(), quantitySchema).optional(),
  numberOfGuests: z.number().int().nonnegative().optional(),
  numberOfShares: z.number().int().nonnegative().optional(),
  baseAmount: moneySchema.optional(),
  virtualDiscount: moneySchema.optional(),
  error: engageFailureSchema.optional(),
});
export type AnomalySplit = z.infer<typeof anomalySplitSchema>;

/** A split as listed on the bill (1-core §3 "Bill split (as read)"). */
export const billSplitOnBillSchema = z.object({
  splitId: z.string(),
  splitType: z.enum(['BY_ITEMS', 'BY_SHARE', 'BY_AMOUNT', 'OTHER']),
  billSplitAmount: moneySchema,
  status: splitStatusSchema,
  consumer: consumerSchema.optional(),
});
export type BillSplitOnBill = z.infer<typeof billSplitOnBillSchema>;

/** A product and its scale-5 quantity (unpaid items, items manually marked as paid). */
export const itemQuantitySchema = z.object({ productId: z.string(), quantity: quantitySchema });
export type ItemQuantity = z.infer<typeof itemQuantitySchema>;

/** The fields of the bill that anomaly detection reads (2-paying §3 "Bill (as used for paying)"). */
export const anomalyBillSchema = z.object({
  id: z.string(),
  leftToPay: moneySchema,
  forecastedLeftToPay: moneySchema,
  ongoingSplitByShare: z
    .object({
      numberOfGuests: z.number().int().nonnegative(),
      baseAmount: moneySchema,
      shares: z.number().int().nonnegative().optional(),
    })
    .nullish(),
  sundayBillSplits: z.record(z.string(), billSplitOnBillSchema).optional(),
  nonSundayBillSplits: z.array(z.object({ type: z.string(), amount: moneySchema.optional() })).optional(),
  unpaidItems: z.array(itemQuantitySchema).optional(),
  order: z.object({ tableId: z.string().optional() }).optional(),
});
export type AnomalyBill = z.infer<typeof anomalyBillSchema>;

/** The diner looking at the split: device id, and the user id when logged in (1-core §5). */
export const currentUserSchema = z.object({
  deviceId: z.string(),
  sundayUserId: z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
