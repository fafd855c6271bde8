import { err, ok, type Result } from '@tableside/billing-domain';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, PRIORITY_DIAL_CODE_COUNTRIES } from '../shared/constants.js';
import { LOYALTY_I18N_KEYS } from '../shared/messages.js';

export type { CountryCode } from 'libphonenumber-js';

/** A phone number that passed validation. */
export interface ValidPhoneNumber {
  /** E.164, the form sent on the wire (e.g. +33612345678). */
  readonly e164: string;
  /** The international display form (e.g. +33 6 12 34 56 78). */
  readonly international: string;
  readonly country: CountryCode;
}

/** "key login.phoneNumber.validation" (3 §5). */
export interface InvalidPhoneNumber {
  readonly code: 'INVALID_PHONE_NUMBER';
  readonly key: 'login.phoneNumber.validation';
}

/**
 * "Phone: valid for the chosen country and parsing to that same country; key login.phoneNumber.validation;
 * normalised to international format" (3 §5), with libphonenumber-js; the country defaults to FR (3 §9).
 */
export function validatePhoneNumber(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): Result<ValidPhoneNumber, InvalidPhoneNumber> {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  if (!parsed || !parsed.isValid() || parsed.country !== country) {
    return err({ code: 'INVALID_PHONE_NUMBER', key: LOYALTY_I18N_KEYS.phoneValidation });
  }
  return ok({ e164: parsed.number, international: parsed.formatInternational(), country });
}

/** "Send button disabled if invalid" (3 §5). */
export function isPhoneNumberValid(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  return validatePhoneNumber(input, country).ok;
}

/** The French dial prefix (3 §5 "French prefix (+33)"). */
export const FRENCH_DIAL_PREFIX = '+33';

/**
 * "French prefix (+33): removing the prefix, or changing country in that form, yields
 * ga.sign-up.first-step.cannot-change-country-code" (3 §5). `lockedToFrance` marks that form.
 */
export function checkFrenchPrefix(input: {
  readonly lockedToFrance: boolean;
  readonly value: string;
  readonly country: CountryCode;
}): Result<undefined, { code: 'CANNOT_CHANGE_COUNTRY_CODE'; key: 'ga.sign-up.first-step.cannot-change-country-code' }> {
  if (!input.lockedToFrance) return ok(undefined);
  if (input.country !== 'FR' || !input.value.trim().startsWith(FRENCH_DIAL_PREFIX)) {
    return err({ code: 'CANNOT_CHANGE_COUNTRY_CODE', key: LOYALTY_I18N_KEYS.cannotChangeCountryCode });
  }
  return ok(undefined);
}

/**
 * The country a shared dial code stands for: "Priority countries for shared dial codes: AU, FI, GP, NO, PY, RE,
 * GB, US" (3 §5). `candidates` are the countries using that dial code; the first priority country among them wins,
 * else the first candidate.
 */
export function priorityCountryFor(candidates: readonly CountryCode[]): CountryCode | undefined {
  return PRIORITY_DIAL_CODE_COUNTRIES.find((country) => candidates.includes(country)) ?? candidates[0];
}
