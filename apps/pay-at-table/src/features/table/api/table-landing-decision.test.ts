import { billSchema, tableDeviceSchema, venueSchema } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { NOW, billDoc, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { tableLandingDecision } from './table-landing-decision.js';

const venue = (overrides: Record<string, unknown> = {}) => venueSchema.parse(venueDoc(overrides));
const input = { tableDevice: tableDeviceSchema.parse(tableDeviceDoc()), refreshed: true, initialRenderAt: NOW - 1000, now: NOW };

describe('table landing decision (1-core §2, 3-menus §2)', () => {
  test.each([
    [
      '"If the table has a displayable open bill it redirects ... to the bill page"',
      { bill: billSchema.parse(billDoc()), venue: venue({ menuExposedType: 'STATIC_MENU', externalUrl: { label: 'Menu', url: 'https://x.test' } }) },
      'redirect-to-bill',
    ],
    ['the page waits for the first refresh', { bill: undefined, venue: venue(), refreshed: false }, 'loading'],
    [
      '"If the venue has a static menu ... it redirects to the menu route for that table"',
      { bill: undefined, venue: venue({ menuExposedType: 'STATIC_MENU', menus: [{ id: 'pdf' }] }) },
      'redirect-to-menu',
    ],
    [
      '"... or an external menu link"',
      { bill: undefined, venue: venue({ menuExposedType: 'STATIC_MENU', externalUrl: { label: 'Menu', url: 'https://x.test' } }) },
      'redirect-to-menu',
    ],
    ['"Otherwise it shows a menu landing"', { bill: undefined, venue: venue({ menuExposedType: 'DYNAMIC_MENU' }) }, 'menu-landing'],
    ['a venue without menus: "landing.noBillYet"', { bill: undefined, venue: venue() }, 'no-bill'],
  ])('%s', (_rule, overrides, kind) => {
    expect(tableLandingDecision({ ...input, ...overrides }).kind).toBe(kind);
  });
});
