/** "Excessive service charge: rate above 15% (1500 hundredths of a percent)" (1-core §5). */
export const EXCESSIVE_SERVICE_CHARGE_RATE = 1500;
/** "Above 1000 is a high charge" (1-core §5). */
export const HIGH_SERVICE_CHARGE_RATE = 1000;

/** Rate in hundredths of a percent above 1500 (1-core §5). */
export function isExcessiveServiceCharge(rate: number): boolean {
  return rate > EXCESSIVE_SERVICE_CHARGE_RATE;
}

/** Rate in hundredths of a percent above 1000 (1-core §5). */
export function isHighServiceCharge(rate: number): boolean {
  return rate > HIGH_SERVICE_CHARGE_RATE;
}
