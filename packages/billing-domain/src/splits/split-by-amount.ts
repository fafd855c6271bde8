import { fromDisplayUnits, money, type CurrencyCode, type Money } from '../money/money.js';
import { err, ok, type Result } from '../result/result.js';

/**
 * The smallest custom split amount: 0.50 of a currency unit at scale 5, the smallest card charge, and the same
 * floor a split may leave behind on the bill (left-to-pay-would-be-under-minimum).
 */
export const MINIMUM_SPLIT_AMOUNT = 50_000;

/** Why a typed custom amount is refused; every code has its message under `app.split.amount.error.*`. */
export type AmountSplitError =
  | { code: 'amount-not-a-number' }
  | { code: 'amount-not-finite' }
  | { code: 'amount-not-positive' }
  /** More than the currency's 2 decimals (0.001 would be a split of 0.00). */
  | { code: 'amount-too-precise' }
  | { code: 'amount-below-minimum'; minimum: Money };

/**
 * Parses a custom split amount typed in currency units: "confirm is enabled only when the amount is above 0 and
 * finite" (2-paying §4, §5), in whole cents, and at least {@link MINIMUM_SPLIT_AMOUNT}, or all of `leftToPay` when
 * less than that is left. A comma is accepted as the decimal separator.
 */
export function parseSplitAmount(
  value: number | string,
  currency: CurrencyCode,
  options: { readonly leftToPay?: Money } = {},
): Result<Money, AmountSplitError> {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return Number.isNaN(value) ? err({ code: 'amount-not-a-number' }) : err({ code: 'amount-not-finite' });
  }
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : value;
  if (typeof text === 'string' && /^[-+]?infinity$/i.test(text)) return err({ code: 'amount-not-finite' });
  const parsed = fromDisplayUnits(text, currency);
  if (!parsed) return /^-?\d+\.\d{6,}$/.test(String(text)) ? err({ code: 'amount-too-precise' }) : err({ code: 'amount-not-a-number' });
  if (parsed.amount <= 0) return err({ code: 'amount-not-positive' });
  if (parsed.amount % 1_000 !== 0) return err({ code: 'amount-too-precise' });
  // Less than the minimum is left: paying all of it is still allowed.
  const left = options.leftToPay?.amount;
  const minimum = left !== undefined && left > 0 ? Math.min(MINIMUM_SPLIT_AMOUNT, left) : MINIMUM_SPLIT_AMOUNT;
  if (parsed.amount < minimum) return err({ code: 'amount-below-minimum', minimum: money(minimum, currency) });
  return ok(parsed);
}
