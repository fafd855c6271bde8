import { describe, expect, test } from 'vitest';

import { selectTipPage } from './tip-page.js';
import { DEFAULT_TIPS_CONFIGURATION, type TipsConfiguration } from './tips-configuration.js';

const config = (overrides: Partial<TipsConfiguration> = {}): TipsConfiguration => ({ ...DEFAULT_TIPS_CONFIGURATION, ...overrides });

describe('selectTipPage (2-paying §2, §4)', () => {
  test.each([
    ['"default"', config(), 'DE', [], 0, 'DEFAULT'],
    ['"default": ES has no row of its own in the country table (country-row.test.ts adds one)', config(), 'ES', [], 0, 'DEFAULT'],
    ['"FR (coin modals)"', config(), 'FR', [], 0, 'FR'],
    ['"GB"', config(), 'GB', [], 0, 'GB'],
    ['"US (smart tip page"', config(), 'US', [], 0, 'US_SMART'],
    ['"or round-to-nearest-dollar when enabled)"', config({ roundToNearestDollarEnabled: true }), 'US', [], 0, 'US_ROUND_UP'],
    ['"special venues"', config(), 'GB', ['venue-1'], 0, 'SPECIAL_VENUE'],
    ['"redirects to the payment page if none applies": tipping disabled', config({ tippingEnabled: false }), 'FR', ['venue-1'], 0, 'NONE'],
    ['ukNoTipsWhenServiceCharge with a service charge goes to payment', config({ ukNoTipsWhenServiceCharge: true }), 'GB', [], 1250, 'NONE'],
    ['ukNoTipsWhenServiceCharge without a service charge keeps the GB page', config({ ukNoTipsWhenServiceCharge: true }), 'GB', [], 0, 'GB'],
  ])('%s', (_rule, configuration, countryCode, specialVenueIds, serviceChargeRate, page) => {
    expect(selectTipPage({ configuration, venue: { id: 'venue-1', countryCode }, specialVenueIds, serviceChargeRate })).toBe(page);
  });

  test('no special venues and no service charge by default', () => {
    expect(selectTipPage({ configuration: config(), venue: { id: 'venue-1', countryCode: 'IT' } })).toBe('DEFAULT');
  });
});
