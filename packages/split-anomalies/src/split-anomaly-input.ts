import {
  billSchema,
  billSplitErrorRecordSchema,
  consumerSchema,
  moneySchema,
  scale5QuantitySchema,
  splitTypeSchema,
  countSchema,
  type BillSplitErrorRecord,
} from '@tableside/billing-domain';
import * as z from 'zod/mini';

/**
 * The error details recorded on a split after an engage failure
 * (2-paying §3 "error details recorded on an engage failure (type, previousBillSplitAmount, newBillSplitAmount, request)").
 */
export type EngageFailure = BillSplitErrorRecord;

/**
 * The fields of the current split that anomaly detection reads, with the spec's names (2-paying §3 "Bill split").
 * `id` is absent while the split is a draft not yet issued: the split issue flow checks anomalies before issuing.
 */
export const anomalySplitSchema = z.object({
  id: z.optional(z.string()),
  type: splitTypeSchema,
  amount: moneySchema,
  consumer: z.optional(consumerSchema),
  splitItemsSelection: z.optional(z.record(z.string(), scale5QuantitySchema)),
  numberOfGuests: z.optional(countSchema),
  numberOfShares: z.optional(countSchema),
  baseAmount: z.optional(moneySchema),
  virtualDiscount: z.optional(moneySchema),
  error: z.optional(billSplitErrorRecordSchema),
});
export type AnomalySplit = z.infer<typeof anomalySplitSchema>;

/**
 * The fields of the bill that anomaly detection reads (2-paying §3 "Bill (as used for paying)"), picked from
 * billing-domain's bill schema so a parsed `Bill` can be passed as it is.
 */
export const anomalyBillSchema = z.pick(billSchema, {
  id: true,
  leftToPay: true,
  forecastedLeftToPay: true,
  ongoingSplitByShare: true,
  sundayBillSplits: true,
  nonSundayBillSplits: true,
  unpaidItems: true,
});
export type AnomalyBill = z.infer<typeof anomalyBillSchema>;

/** The diner looking at the split: device id, and the user id when logged in (1-core §5). */
export const currentUserSchema = z.object({
  deviceId: z.string(),
  userId: z.optional(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
