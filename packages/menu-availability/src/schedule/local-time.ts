import { DAYS_OF_WEEK, type DayOfWeek } from './day-of-week.js';

/** A venue-local wall-clock reading of an instant. */
export type LocalTime = { day: DayOfWeek; secondOfDay: number };

/** The instant to evaluate and the venue's IANA time zone: the clock is always a parameter. */
export type VenueClock = { now: number; timeZone: string };

/**
 * The clock of a venue: menu schedules and home layouts run in the venue's own IANA zone (the venue record's
 * `timeZone`), not the device's. `fallbackTimeZone` (the caller's, e.g. the diner's device) stands in only for a
 * venue without a known zone.
 */
export function venueClock(now: number, venueTimeZone: string | undefined, fallbackTimeZone: string): VenueClock {
  return { now, timeZone: venueTimeZone !== undefined && isKnownZone(venueTimeZone) ? venueTimeZone : fallbackTimeZone };
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function isDayOfWeek(value: string): value is DayOfWeek {
  return (DAYS_OF_WEEK as readonly string[]).includes(value);
}

/** The venue-local weekday and second of the day of `now` (epoch milliseconds) in `timeZone`. */
export function localTimeAt({ now, timeZone }: VenueClock): LocalTime {
  if (!Number.isFinite(now)) throw new Error(`now must be epoch milliseconds, got ${now}`);
  const parts = formatterFor(timeZone).formatToParts(new Date(now));
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase();
  if (!isDayOfWeek(day)) throw new Error(`Unexpected weekday "${day}" for ${timeZone}`);
  const secondOfDay = Number(part('hour')) * 3600 + Number(part('minute')) * 60 + Number(part('second'));
  return { day, secondOfDay };
}
