import { afterEach, describe, expect, test, vi } from 'vitest';
import { isKnownTimeZone, timeZoneSchema, venueTimeZone } from './time-zone.js';

describe('time zones', () => {
  test.each([
    ['Europe/Paris', true],
    ['America/New_York', true],
    ['Mars/Olympus', false],
    ['', false],
    // Not in Intl.supportedValuesOf('timeZone'), yet known to a DateTimeFormat: an alias, UTC, another case.
    ['Asia/Calcutta', true],
    ['UTC', true],
    ['europe/paris', true],
    ['__proto__', false],
  ])('%s is a known IANA zone: %s', (zone, known) => {
    expect(isKnownTimeZone(zone)).toBe(known);
    expect(timeZoneSchema.safeParse(zone).success).toBe(known);
    // Asked again (the listed zones are read once, on the first question): the same.
    expect(isKnownTimeZone(zone)).toBe(known);
  });

  afterEach(() => vi.restoreAllMocks());

  test('a listed zone is answered without building a DateTimeFormat (the first one loads the date data)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(isKnownTimeZone('Pacific/Auckland')).toBe(true);
    expect(built).not.toHaveBeenCalled();
  });

  test('it agrees with a DateTimeFormat on every zone the runtime lists', () => {
    const byDateTimeFormat = (zone: string) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    };
    for (const zone of [...Intl.supportedValuesOf('timeZone'), 'Etc/GMT+5', 'America/Buenos_Aires', 'Nowhere/Land', 'Europe/Paris '])
      expect(isKnownTimeZone(zone), zone).toBe(byDateTimeFormat(zone));
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
