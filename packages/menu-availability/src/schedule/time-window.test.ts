import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DAYS_OF_WEEK, type DayOfWeek } from './day-of-week.js';
import { localTimeAt, type LocalTime } from './local-time.js';
import { isWithinWeeklyWindow } from './time-window.js';

const MINUTES_PER_DAY = 24 * 60;

function hhmm(minuteOfDay: number): string {
  const hours = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const minutes = String(minuteOfDay % 60).padStart(2, '0');
  return `${hours}:${minutes}`;
}

function dayBefore(day: DayOfWeek): DayOfWeek {
  return DAYS_OF_WEEK[(DAYS_OF_WEEK.indexOf(day) + 6) % 7] ?? 'sunday';
}

const at = (day: DayOfWeek, time: string): LocalTime => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return { day, secondOfDay: h * 3600 + m * 60 + s };
};

describe('"the current minute is at or after start and before end" (3-menus §4); "start inclusive, end exclusive" (1-core §5)', () => {
  const lunch = { day: 'monday', start: '12:00', end: '14:30' } as const;
  test.each([
    ['monday', '12:00:00', true, 'at start: "at or after start"'],
    ['monday', '11:59:59', false, 'the minute before start'],
    ['monday', '14:29:59', true, '"before end"'],
    ['monday', '14:30:00', false, 'at end: "end exclusive"'],
    ['tuesday', '13:00:00', false, '"the current weekday matches"'],
  ] as const)('%s %s → %s (%s)', (day, time, expected, _why) => {
    expect(isWithinWeeklyWindow(at(day, time), lunch)).toBe(expected);
  });

  const withSeconds = { day: 'monday', start: '12:00:30', end: '12:05:30' } as const;
  test.each([
    ['12:00:45', false, 'the current minute 12:00 is before a start of 12:00:30'],
    ['12:01:00', true, 'the current minute 12:01 is after start'],
    ['12:05:59', true, 'the current minute 12:05 is before an end of 12:05:30'],
    ['12:06:00', false, 'the current minute 12:06 is after end'],
  ] as const)('HH:MM:SS window, %s → %s (%s)', (time, expected, _why) => {
    expect(isWithinWeeklyWindow(at('monday', time), withSeconds)).toBe(expected);
  });

  const lateNight = { day: 'friday', start: '18:00', end: '02:00' } as const;
  test.each([
    ['friday', '23:59:00', true, 'friday evening'],
    ['saturday', '01:59:00', true, 'past midnight, the window runs on into saturday'],
    ['saturday', '02:00:00', false, 'end exclusive on the next day'],
    ['friday', '01:00:00', false, 'friday early morning belongs to thursday night'],
    ['saturday', '18:00:00', false, 'saturday evening is another day'],
  ] as const)('window ending after midnight: %s %s → %s (%s)', (day, time, expected, _why) => {
    expect(isWithinWeeklyWindow(at(day, time), lateNight)).toBe(expected);
  });

  test('a window ending at 00:00 runs to midnight', () => {
    const evening = { day: 'saturday', start: '18:00', end: '00:00' } as const;
    expect(isWithinWeeklyWindow(at('saturday', '23:59:59'), evening)).toBe(true);
    expect(isWithinWeeklyWindow(at('sunday', '00:00:00'), evening)).toBe(false);
  });
});

const timeZones = [
  'UTC',
  'Europe/Paris',
  'Europe/London',
  'America/New_York',
  'America/St_Johns',
  'Asia/Tokyo',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'Pacific/Chatham',
  'Pacific/Honolulu',
];

describe('property', () => {
  test('an availability window is start-inclusive and end-exclusive across days and time zones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...timeZones),
        fc.integer({ min: 1, max: MINUTES_PER_DAY - 1 }),
        fc.nat({ max: MINUTES_PER_DAY - 1 }),
        (now, timeZone, duration, elapsed) => {
          const local = localTimeAt({ now, timeZone });
          const currentMinute = Math.floor(local.secondOfDay / 60);
          // A window that started `elapsed` minutes ago, possibly on the previous day.
          const startMinute = currentMinute - elapsed;
          const day = startMinute < 0 ? dayBefore(local.day) : local.day;
          const start = (startMinute + MINUTES_PER_DAY) % MINUTES_PER_DAY;
          const window = { day, start: hhmm(start), end: hhmm((start + duration) % MINUTES_PER_DAY) };
          expect(isWithinWeeklyWindow(local, window)).toBe(elapsed < duration);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('the start minute is inside and the end minute is outside, whatever the seconds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DAYS_OF_WEEK),
        fc.nat({ max: MINUTES_PER_DAY - 1 }),
        fc.integer({ min: 1, max: MINUTES_PER_DAY - 1 }),
        fc.nat({ max: 59 }),
        (day, start, duration, second) => {
          const window = { day, start: hhmm(start), end: hhmm((start + duration) % MINUTES_PER_DAY) };
          const endMinute = start + duration;
          const endDay = endMinute >= MINUTES_PER_DAY ? (DAYS_OF_WEEK[(DAYS_OF_WEEK.indexOf(day) + 1) % 7] ?? day) : day;
          expect(isWithinWeeklyWindow({ day, secondOfDay: start * 60 + second }, window)).toBe(true);
          expect(isWithinWeeklyWindow({ day: endDay, secondOfDay: (endMinute % MINUTES_PER_DAY) * 60 + second }, window)).toBe(false);
        },
      ),
    );
  });
});
