import * as z from 'zod/mini';
import { isKnownCurrency, money } from '../money/money.js';
import type { PreAuthorizationStrategy, TableDevice } from '../schemas/table-device.js';

/** "pre-authorisation fallback currency GBP" (1-core §9). */
export const PRE_AUTHORIZATION_FALLBACK_CURRENCY = 'GBP';

/** Pre-authorisation is required with a strategy, or not (1-core §4). */
export type PreAuthorizationRequirement = { required: false } | { required: true; strategy: PreAuthorizationStrategy };

/** The value a feature flag carries to supply a pre-authorisation; amount at scale 5. */
export const preAuthorizationFlagSchema = z.object({
  enabled: z.boolean(),
  strategy: z._default(z.enum(['FIXED_AMOUNT', 'FIRST_ORDER_AMOUNT']), 'FIXED_AMOUNT'),
  amount: z.optional(z.number().check(z.int(), z.minimum(0))),
  currency: z.optional(z.string()),
});
export type PreAuthorizationFlag = z.infer<typeof preAuthorizationFlagSchema>;

function fromFlag(flag: PreAuthorizationFlag): PreAuthorizationRequirement {
  if (!flag.enabled) return { required: false };
  if (flag.strategy === 'FIRST_ORDER_AMOUNT') return { required: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } };
  if (flag.amount === undefined) return { required: false };
  const currency = flag.currency !== undefined && isKnownCurrency(flag.currency) ? flag.currency : PRE_AUTHORIZATION_FALLBACK_CURRENCY;
  return { required: true, strategy: { type: 'FIXED_AMOUNT', amount: money(flag.amount, currency) } };
}

/**
 * Whether the table needs a pre-authorisation before the first order (1-core §4): from the table's experience,
 * else from the feature flag ("A feature flag can supply it, with GBP as the fallback currency").
 */
export function preAuthorizationRequirement(tableDevice: Pick<TableDevice, 'experience'>, featureFlag?: PreAuthorizationFlag): PreAuthorizationRequirement {
  const configured = tableDevice.experience?.preAuthorization;
  if (configured?.enabled && configured.strategy) return { required: true, strategy: configured.strategy };
  if (featureFlag) return fromFlag(featureFlag);
  return { required: false };
}
