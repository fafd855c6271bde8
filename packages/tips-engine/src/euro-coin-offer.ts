import { countryPolicy, lessThan, money, roundToStep, subtract, type Money } from '@tableside/billing-domain';

const UNIT = 100_000;
/** "Coin thresholds 50 and 100 units" (2-paying §9). */
export const EURO_COIN_THRESHOLDS = { twoEurosFrom: 50 * UNIT, roundUpFrom: 100 * UNIT } as const;
const ROUND_UP_MULTIPLE = 5 * UNIT;

/** The FR coin modal to offer and the tip it adds. */
export type EuroCoinOffer =
  { kind: 'ONE_EURO'; tip: Money } | { kind: 'TWO_EUROS'; tip: Money } | { kind: 'ROUND_UP'; tip: Money; total: Money } | { kind: 'NONE' };

/**
 * The FR coin modal (2-paying §5 "Coin modals (FR)"): below 50 units offers 1 €, 50 to under 100 offers
 * 2 €, 100 and above rounds up to a multiple of 5. Only in FR and when euroCoinEnabled (default true).
 * A split already on a multiple of 5 has no change to keep, so nothing is offered.
 */
export function euroCoinOffer(splitAmount: Money, venue: { countryCode: string }, euroCoinEnabled = true): EuroCoinOffer {
  if (!countryPolicy(venue.countryCode).coinOffer || !euroCoinEnabled || splitAmount.amount <= 0) return { kind: 'NONE' };
  const currency = splitAmount.currency;
  if (lessThan(splitAmount, money(EURO_COIN_THRESHOLDS.twoEurosFrom, currency))) return { kind: 'ONE_EURO', tip: money(UNIT, currency) };
  if (lessThan(splitAmount, money(EURO_COIN_THRESHOLDS.roundUpFrom, currency))) return { kind: 'TWO_EUROS', tip: money(2 * UNIT, currency) };
  const total = roundToStep(splitAmount, ROUND_UP_MULTIPLE, 'up');
  const tip = subtract(total, splitAmount);
  return tip.amount === 0 ? { kind: 'NONE' } : { kind: 'ROUND_UP', tip, total };
}
