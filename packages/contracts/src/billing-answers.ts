import { forecastChargeSchema, moneySchema, storedBillSplitSchema } from '@tableside/billing-domain';
import { z } from 'zod';

// The answers of the billing routes (1-core §7, 2-paying §7); billing.ts declares the routes that send them.

/** The answer of every issue and update call: `{splitId.id, billSplitAmount}` (1-core §7). */
export const issuedSplitResponseSchema = z.looseObject({
  splitId: z.looseObject({ id: z.string().min(1) }),
  billSplitAmount: moneySchema,
});

/**
 * The answer of engage-payment: it "reads billSplitAmount" (1-core §7), the payment id the server engaged (it
 * generates one when none is proposed) and the split's status (PAID or REGISTERED when it was already settled).
 */
export const engagedSplitResponseSchema = z.looseObject({
  billSplitAmount: moneySchema,
  paymentId: z.string().min(1).optional(),
  status: z.string().optional(),
});

/** A bill split as read by `GET /billing/bills/{billId}/splits/{splitId}`: billing-domain's stored split. */
export const billSplitResponseSchema = storedBillSplitSchema;

/**
 * The answer of `PUT …/splits/{splitId}/heartbeat`: the split, and while it is ISSUED its lease (`leaseExpiresAt`,
 * epoch ms on the server's clock, and `leaseMs`, the lease length the app paces its heartbeats on).
 */
export const splitLeaseResponseSchema = storedBillSplitSchema.extend({
  leaseExpiresAt: z.number().optional(),
  leaseMs: z.number().int().positive().optional(),
});

/** The refresh scheduler's answer: the advised delay before the next refresh, in milliseconds (1-core §7). */
export const refreshResponseSchema = z.looseObject({ advisoryDelayUntilNext: z.number().nonnegative().nullish() }).nullable();

/**
 * The answer of `PUT /refresh-bill-scheduler/table-devices/{deviceId}/open-bill`: the table device's venue and table,
 * the advised delay before the next refresh, and `billId` when the refresh went through and the table has a
 * displayable open bill (an order, up to date, the diner's own: 1-core §4), where the table landing redirects.
 */
export const tableOpenBillResponseSchema = z.object({
  venueId: z.string(),
  tableId: z.string(),
  advisoryDelayUntilNext: z.number().nonnegative(),
  billId: z.string().optional(),
});

export const forecastChargesResponseSchema = z.array(forecastChargeSchema);
