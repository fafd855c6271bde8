import { validatePhoneNumber, type CountryCode } from '@tableside/loyalty-providers';
import { DEFAULT_PHONE_COUNTRY } from './account-settings.js';

/**
 * A login phone number in international (E.164) form, or undefined when it is not a valid number of `country`
 * (3 §5: "valid for the chosen country and parsing to that same country"; default country FR). A number written
 * with its international prefix must still belong to the chosen country. The rule is loyalty-providers'
 * `validatePhoneNumber`, the one the app's phone field applies.
 */
export function normalisePhoneNumber(input: string, country: string = DEFAULT_PHONE_COUNTRY): string | undefined {
  const valid = validatePhoneNumber(input, country.toUpperCase() as CountryCode);
  return valid.ok ? valid.value.e164 : undefined;
}
