import { fromDisplayUnits, type CurrencyCode, type Money } from '../money/money.js';
import { err, ok, type Result } from '../result/result.js';

export type AmountSplitError = { code: 'amount-not-a-number' } | { code: 'amount-not-finite' } | { code: 'amount-not-positive' };

/**
 * Parses a custom split amount typed in currency units: "confirm is enabled only when the amount is above 0 and
 * finite" (2-paying §4, §5). A comma is accepted as the decimal separator.
 */
export function parseSplitAmount(value: number | string, currency: CurrencyCode): Result<Money, AmountSplitError> {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return Number.isNaN(value) ? err({ code: 'amount-not-a-number' }) : err({ code: 'amount-not-finite' });
  }
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : value;
  if (typeof text === 'string' && /^-?infinity$/i.test(text)) return err({ code: 'amount-not-finite' });
  const parsed = fromDisplayUnits(text, currency);
  if (!parsed) return err({ code: 'amount-not-a-number' });
  if (parsed.amount <= 0) return err({ code: 'amount-not-positive' });
  return ok(parsed);
}
