import { describe, expect, test } from 'vitest';
import { INVALID_ISO_DATE_STRING, isoDateStringSchema, isoDateToEpoch, parseIsoDate } from './iso-date.js';

describe("invalid date strings give 'Invalid ISO date string' (3-menus §5)", () => {
  test.each([
    ['2024-06-14T10:00:00Z', Date.UTC(2024, 5, 14, 10)],
    ['2024-06-14T12:00:00+02:00', Date.UTC(2024, 5, 14, 10)],
    ['2024-06-14T12:00:00.250+0200', Date.UTC(2024, 5, 14, 10, 0, 0, 250)],
    ['2024-06-14T10:00Z', Date.UTC(2024, 5, 14, 10)],
    ['2024-06-14', Date.UTC(2024, 5, 14)],
  ])('%s is an ISO date string', (input, epoch) => {
    expect(parseIsoDate(input)).toEqual({ ok: true, value: epoch });
    expect(isoDateToEpoch(input)).toBe(epoch);
    expect(isoDateStringSchema.parse(input)).toBe(input);
  });

  test.each([
    ['tomorrow', 'not ISO at all'],
    ['14/06/2024', 'not ISO at all'],
    ['2024-13-01', 'month 13 does not exist'],
    ['2024-06-14T10:00:00', 'a time without an offset depends on the host zone'],
    ['', 'empty'],
  ])('%j gives "Invalid ISO date string" (%s)', (input) => {
    expect(parseIsoDate(input)).toEqual({
      ok: false,
      error: { code: 'invalid-iso-date-string', message: 'Invalid ISO date string', input },
    });
    expect(() => isoDateToEpoch(input)).toThrow(INVALID_ISO_DATE_STRING);
    expect(isoDateStringSchema.safeParse(input).error?.issues[0]?.message).toBe('Invalid ISO date string');
  });
});
