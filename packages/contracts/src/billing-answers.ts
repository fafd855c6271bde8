import { forecastChargeSchema, moneySchema, storedBillSplitSchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';

// The answers of the billing routes (1-core §7, 2-paying §7); billing.ts declares the routes that send them.

/** The answer of every issue and update call: `{splitId.id, billSplitAmount}` (1-core §7). */
export const issuedSplitResponseSchema = z.looseObject({
  splitId: z.looseObject({ id: z.string().check(z.minLength(1)) }),
  billSplitAmount: moneySchema,
});

/**
 * The answer of engage-payment: it "reads billSplitAmount" (1-core §7), the payment id the server engaged (it
 * generates one when none is proposed) and the split's status (PAID or REGISTERED when it was already settled).
 */
export const engagedSplitResponseSchema = z.looseObject({
  billSplitAmount: moneySchema,
  paymentId: z.optional(z.string().check(z.minLength(1))),
  status: z.optional(z.string()),
});

/** A bill split as read by `GET /billing/bills/{billId}/splits/{splitId}`: billing-domain's stored split. */
export const billSplitResponseSchema = storedBillSplitSchema;

/**
 * The answer of `PUT …/splits/{splitId}/heartbeat`: the split, and while it is ISSUED its lease (`leaseExpiresAt`,
 * epoch ms on the server's clock, and `leaseMs`, the lease length the app paces its heartbeats on).
 */
export const splitLeaseResponseSchema = z.extend(storedBillSplitSchema, {
  leaseExpiresAt: z.optional(z.number()),
  leaseMs: z.optional(z.number().check(z.int(), z.positive())),
});

/** The refresh scheduler's answer: the advised delay before the next refresh, in milliseconds (1-core §7). */
export const refreshResponseSchema = z.nullable(z.looseObject({ advisoryDelayUntilNext: z.nullish(z.number().check(z.nonnegative())) }));

/**
 * The answer of `PUT /refresh-bill-scheduler/table-devices/{deviceId}/open-bill`: the table device's venue and table,
 * the advised delay before the next refresh, and `billId` when the refresh went through and the table has a
 * displayable open bill (an order, up to date, the diner's own: 1-core §4), where the table landing redirects.
 */
export const tableOpenBillResponseSchema = z.object({
  venueId: z.string(),
  tableId: z.string(),
  advisoryDelayUntilNext: z.number().check(z.nonnegative()),
  billId: z.optional(z.string()),
});

export const forecastChargesResponseSchema = z.array(forecastChargeSchema);
