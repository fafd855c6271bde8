import { describe, expect, test } from 'vitest';
import { isKnownTimeZone, timeZoneSchema, venueTimeZone } from './time-zone.js';

describe('time zones', () => {
  test.each([
    ['Europe/Paris', true],
    ['America/New_York', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s is a known IANA zone: %s', (zone, known) => {
    expect(isKnownTimeZone(zone)).toBe(known);
    expect(timeZoneSchema.safeParse(zone).success).toBe(known);
  });

  test.each([
    [{ timeZone: 'Europe/London', countryCode: 'FR' }, 'Europe/London'],
    [{ timeZone: 'Mars/Olympus', countryCode: 'FR' }, 'Europe/Paris'],
    [{ countryCode: 'US' }, 'America/New_York'],
    [{ countryCode: '__proto__' }, 'UTC'],
    [{}, 'UTC'],
  ])("a venue's zone is its own, else its country's, else UTC: %o → %s", (venue, zone) => {
    expect(venueTimeZone(venue)).toBe(zone);
  });
});
