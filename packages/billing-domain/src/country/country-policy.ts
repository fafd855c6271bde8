import { COUNTRY_POLICIES, DEFAULT_COUNTRY_POLICY, type CountryPolicy } from './country-policies.js';

/**
 * The rules of a venue's country: its row of the country table, or the default rules. Without a country (the
 * sandbox's POS simulator knows none) the default rules apply.
 */
export function countryPolicy(countryCode: string | undefined): CountryPolicy {
  if (countryCode === undefined || !Object.hasOwn(COUNTRY_POLICIES, countryCode)) return DEFAULT_COUNTRY_POLICY;
  return COUNTRY_POLICIES[countryCode] ?? DEFAULT_COUNTRY_POLICY;
}
