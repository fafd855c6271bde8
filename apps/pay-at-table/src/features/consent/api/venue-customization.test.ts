import { describe, expect, test } from 'vitest';
import { burgerVenueSchema, showCookieLink, socialPages, venueIdOfPath } from './venue-customization.js';

describe('burger menu venue', () => {
  test.each([
    ['US', true, false],
    ['US', false, true],
    ['FR', true, true],
    ['GB', false, true],
    [undefined, true, true],
  ] as const)('"cookie customisation link shown unless the venue country is US and preferences exist" (3 §2): %s, stored %s → %s', (country, stored, shown) => {
    expect(showCookieLink(country, stored)).toBe(shown);
  });

  test('"social icons (instagram, facebook, twitter, tiktok)" (3 §2): configured pages only, in that order', () => {
    expect(socialPages({ tiktokPage: 'https://t.example/v', instagramPage: 'https://i.example/v', websitePage: 'https://w.example/' })).toEqual([
      { network: 'instagram', url: 'https://i.example/v' },
      { network: 'tiktok', url: 'https://t.example/v' },
    ]);
    expect(socialPages({})).toEqual([]);
    expect(socialPages(undefined)).toEqual([]);
  });

  test('the venue document names its enrollment; a malformed one is left out, not the venue', () => {
    expect(burgerVenueSchema.parse({ name: 'V', countryCode: 'FR', enrollmentId: 'enrollment-v' }).enrollmentId).toBe('enrollment-v');
    expect(burgerVenueSchema.parse({ name: 'V', countryCode: 'FR', enrollmentId: 42 })).toMatchObject({ name: 'V', enrollmentId: undefined });
  });

  test.each([
    ['/venues/v1', 'v1'],
    ['/venues/v%201/bills/b1', 'v 1'],
    ['/me', undefined],
    ['/venue/v1/transaction/t/landing', undefined],
  ])('venue id of %s is %s', (path, id) => {
    expect(venueIdOfPath(path)).toBe(id);
  });
});
