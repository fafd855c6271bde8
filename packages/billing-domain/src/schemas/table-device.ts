import * as z from 'zod/mini';
import { nonNegativeMoneySchema } from '../money/money.js';
import { timestampSchema } from './common.js';

/** Pre-authorisation strategy: FIXED_AMOUNT {amount, currency} or FIRST_ORDER_AMOUNT (1-core §3, §4). */
export const preAuthorizationStrategySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FIXED_AMOUNT'), amount: nonNegativeMoneySchema }),
  z.object({ type: z.literal('FIRST_ORDER_AMOUNT') }),
]);
export type PreAuthorizationStrategy = z.infer<typeof preAuthorizationStrategySchema>;

/** preAuthorization: enabled with a strategy. */
export const preAuthorizationSchema = z.object({
  enabled: z.boolean(),
  strategy: z.optional(preAuthorizationStrategySchema),
});
export type PreAuthorization = z.infer<typeof preAuthorizationSchema>;

/** experience {experienceId, preAuthorization} (1-core §3). */
export const tableExperienceSchema = z.object({
  experienceId: z.string(),
  preAuthorization: z.optional(preAuthorizationSchema),
});
export type TableExperience = z.infer<typeof tableExperienceSchema>;

/** A table device (1-core §3). */
export const tableDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  orderId: z.optional(z.string()),
  tableId: z.string(),
  venueId: z.string(),
  businessId: z.optional(z.string()),
  menuAreaId: z.optional(z.string()),
  lastRefreshOrderCorrelationId: z.optional(z.string()),
  currentOrderRefreshedAt: z.optional(timestampSchema),
  experience: z.optional(tableExperienceSchema),
});
export type TableDevice = z.infer<typeof tableDeviceSchema>;
