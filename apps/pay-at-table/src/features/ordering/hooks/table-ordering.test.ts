import { billSchema, tableDeviceSchema, venueSchema } from '@tableside/billing-domain';
import { menuSchema } from '@tableside/menu-availability';
import { describe, expect, test } from 'vitest';
import { NOW, billDoc, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { tableOrdering, type TableOrderingInput } from '../../../lib/data/use-table-ordering.js';

const venue = (overrides: Record<string, unknown> = {}) =>
  venueSchema.parse(
    venueDoc({ menuExposedType: 'DYNAMIC_MENU', ordering: { enabled: true, filterConfiguration: 'ALL_PRODUCTS', openBillEnabled: true }, ...overrides }),
  );
const menus = [menuSchema.parse({ id: 'm1', name: 'Menu', categories: [] })];
const input: TableOrderingInput = {
  base: { kind: 'table', venueId: 'venue-1', deviceId: 'device-1' },
  venue: venue(),
  tableDevice: tableDeviceSchema.parse(tableDeviceDoc()),
  tableDeviceKnown: true,
  bill: undefined,
  menus,
  allergyAnswer: undefined,
  now: NOW,
};

describe('what the diner may do on a menu (3-menus §4 "Ordering capability")', () => {
  test.each<[string, Partial<TableOrderingInput>, string | undefined, boolean]>([
    ['"open bill enabled gives canOpenANewBill": the diner can order', {}, 'canOpenANewBill', true],
    ['"an active bill ... gives canReorder"', { bill: billSchema.parse(billDoc({ refreshedAt: NOW })) }, 'canReorder', true],
    [
      '"ordering disabled gives canOnlyBrowseMenus"',
      { venue: venue({ ordering: { enabled: false, filterConfiguration: 'HIDDEN', openBillEnabled: false } }) },
      'canOnlyBrowseMenus',
      false,
    ],
    [
      '"in GB, allergy answer true gives hasAllergies"',
      { venue: venue({ countryCode: 'GB', currency: 'GBP' }), allergyAnswer: { hasAllergies: true, answeredAt: NOW } },
      'hasAllergies',
      false,
    ],
    ['"in GB ... unknown gives cannotBrowseMenus"', { venue: venue({ countryCode: 'GB', currency: 'GBP' }) }, 'cannotBrowseMenus', false],
    [
      '"in GB ... false continues"',
      { venue: venue({ countryCode: 'GB', currency: 'GBP' }), allergyAnswer: { hasAllergies: false, answeredAt: NOW - 1000 } },
      'canOpenANewBill',
      true,
    ],
    ['"a tab bill gives canOnlyBrowseMenus"', { bill: billSchema.parse(billDoc({ tabId: 'tab-1' })) }, 'canOnlyBrowseMenus', false],
    ['a menu browsed from the venue or a bill never orders', { base: { kind: 'venue', venueId: 'venue-1' }, tableDevice: undefined }, 'canOpenANewBill', false],
    ['waits for the table device', { tableDeviceKnown: false, tableDevice: undefined }, undefined, false],
    ['waits for the menus', { menus: undefined }, undefined, false],
  ])('%s', (_rule, overrides, capability, canOrder) => {
    const result = tableOrdering({ ...input, ...overrides });
    expect([result.capability, result.canOrder]).toEqual([capability, canOrder]);
  });
});
