import * as z from 'zod/mini';
import { err, ok, type Result } from '@tableside/billing-domain';

/** The error text of 3-menus §5: "invalid date strings give 'Invalid ISO date string'". */
export const INVALID_ISO_DATE_STRING = 'Invalid ISO date string';

export type InvalidIsoDateString = { code: 'invalid-iso-date-string'; message: typeof INVALID_ISO_DATE_STRING; input: string };

// A time without an offset would be read in the host's zone, so an instant must carry Z or an offset.
const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

/** Parses an ISO 8601 date or date-time with offset into epoch milliseconds. */
export function parseIsoDate(input: string): Result<number, InvalidIsoDateString> {
  const epoch = ISO_PATTERN.test(input) ? Date.parse(input) : Number.NaN;
  if (Number.isNaN(epoch)) return err({ code: 'invalid-iso-date-string', message: INVALID_ISO_DATE_STRING, input });
  return ok(epoch);
}

/** An ISO date string on the wire; anything else fails with "Invalid ISO date string". */
export const isoDateStringSchema = z.string().check(z.refine((value) => parseIsoDate(value).ok, { message: INVALID_ISO_DATE_STRING }));

/** Epoch milliseconds of a string already validated by {@link isoDateStringSchema}; throws otherwise. */
export function isoDateToEpoch(input: string): number {
  const parsed = parseIsoDate(input);
  if (!parsed.ok) throw new Error(`${INVALID_ISO_DATE_STRING}: "${input}"`);
  return parsed.value;
}
