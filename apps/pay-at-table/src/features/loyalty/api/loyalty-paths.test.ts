import { describe, expect, test } from 'vitest';
import { isVenueId, loyaltyPaths, safeOriginPath } from './loyalty-paths.js';

describe('the loyalty routes (1-core §2 Venue: /loyalty, /loyalty-logged-in)', () => {
  test('path builders encode the venue and carry originPath', () => {
    expect(loyaltyPaths.loyalty('venue 1')).toBe('/venues/venue%201/loyalty');
    expect(loyaltyPaths.loggedIn('v1', '/venues/v1/bills/b1?x=1')).toBe('/venues/v1/loyalty-logged-in?originPath=%2Fvenues%2Fv1%2Fbills%2Fb1%3Fx%3D1');
    expect(loyaltyPaths.loggedIn('v1')).toBe('/venues/v1/loyalty-logged-in');
  });

  test.each([
    ['/venues/v1/loyalty', '/venues/v1/loyalty'],
    ['/venues/v1/bills/b1?tab=1#pay', '/venues/v1/bills/b1?tab=1#pay'],
    [null, '/fallback'],
    ['', '/fallback'],
    ['https://evil.example/x', '/fallback'],
    ['//evil.example/x', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
    ['venues/v1', '/fallback'],
  ])('"redirects to the originPath query parameter" only within the app: %s → %s', (value, expected) => {
    expect(safeOriginPath(value, '/fallback')).toBe(expected);
  });
});

describe('the passwordless route (1-core §2 General: /passwordless)', () => {
  test('carries the venue and originPath in the query', () => {
    expect(loyaltyPaths.passwordless('v1')).toBe('/passwordless?venueId=v1');
    expect(loyaltyPaths.passwordless('v 1', '/venues/v1/bills/b1')).toBe('/passwordless?venueId=v+1&originPath=%2Fvenues%2Fv1%2Fbills%2Fb1');
  });

  test.each([
    ['venue-paris_1', true],
    ['', false],
    [null, false],
    ['../secrets', false],
    ['a/b', false],
    ['x'.repeat(129), false],
  ])('only a document id is read as a venue: %s → %s', (value, expected) => {
    expect(isVenueId(value)).toBe(expected);
  });
});
