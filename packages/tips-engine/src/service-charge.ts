import { countryPolicy } from '@tableside/billing-domain';

/** "excessive above 15% (1500 hundredths of a percent)" (1-core §5, 2-paying §5). */
export const EXCESSIVE_SERVICE_CHARGE_RATE = 1500;
/** "Above 1000 is a high charge" (1-core §5). */
export const HIGH_SERVICE_CHARGE_RATE = 1000;
/** "at or above 17% service charge they are 3, 5 and 7 percent" (2-paying §5). */
export const US_SERVICE_CHARGE_FIXED_TIPS_FROM_RATE = 1700;
/** "low, medium and high floors of 20%, 23%, 25% minus the service charge" (2-paying §5). */
export const US_SERVICE_CHARGE_FLOORS = [2000, 2300, 2500] as const;
/** "they are 3, 5 and 7 percent" (2-paying §5). */
export const US_SERVICE_CHARGE_FIXED_TIPS = [300, 500, 700] as const;

export type ServiceChargeLevel = 'NONE' | 'STANDARD' | 'HIGH' | 'EXCESSIVE';

/**
 * Classifies a service-charge rate in hundredths of a percent: above 1500 is excessive, above 1000 is high
 * (1-core §5 "Excessive service charge").
 */
export function serviceChargeLevel(rate: number): ServiceChargeLevel {
  if (!Number.isFinite(rate) || rate < 0) throw new Error(`Service charge rate must be a non-negative number of hundredths, got ${rate}`);
  if (rate === 0) return 'NONE';
  if (rate > EXCESSIVE_SERVICE_CHARGE_RATE) return 'EXCESSIVE';
  if (rate > HIGH_SERVICE_CHARGE_RATE) return 'HIGH';
  return 'STANDARD';
}

/** "A service charge rate over a threshold is treated as auto-gratuity" (2-paying §5): the excessive level. */
export function isAutoGratuity(rate: number): boolean {
  return serviceChargeLevel(rate) === 'EXCESSIVE';
}

/**
 * The US service-charge tip rates (2-paying §5): with a service charge above 10% the low, medium and high
 * tips are 20%, 23%, 25% minus the service charge; at or above 17% they are 3%, 5%, 7%.
 * Undefined when the rule does not apply (not a US venue, or a charge of 10% or less).
 */
export function usServiceChargeTipRates(countryCode: string, serviceChargeRate: number): readonly [number, number, number] | undefined {
  if (!countryPolicy(countryCode).serviceChargeTipRates || serviceChargeRate <= HIGH_SERVICE_CHARGE_RATE) return undefined;
  if (serviceChargeRate >= US_SERVICE_CHARGE_FIXED_TIPS_FROM_RATE) return US_SERVICE_CHARGE_FIXED_TIPS;
  const [low, medium, high] = US_SERVICE_CHARGE_FLOORS;
  return [low - serviceChargeRate, medium - serviceChargeRate, high - serviceChargeRate];
}
