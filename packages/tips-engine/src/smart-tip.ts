import { lessThan, multiplyByRate, type Money } from '@tableside/billing-domain';

/**
 * US smart tip: "tips below the lowest suggested percentage trigger a confirmation modal" (2-paying §4).
 * Compares the chosen tip with `base × lowestRate` (hundredths of a percent); a zero tip is below too.
 */
export function needsBelowAverageConfirmation(tip: Money, base: Money, lowestRate: number): boolean {
  return lessThan(tip, multiplyByRate(base, lowestRate));
}
