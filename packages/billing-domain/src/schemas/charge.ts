import * as z from 'zod/mini';
import { nonNegativeMoneySchema } from '../money/money.js';
import { rateSchema } from './common.js';

/** Charge types (1-core §3). */
export const chargeTypeSchema = z.enum(['FEE', 'TAX', 'SERVICE_CHARGE', 'SALES_TAX', 'UNKNOWN']);
export type ChargeType = z.infer<typeof chargeTypeSchema>;

/** Charge models (1-core §3). */
export const chargeModelSchema = z.enum(['FLAT', 'RATE']);
export type ChargeModel = z.infer<typeof chargeModelSchema>;

/** A charge on a sub-order (1-core §3): rate in hundredths of a percent, at least 0 (1-core §5). */
export const chargeSchema = z.object({
  type: chargeTypeSchema,
  model: chargeModelSchema,
  label: z.string(),
  rate: z.optional(rateSchema),
  chargedAmount: nonNegativeMoneySchema,
  code: z.optional(z.string()),
});
export type Charge = z.infer<typeof chargeSchema>;

/** A forecast charge of a split (1-core §7 `forecast-charges`): {chargedAmount, chargeType, model, label, rate}. */
export const forecastChargeSchema = z.object({
  chargedAmount: nonNegativeMoneySchema,
  chargeType: chargeTypeSchema,
  model: chargeModelSchema,
  label: z.string(),
  rate: z.optional(rateSchema),
});
export type ForecastCharge = z.infer<typeof forecastChargeSchema>;
