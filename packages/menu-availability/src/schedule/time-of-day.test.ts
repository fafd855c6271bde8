import { describe, expect, test } from 'vitest';
import { INVALID_TIME_FORMAT, parseTimeOfDay, secondsOfDay, timeOfDaySchema } from './time-of-day.js';

const RULE = 'Schedule time must be HH:MM (hours 0–23, minutes 0–59) or HH:MM:SS, otherwise an error "invalid time format" (1-core §5)';

describe(RULE, () => {
  test.each([
    ['00:00', 0, 'HH:MM, hours 0'],
    ['23:59', 23 * 3600 + 59 * 60, 'hours 0–23, minutes 0–59'],
    ['09:30', 9 * 3600 + 30 * 60, 'HH:MM'],
    ['12:15:30', 12 * 3600 + 15 * 60 + 30, 'or HH:MM:SS'],
    ['23:59:59', 86_399, 'or HH:MM:SS'],
  ])('%s is valid (%s → %s s): %s', (input, seconds) => {
    expect(parseTimeOfDay(input)).toEqual({ ok: true, value: seconds });
    expect(secondsOfDay(input)).toBe(seconds);
    expect(timeOfDaySchema.safeParse(input).success).toBe(true);
  });

  test.each([
    ['24:00', 'hours 0–23'],
    ['12:60', 'minutes 0–59'],
    ['12:00:60', 'HH:MM:SS'],
    ['9:30', 'HH:MM'],
    ['09h30', 'HH:MM'],
    ['', 'otherwise an error'],
    ['12:00:00:00', 'otherwise an error'],
    [' 12:00', 'otherwise an error'],
  ])('%j fails with "invalid time format" (%s)', (input) => {
    expect(parseTimeOfDay(input)).toEqual({ ok: false, error: { code: 'invalid-time-format', message: 'invalid time format', input } });
    expect(() => secondsOfDay(input)).toThrow(INVALID_TIME_FORMAT);
    const parsed = timeOfDaySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('invalid time format');
  });
});
