import type { Money, TableDevice } from '@tableside/billing-domain';
import { basketTotal, preAuthorizationAmount, resolvePreAuthorizationStrategy, type Basket } from '@tableside/ordering';
import type { CurrencyCode } from '@tableside/billing-domain';

/** Why the table's hold cannot be computed: no requirement, or a requirement without a strategy. */
export type HoldAmountError = { readonly code: 'NOT_REQUIRED' } | { readonly code: 'PRE_AUTHORIZATION_STRATEGY_MISSING' };

/**
 * The amount the card holds for a table (3-menus §4 Pre-authorisation): the FIXED_AMOUNT, or the basket's total
 * for FIRST_ORDER_AMOUNT. No feature flag is read here, so a strategy comes from the experience.
 */
export function holdAmountFor(
  tableDevice: TableDevice,
  basket: Basket | undefined,
  currency: CurrencyCode,
): { ok: true; value: Money } | { ok: false; error: HoldAmountError } {
  const requirement = resolvePreAuthorizationStrategy(tableDevice.experience?.preAuthorization, undefined);
  if (!requirement.ok) return { ok: false, error: requirement.error };
  if (!requirement.value.required) return { ok: false, error: { code: 'NOT_REQUIRED' } };
  return { ok: true, value: preAuthorizationAmount(requirement.value.strategy, basketTotal(basket ?? { items: [] }, currency)) };
}
