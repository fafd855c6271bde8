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

  test('"social icons (instagram, facebook, twitter, tiktok)" (3 §2): configured pages only, in that order; a link that is not http(s) is left out', () => {
    const venue = burgerVenueSchema.parse({
      name: 'V',
      countryCode: 'GB',
      customization: { tiktokPage: 'https://t.example/v', instagramPage: 'https://i.example/v', facebookPage: 'javascript:alert(1)' },
    });
    expect(socialPages(venue)).toEqual([
      { network: 'instagram', url: 'https://i.example/v' },
      { network: 'tiktok', url: 'https://t.example/v' },
    ]);
    expect(socialPages(burgerVenueSchema.parse({ name: 'V', countryCode: 'GB' }))).toEqual([]);
  });

  test('a customization that does not parse leaves the items out, not the venue', () => {
    const venue = burgerVenueSchema.parse({ name: 'V', countryCode: 'FR', customization: 'broken' });
    expect(venue.customization).toBeUndefined();
    expect(
      burgerVenueSchema.parse({ name: 'V', countryCode: 'FR', customization: { websitePage: 'ftp://x', customLink: 'https://c.example' } }).customization,
    ).toMatchObject({
      websitePage: undefined,
      customLink: 'https://c.example',
    });
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
