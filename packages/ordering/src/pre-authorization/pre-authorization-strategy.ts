import { currencyCodeSchema, type Money, type PreAuthorization, type PreAuthorizationStrategy } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { err, ok, type Result } from '@tableside/billing-domain';

/** "Pre-authorisation fallback currency GBP" (3 §9). */
export const PRE_AUTHORIZATION_FALLBACK_CURRENCY = 'GBP';

/** The strategy a feature flag may supply (3 §4 "a feature flag may supply it, defaulting to GBP"); amount at scale 5. */
export const preAuthorizationFlagSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FIXED_AMOUNT'), amount: z.number().check(z.int(), z.nonnegative()), currency: z.optional(currencyCodeSchema) }),
  z.object({ type: z.literal('FIRST_ORDER_AMOUNT') }),
]);
export type PreAuthorizationFlag = z.infer<typeof preAuthorizationFlagSchema>;

/** Whether placing an order needs a card hold first, and how much. */
export type PreAuthorizationRequirement = { readonly required: false } | { readonly required: true; readonly strategy: PreAuthorizationStrategy };

/** A required pre-authorisation with no strategy from the experience or the flag. */
export interface PreAuthorizationStrategyMissing {
  readonly code: 'PRE_AUTHORIZATION_STRATEGY_MISSING';
}

function fromFlag(flag: PreAuthorizationFlag): PreAuthorizationStrategy {
  switch (flag.type) {
    case 'FIXED_AMOUNT':
      return { type: 'FIXED_AMOUNT', amount: { amount: flag.amount, currency: flag.currency ?? PRE_AUTHORIZATION_FALLBACK_CURRENCY } };
    case 'FIRST_ORDER_AMOUNT':
      return { type: 'FIRST_ORDER_AMOUNT' };
    default:
      return exhaustiveSwitchError(flag);
  }
}

/**
 * Resolves the pre-authorisation of the table's experience (3 §4 "Strategy FIXED_AMOUNT {amount, currency} or
 * FIRST_ORDER_AMOUNT; a feature flag may supply it, defaulting to GBP"). The experience's own strategy wins; a flag
 * value that is not a valid strategy is ignored.
 */
export function resolvePreAuthorizationStrategy(
  preAuthorization: PreAuthorization | undefined,
  featureFlag: unknown,
): Result<PreAuthorizationRequirement, PreAuthorizationStrategyMissing> {
  if (!preAuthorization?.enabled) return ok({ required: false });
  if (preAuthorization.strategy) return ok({ required: true, strategy: preAuthorization.strategy });
  const flag = preAuthorizationFlagSchema.safeParse(featureFlag);
  if (flag.success) return ok({ required: true, strategy: fromFlag(flag.data) });
  return err({ code: 'PRE_AUTHORIZATION_STRATEGY_MISSING' });
}

/** The amount to hold: the fixed amount, or for FIRST_ORDER_AMOUNT the total of the first order (the basket). */
export function preAuthorizationAmount(strategy: PreAuthorizationStrategy, firstOrderTotal: Money): Money {
  switch (strategy.type) {
    case 'FIXED_AMOUNT':
      return strategy.amount;
    case 'FIRST_ORDER_AMOUNT':
      return firstOrderTotal;
    default:
      return exhaustiveSwitchError(strategy);
  }
}
