import { z } from 'zod';
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
  strategy: preAuthorizationStrategySchema.optional(),
});
export type PreAuthorization = z.infer<typeof preAuthorizationSchema>;

/** experience {experienceId, preAuthorization} (1-core §3). */
export const tableExperienceSchema = z.object({
  experienceId: z.string(),
  preAuthorization: preAuthorizationSchema.optional(),
});
export type TableExperience = z.infer<typeof tableExperienceSchema>;

/** A table device (1-core §3). */
export const tableDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  orderId: z.string().optional(),
  tableId: z.string(),
  venueId: z.string(),
  businessId: z.string().optional(),
  menuAreaId: z.string().optional(),
  lastRefreshOrderCorrelationId: z.string().optional(),
  currentOrderRefreshedAt: timestampSchema.optional(),
  experience: tableExperienceSchema.optional(),
});
export type TableDevice = z.infer<typeof tableDeviceSchema>;
