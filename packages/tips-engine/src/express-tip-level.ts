import { greaterThanOrEqual, isZero, multiplyByRate, type Money } from '@tableside/billing-domain';

/** "Express tip level compared with the fast checkout rate is NO, MINUS or PLUS (analytics only)" (2-paying §4). */
export type ExpressTipLevel = 'NO' | 'MINUS' | 'PLUS';

/**
 * NO for no tip, MINUS below `base × fastCheckout.tipsRate`, PLUS at or above it.
 * `tipsRate` is in hundredths of a percent.
 */
export function expressTipLevel(tip: Money, base: Money, tipsRate: number): ExpressTipLevel {
  if (isZero(tip)) return 'NO';
  return greaterThanOrEqual(tip, multiplyByRate(base, tipsRate)) ? 'PLUS' : 'MINUS';
}
