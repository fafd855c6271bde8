import { describe, expect, test } from 'vitest';
import { venueIdOfPath } from '../../../lib/branding/venue-path.js';
import { brandPlacement } from './brand-placement.js';

describe('where the venue branding shows', () => {
  test.each([
    ['/venues/v1', 'hero'],
    ['/venues/v1/', 'hero'],
    ['/venues/v1/bills/b1', 'bar'],
    ['/venues/v1/bills/b1/splits/new', 'colours'],
    ['/venues/v1/tables/d1/menus', 'colours'],
    ['/me', 'colours'],
  ] as const)('%s: %s', (path, placement) => {
    expect(brandPlacement(path)).toBe(placement);
  });

  test.each([
    ['/venues/v1', 'v1'],
    ['/venues/v%201/bills/b1', 'v 1'],
    ['/venues/%E0%A4%A/bills', undefined],
    ['/me', undefined],
  ])('the venue of %s is %s', (path, venueId) => {
    expect(venueIdOfPath(path)).toBe(venueId);
  });
});
