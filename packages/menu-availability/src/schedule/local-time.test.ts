import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DAYS_OF_WEEK, nextDayOfWeek } from './day-of-week.js';
import { localTimeAt } from './local-time.js';
import { isKnownTimeZone, timeZoneSchema } from './time-zone.js';

// Friday 14 June 2024, 22:30:15 UTC.
const FRIDAY_2230_UTC = Date.UTC(2024, 5, 14, 22, 30, 15);

describe('take the venue time zone into account: local weekday and time of an injected now', () => {
  test.each([
    ['UTC', 'friday', '22:30:15'],
    ['Europe/Paris', 'saturday', '00:30:15'],
    ['Europe/London', 'friday', '23:30:15'],
    ['America/New_York', 'friday', '18:30:15'],
    ['Asia/Kathmandu', 'saturday', '04:15:15'],
    ['Pacific/Honolulu', 'friday', '12:30:15'],
  ])('%s: %s %s', (timeZone, day, time) => {
    const [h, m, s] = time.split(':').map(Number);
    expect(localTimeAt({ now: FRIDAY_2230_UTC, timeZone })).toEqual({ day, secondOfDay: (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0) });
  });

  test('winter time in Paris is UTC+1', () => {
    expect(localTimeAt({ now: Date.UTC(2024, 0, 15, 23, 0), timeZone: 'Europe/Paris' })).toEqual({ day: 'tuesday', secondOfDay: 0 });
  });

  test('in UTC the local reading equals the UTC calendar', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (now) => {
        const date = new Date(now);
        expect(localTimeAt({ now, timeZone: 'UTC' })).toEqual({
          day: DAYS_OF_WEEK[date.getUTCDay()],
          secondOfDay: date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds(),
        });
      }),
    );
  });

  test('now must be a finite instant', () => {
    expect(() => localTimeAt({ now: Number.NaN, timeZone: 'UTC' })).toThrow('now must be epoch milliseconds');
  });
});

describe('"Days run sunday to saturday" (1-core §5)', () => {
  test('the week starts on sunday and ends on saturday', () => {
    expect(DAYS_OF_WEEK).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
  });
  test.each([
    ['sunday', 'monday'],
    ['friday', 'saturday'],
    ['saturday', 'sunday'],
  ] as const)('after %s comes %s', (day, next) => {
    expect(nextDayOfWeek(day)).toBe(next);
  });
});

describe('time zones are IANA names known to Intl', () => {
  test.each([
    ['Europe/Paris', true],
    ['America/New_York', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
  ])('%j known: %s', (timeZone, known) => {
    expect(isKnownTimeZone(timeZone)).toBe(known);
    expect(timeZoneSchema.safeParse(timeZone).success).toBe(known);
  });
});
