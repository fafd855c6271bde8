import { describe, expect, test } from 'vitest';
import { allowedLink, configuredLinks, normaliseLinkUrl } from './external-links.js';
import { appPath, safeOriginPath, signUpPath, venueMenusPath } from './paths.js';
import { distanceKm, foldForSearch, searchVenues, sortByDistance, venuesOfBrand, type LocatableVenue } from './store-locator.js';

const venue = (name: string, city: string, latitude: number, longitude: number, brandId = 'b1'): LocatableVenue => ({
  name,
  brandId,
  address: { address: '1 High Street', city, country: 'X' },
  coordinates: { latitude, longitude },
});
const london = venue('The Crown & Anchor', 'London', 51.5129, -0.1236);
const paris = venue('Le Petit Zinc', 'Paris', 48.8801, 2.3393, 'b2');
const zurich = venue('Zum Zähringer', 'Zürich', 47.3769, 8.5417, 'b2');

describe('distanceKm', () => {
  test('London to Paris is about 343 km, a point to itself 0', () => {
    expect(distanceKm(london.coordinates, paris.coordinates)).toBeGreaterThan(335);
    expect(distanceKm(london.coordinates, paris.coordinates)).toBeLessThan(350);
    expect(distanceKm(paris.coordinates, paris.coordinates)).toBe(0);
  });
  test('is symmetric and crosses the antimeridian the short way', () => {
    expect(distanceKm(london.coordinates, paris.coordinates)).toBeCloseTo(distanceKm(paris.coordinates, london.coordinates), 9);
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeLessThan(112);
  });
});

describe('searchVenues', () => {
  test('by city or name, ignoring case and accents; every word must match', () => {
    expect(searchVenues([london, paris, zurich], 'paris')).toEqual([paris]);
    expect(searchVenues([london, paris, zurich], 'ZURICH')).toEqual([zurich]);
    expect(searchVenues([london, paris, zurich], 'zähringer')).toEqual([zurich]);
    expect(searchVenues([london, paris, zurich], 'crown london')).toEqual([london]);
    expect(searchVenues([london, paris, zurich], 'crown paris')).toEqual([]);
  });
  test('an empty or blank query keeps every venue in order', () => {
    expect(searchVenues([london, paris], '  ')).toEqual([london, paris]);
  });
  test('foldForSearch', () => {
    expect(foldForSearch(' Crème Brûlée ')).toBe('creme brulee');
  });
});

describe('sortByDistance and venuesOfBrand', () => {
  test('nearest first with distances once a position is shared', () => {
    const fromGeneva = sortByDistance([london, paris, zurich], { latitude: 46.2044, longitude: 6.1432 });
    expect(fromGeneva.map((v) => v.address.city)).toEqual(['Zürich', 'Paris', 'London']);
    expect(fromGeneva[0]?.distanceKm).toBeGreaterThan(200);
  });
  test('without a position the order is kept and there is no distance', () => {
    const kept = sortByDistance([london, paris], undefined);
    expect(kept).toEqual([london, paris]);
    expect(kept[0]?.distanceKm).toBeUndefined();
  });
  test('ties keep their order', () => {
    const twin = { ...london, name: 'Twin' };
    expect(sortByDistance([twin, london], paris.coordinates).map((v) => v.name)).toEqual(['Twin', 'The Crown & Anchor']);
  });
  test('a brand filter', () => {
    expect(venuesOfBrand([london, paris, zurich], 'b2')).toEqual([paris, zurich]);
    expect(venuesOfBrand([london, paris], null)).toEqual([london, paris]);
  });
});

describe('external links: only a configured URL opens', () => {
  const links = { faq: 'https://brand.example/faq', terms: 'https://brand.example/terms?v=2' };
  test('a configured URL is allowed (fragment ignored), with its kind', () => {
    expect(allowedLink(links, 'https://brand.example/faq')).toEqual({ kind: 'faq', url: 'https://brand.example/faq' });
    expect(allowedLink(links, 'https://BRAND.example/faq#top')).toEqual({ kind: 'faq', url: 'https://brand.example/faq' });
    expect(allowedLink(links, 'https://brand.example/terms?v=2')?.kind).toBe('terms');
  });
  test('anything else is refused: other path, query, host, scheme, credentials, javascript:, missing', () => {
    for (const url of [
      'https://brand.example/faq/x',
      'https://brand.example/terms?v=3',
      'https://evil.example/faq',
      'http://brand.example/faq',
      'https://user@brand.example/faq',
      'javascript:alert(1)',
      '/faq',
      '',
      null,
    ]) {
      expect(allowedLink(links, url), String(url)).toBeUndefined();
    }
  });
  test('configuredLinks lists the configured https links in menu order', () => {
    expect(configuredLinks({ terms: 'https://a.example/t', faq: 'https://a.example/f', legal: 'http://a.example/l' })).toEqual([
      { kind: 'faq', url: 'https://a.example/f' },
      { kind: 'terms', url: 'https://a.example/t' },
    ]);
    expect(normaliseLinkUrl('ftp://a.example')).toBeUndefined();
  });
});

describe('paths', () => {
  test('safeOriginPath keeps same-origin paths only', () => {
    expect(safeOriginPath('/guest-app/a/loyalty?x=1', '/home')).toBe('/guest-app/a/loyalty?x=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'relative', '', null, '/a\nb']) {
      expect(safeOriginPath(bad, '/home'), String(bad)).toBe('/home');
    }
  });
  test('the login guard goes to sign-up, or sign-up migration for a migration page', () => {
    expect(signUpPath('app-1', '/guest-app/app-1/loyalty')).toBe('/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1%2Floyalty');
    expect(signUpPath('app-1', '/guest-app/app-1/privacy/marketing/migration')).toBe(
      '/guest-app/app-1/auth/signup/migration?originPath=%2Fguest-app%2Fapp-1%2Fprivacy%2Fmarketing%2Fmigration',
    );
    expect(appPath('a b')).toBe('/guest-app/a%20b');
    expect(venueMenusPath('venue-1')).toBe('/venues/venue-1/menus');
  });
});
