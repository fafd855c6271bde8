import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from './account-settings.js';

/**
 * A login phone number in international (E.164) form, or undefined when it is not a valid number of `country`
 * (3 §5: "valid for the chosen country and parsing to that same country"; default country FR). A number written
 * with its international prefix must still belong to the chosen country.
 */
export function normalisePhoneNumber(input: string, country: string = DEFAULT_PHONE_COUNTRY): string | undefined {
  const chosen = country.toUpperCase() as CountryCode;
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry: chosen });
  if (!parsed || !parsed.isValid() || parsed.country !== chosen) return undefined;
  return parsed.number;
}
