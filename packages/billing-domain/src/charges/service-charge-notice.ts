import { countryPolicy } from '../country/country-policy.js';

/** The standard notice of 1-core §9, with `{rate}` replaced by the article and rate. */
export const SERVICE_CHARGE_NOTICE_TEMPLATE =
  'Please note a {rate} Service Charge is applied on all bills. 100% of this fee goes to the service staff. Additional gratuity is at the discretion of each guest.';

/** Whole percents read aloud with a leading vowel sound: "an 8%", "an 11%", "an 18%" (1-core §9). */
const AN_RATES = new Set([8, 11, 18]);

/** Formats a rate in hundredths of a percent without floats: 1250 → "12.5%", 1000 → "10%". */
export function formatRatePercent(rate: number): string {
  if (!Number.isInteger(rate) || rate < 0) throw new Error(`Rate in hundredths of a percent must be a non-negative integer, got ${rate}`);
  const whole = Math.trunc(rate / 100);
  const fraction = String(rate % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/**
 * "an" before rates 8, 11 or 18 percent, otherwise "a" (1-core §9). The whole part decides, as it is what is
 * read first ("an eight point five percent").
 */
export function serviceChargeArticle(rate: number): 'a' | 'an' {
  return AN_RATES.has(Math.trunc(rate / 100)) ? 'an' : 'a';
}

/**
 * The service-charge notice: "it shows in GB only; the percent rate is hidden in the US" (1-core §9). Returns
 * undefined where no notice shows.
 */
export function serviceChargeNotice(rate: number, countryCode: string): string | undefined {
  if (!countryPolicy(countryCode).serviceChargeNotice) return undefined;
  return SERVICE_CHARGE_NOTICE_TEMPLATE.replace('a {rate}', `${serviceChargeArticle(rate)} ${formatRatePercent(rate)}`);
}

/** The service-charge line label of the breakdown: the rate is hidden in the US (2-paying §9). */
export function serviceChargeLabel(label: string, rate: number | undefined, countryCode: string): string {
  if (!countryPolicy(countryCode).serviceChargeRateShown || rate === undefined) return label;
  return `${label} (${formatRatePercent(rate)})`;
}
