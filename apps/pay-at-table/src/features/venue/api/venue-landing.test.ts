import { venueSchema } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { venueDoc } from '../../../test/fixtures.js';
import { footerBranding, isSlowConnection, menuButtonLabelKey, menuButtonTarget, shouldShowWifiBanner, venueLandingSchema } from './venue-landing.js';

const venue = (overrides: Record<string, unknown> = {}) => venueSchema.parse(venueDoc(overrides));
const external = { externalUrl: { label: 'Menu', url: 'https://example.test/menu' } };

describe('menu button (1-core §2 "Venue landing page")', () => {
  test.each([
    [
      '"with a static menu it opens the external menu link in a new tab"',
      { menuExposedType: 'STATIC_MENU', ...external },
      {},
      { kind: 'external', url: 'https://example.test/menu' },
    ],
    [
      '"or the in-app menu when one exists"',
      { menuExposedType: 'STATIC_MENU', menus: [{ id: 'menu-1' }], ...external },
      {},
      { kind: 'internal', path: '/venues/venue-1/menus' },
    ],
    [
      '"Otherwise it goes to the bill page if a bill id is known"',
      { menuExposedType: 'DYNAMIC_MENU', ...external },
      { billId: 'bill-1', deviceId: 'device-1' },
      { kind: 'internal', path: '/venues/venue-1/bills/bill-1' },
    ],
    [
      '"to the device-based menu page if a device id is known"',
      { menuExposedType: 'DYNAMIC_MENU' },
      { deviceId: 'device-1' },
      { kind: 'internal', path: '/venues/venue-1/tables/device-1/menus' },
    ],
    ['"or to the venue menu page"', { menuExposedType: 'DYNAMIC_MENU' }, {}, { kind: 'internal', path: '/venues/venue-1/menus' }],
    [
      'a static menu with neither menus nor link falls through to the venue menu page',
      { menuExposedType: 'STATIC_MENU' },
      {},
      { kind: 'internal', path: '/venues/venue-1/menus' },
    ],
  ])('%s', (_rule, overrides, context, target) => {
    expect(menuButtonTarget(venue(overrides), context)).toEqual(target);
  });

  test.each([
    ['"view menu and order" when ordering is enabled', true, 'app.venue.viewMenuAndOrder'],
    ['else "view menu"', false, 'app.venue.viewMenu'],
  ])('%s', (_rule, enabled, key) => {
    expect(menuButtonLabelKey(venue({ ordering: { enabled, filterConfiguration: 'HIDDEN', openBillEnabled: false } }))).toBe(key);
  });
});

describe('footer branding', () => {
  test.each([
    ['"pay securely" branding outside France', { countryCode: 'GB' }, { kind: 'paySecurely' }],
    ['"unless the venue is in France"', { countryCode: 'FR' }, { kind: 'none' }],
    ['"or custom branding text applies"', { countryCode: 'GB', customBrandingText: 'Paid with Crown Pay' }, { kind: 'custom', text: 'Paid with Crown Pay' }],
  ])('%s', (_rule, overrides, branding) => {
    expect(footerBranding(venueLandingSchema.parse(venueDoc(overrides)))).toEqual(branding);
  });
});

describe('slow-network Wi-Fi banner', () => {
  test.each([
    ['slow-2g', true],
    ['2g', true],
    ['3g', false],
    ['4g', false],
    [undefined, false],
  ])('effective type %s is slow: %s', (effectiveType, slow) => {
    expect(isSlowConnection(effectiveType)).toBe(slow);
  });

  test.each([
    ['"only if the network was slow at start-up and not yet acknowledged"', true, false, true, true],
    ['acknowledged', true, true, true, false],
    ['not slow at start-up', false, false, true, false],
    ['no Wi-Fi to show', true, false, false, false],
  ])('%s', (_rule, slowAtStartUp, acknowledged, hasWifi, shown) => {
    expect(shouldShowWifiBanner({ slowAtStartUp, acknowledged, hasWifi })).toBe(shown);
  });
});
