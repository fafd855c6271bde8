import * as z from 'zod/mini';
import { err, ok, type Result } from '@tableside/billing-domain';

/** The error text of 1-core §5 and 3-menus §8 for a schedule time that is not HH:MM or HH:MM:SS. */
export const INVALID_TIME_FORMAT = 'invalid time format';

export const SECONDS_PER_DAY = 24 * 60 * 60;

export type InvalidTimeFormat = { code: 'invalid-time-format'; message: typeof INVALID_TIME_FORMAT; input: string };

// Hours 0-23 with one or two digits would accept "7:00"; the spec says HH, so two digits are required.
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * Parses a schedule time, "HH:MM (hours 0–23, minutes 0–59) or HH:MM:SS, otherwise an error
 * 'invalid time format'" (1-core §5), into seconds since local midnight.
 */
export function parseTimeOfDay(input: string): Result<number, InvalidTimeFormat> {
  const match = TIME_PATTERN.exec(input);
  if (!match) return err({ code: 'invalid-time-format', message: INVALID_TIME_FORMAT, input });
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return ok(Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds));
}

/** A schedule time on the wire: HH:MM or HH:MM:SS, failing with "invalid time format". */
export const timeOfDaySchema = z.string().check(z.refine((value) => parseTimeOfDay(value).ok, { message: INVALID_TIME_FORMAT }));

/** Seconds since midnight of a time already validated by {@link timeOfDaySchema}; throws otherwise. */
export function secondsOfDay(time: string): number {
  const parsed = parseTimeOfDay(time);
  if (!parsed.ok) throw new Error(`${INVALID_TIME_FORMAT}: "${time}"`);
  return parsed.value;
}
