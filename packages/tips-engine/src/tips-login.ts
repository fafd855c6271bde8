import type { TipsConfiguration } from './tips-configuration.js';

/** Where the payment happens: pay at table or a payment terminal (PDQ). */
export type PaymentChannel = 'PAT' | 'PDQ';

/**
 * "Login can be mandatory for tips on pay-at-table (enforceAccountForTipsForPat) or on PDQ payments
 * (enforceAccountForTipsForPdq)" (1-core §5, 2-paying §4).
 */
export function isLoginRequiredForTips(
  configuration: Pick<TipsConfiguration, 'enforceAccountForTipsForPat' | 'enforceAccountForTipsForPdq'>,
  channel: PaymentChannel,
  isLoggedIn: boolean,
): boolean {
  if (isLoggedIn) return false;
  return channel === 'PAT' ? configuration.enforceAccountForTipsForPat : configuration.enforceAccountForTipsForPdq;
}

/**
 * The waiter account link check: "the check result defaults to linked on failure" (2-paying §4, §7).
 */
export function isWaiterLinked(check: { ok: true; value: { linked: boolean } } | { ok: false }): boolean {
  return check.ok ? check.value.linked : true;
}
