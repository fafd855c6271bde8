import { compare, type Money, type TableDevice } from '@tableside/billing-domain';
import { preAuthorizationAmount, resolvePreAuthorizationStrategy } from '@tableside/ordering';
import type { PaymentIntentView } from './ordering-options.js';
import type { AuthorizationRecord } from './ordering-records.js';

/** The outcome of checking a table's card hold before an order. */
export type PreAuthorizationCheck = { kind: 'not-required' } | { kind: 'covered'; intentId: string } | { kind: 'missing-hold' } | { kind: 'misconfigured' };

/** A hold counts when the intent is held for manual capture (`requires_capture`) and covers `needed` in its currency. */
export function holdCovers(intent: PaymentIntentView | undefined, needed: Money): boolean {
  if (!intent || intent.status !== 'requires_capture' || intent.captureMethod !== 'manual') return false;
  if (intent.amount.currency !== needed.currency) return false;
  return compare(intent.amount, needed) >= 0;
}

/**
 * "If the experience requires it and no authorisation exists, placing an order" is refused (3-menus §4): the
 * table's experience names FIXED_AMOUNT (the hold must cover that amount) or FIRST_ORDER_AMOUNT (the hold must
 * cover the first order; later orders need the hold to still be held).
 */
export async function checkPreAuthorization(input: {
  experience: TableDevice['experience'];
  authorizations: readonly AuthorizationRecord[];
  orderTotal: Money;
  isFirstOrder: boolean;
  getPaymentIntent: (id: string) => PaymentIntentView | undefined | Promise<PaymentIntentView | undefined>;
}): Promise<PreAuthorizationCheck> {
  const requirement = resolvePreAuthorizationStrategy(input.experience?.preAuthorization, undefined);
  if (!requirement.ok) return { kind: 'misconfigured' };
  if (!requirement.value.required) return { kind: 'not-required' };
  const strategy = requirement.value.strategy;
  const needed =
    strategy.type === 'FIRST_ORDER_AMOUNT' && !input.isFirstOrder ? { ...input.orderTotal, amount: 1 } : preAuthorizationAmount(strategy, input.orderTotal);
  for (const authorization of input.authorizations) {
    if (holdCovers(await input.getPaymentIntent(authorization.intentId), needed)) return { kind: 'covered', intentId: authorization.intentId };
  }
  return { kind: 'missing-hold' };
}
