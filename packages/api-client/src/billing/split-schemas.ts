import { moneySchema } from '@tableside/billing-domain';
import { z } from 'zod';

/** Who acts on a split: `{ guestId, sundayUserId?, displayName? }` (1-core §3 "consumer {sundayUserId, guestId}"). */
export const consumerSchema = z.object({
  guestId: z.string().min(1),
  sundayUserId: z.string().min(1).optional(),
  displayName: z.string().optional(),
});
export type Consumer = z.infer<typeof consumerSchema>;

/** Items of a split by items: product id to quantity at scale 5 (1-core §3 "by items {item to quantity}"). */
export const splitItemsSchema = z.record(z.string(), z.number().int().nonnegative());
export type SplitItems = z.infer<typeof splitItemsSchema>;

/** The answer of every issue and update call: `{splitId.id, billSplitAmount}` (1-core §7). */
export const issuedSplitResponseSchema = z.looseObject({
  splitId: z.looseObject({ id: z.string().min(1) }),
  billSplitAmount: moneySchema,
});

/** What issue and update calls give back to the app. */
export interface IssuedSplit {
  readonly splitId: string;
  readonly billSplitAmount: z.infer<typeof moneySchema>;
}

/** The answer of engage-payment: it "reads billSplitAmount" (1-core §7). */
export const engagedSplitResponseSchema = z.looseObject({ billSplitAmount: moneySchema });

/** A bill split as read by `GET /billing/bills/{billId}/splits/{splitId}` (1-core §3 "Bill split (as read)"). */
export const billSplitResponseSchema = z.looseObject({
  splitId: z.string().min(1),
  splitType: z.string().optional(),
  status: z.string(),
  billSplitAmount: moneySchema,
  subOrderId: z.string().nullish(),
  paymentId: z.string().nullish(),
  consumer: consumerSchema.nullish(),
});
export type BillSplitResponse = z.infer<typeof billSplitResponseSchema>;

/** One forecast charge: `{chargedAmount, chargeType, model, label, rate}` (1-core §7). */
export const forecastChargeSchema = z.looseObject({
  chargedAmount: moneySchema,
  chargeType: z.string(),
  model: z.string(),
  label: z.string().nullish(),
  rate: z.number().nullish(),
});
export const forecastChargesResponseSchema = z.array(forecastChargeSchema);
export type ForecastCharge = z.infer<typeof forecastChargeSchema>;

/** The server's refusal body: `{ type, message, previousBillSplitAmount?, newBillSplitAmount? }`. */
export const splitFailureBodySchema = z.looseObject({
  type: z.string().min(1),
  message: z.string().optional(),
  previousBillSplitAmount: moneySchema.optional(),
  newBillSplitAmount: moneySchema.optional(),
});
