import * as z from 'zod/mini';
import { MONEY_UNIT, moneySchema } from '../money/money.js';

/**
 * Countries a venue may be in (1-core §5 "The venue country must be in the supported list").
 * The list covers every country the interface languages of 1-core §1 serve (en-GB, en-US, en-CA, fr, es, ca,
 * it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE) and the tipping countries of 2-paying §1 (FR, GB, US).
 */
export const SUPPORTED_COUNTRY_CODES = ['FR', 'GB', 'US', 'ES', 'IT', 'PT', 'DE', 'BE', 'NL', 'CA', 'AD', 'LU', 'MC', 'CH', 'IE', 'AT'] as const;

export const supportedCountryCodeSchema = z.enum(SUPPORTED_COUNTRY_CODES);
export type SupportedCountryCode = z.infer<typeof supportedCountryCodeSchema>;

/** True when `code` is in the supported list (1-core §5). */
export function isSupportedCountry(code: string): code is SupportedCountryCode {
  return supportedCountryCodeSchema.safeParse(code).success;
}

/** "Split share counts and guest counts are numbers of at least 0" (1-core §5). */
export const countSchema = z.number().check(z.int(), z.minimum(0));

/** A quantity at scale 5 (1-core §9 "Item quantities are scale 5"): 150000 is 1.5. */
export const scale5QuantitySchema = z.number().check(z.int(), z.minimum(0));
/** One whole item at scale 5. */
export const ONE_QUANTITY = MONEY_UNIT;

/** A wire timestamp in seconds or milliseconds (1-core §9); read it with `toEpochMilliseconds`. */
export const timestampSchema = z.number().check(z.nonnegative());

/** "A charge rate at least 0" (1-core §5), stored in hundredths of a percent. */
export const rateSchema = z.number().check(z.int(), z.minimum(0));

/** A money amount that may go below zero, such as a left to pay after an overpayment. */
export const signedMoneySchema = moneySchema;

/** "A discount amount above 0, with its impact on the split total below 0" (1-core §5). */
export const positiveMoneySchema = moneySchema.check(z.refine((m) => m.amount > 0, { message: 'amount must be above 0' }));
export const negativeMoneySchema = moneySchema.check(z.refine((m) => m.amount < 0, { message: 'amount must be below 0' }));
