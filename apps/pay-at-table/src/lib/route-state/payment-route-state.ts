import { moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { appliedVoucherSchema } from './applied-voucher.js';

/**
 * Route state of the payment intent page: the chosen tip, the applied voucher, and "a recoverable flag" after a failed attempt
 * (2-paying §2). Route state is a boundary, so it is parsed; anything else is ignored.
 */
export const paymentRouteStateSchema = z.object({
  tip: z.optional(moneySchema),
  recoverable: z.optional(z.boolean()),
  /** The voucher applied on this split, kept across a recoverable failure. */
  voucher: z.optional(appliedVoucherSchema),
});
export type PaymentRouteState = z.infer<typeof paymentRouteStateSchema>;

/** Reads the state, dropping it when it does not parse. */
export function readPaymentRouteState(state: unknown): PaymentRouteState {
  const parsed = paymentRouteStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}

/** "Payment auth page … Needs route state actionRequiredPayment" (2-paying §2). */
export const paymentAuthRouteStateSchema = z.object({
  actionRequiredPayment: z.object({ intentId: z.string().check(z.minLength(1)), redirectUrl: z.string().check(z.minLength(1)) }),
});
export type PaymentAuthRouteState = z.infer<typeof paymentAuthRouteStateSchema>;
