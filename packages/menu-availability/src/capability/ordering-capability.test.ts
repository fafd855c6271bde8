import { describe, expect, test } from 'vitest';
import { orderingCapability, type OrderingCapabilityInput } from './ordering-capability.js';

// Friday 14 June 2024, 12:30 in London.
const clock = { now: Date.UTC(2024, 5, 14, 11, 30), timeZone: 'Europe/London' };
const lunch = { schedules: [{ day: 'friday' as const, startDate: '12:00', endDate: '15:00' }] };
const breakfast = { schedules: [{ day: 'friday' as const, startDate: '07:00', endDate: '10:00' }] };
const activeBill = { isTooOld: false, isPaid: false, closed: false };

const base: OrderingCapabilityInput = {
  venue: { countryCode: 'FR', menuExposedType: 'DYNAMIC_MENU', ordering: { enabled: true, openBillEnabled: true } },
  isPreview: false,
  hasOpenTab: false,
  isTabBill: false,
  menus: [lunch],
  clock,
  allergyAnswer: undefined,
  bill: undefined,
};
const gb = { countryCode: 'GB', menuExposedType: 'DYNAMIC_MENU', ordering: { enabled: true, openBillEnabled: true } } as const;
const orderingOff = { countryCode: 'FR', menuExposedType: 'DYNAMIC_MENU', ordering: { enabled: false, openBillEnabled: true } } as const;

describe('Ordering capability, "Rules in order" (3-menus §4)', () => {
  test.each<[string, Partial<OrderingCapabilityInput>, string]>([
    ['"no venue gives cannotBrowseMenus"', { venue: undefined, isPreview: true }, 'cannotBrowseMenus'],
    ['"preview … gives canOnlyBrowseMenus"', { isPreview: true, menus: [] }, 'canOnlyBrowseMenus'],
    ['"an open tab … gives canOnlyBrowseMenus"', { hasOpenTab: true }, 'canOnlyBrowseMenus'],
    ['"or a tab bill gives canOnlyBrowseMenus"', { isTabBill: true, bill: activeBill }, 'canOnlyBrowseMenus'],
    ['"a non-dynamic menu … gives cannotBrowseMenus"', { venue: { ...base.venue!, menuExposedType: 'STATIC_MENU' } }, 'cannotBrowseMenus'],
    ['"or no schedule-available menu gives cannotBrowseMenus"', { menus: [breakfast], venue: orderingOff }, 'cannotBrowseMenus'],
    ['no menus at all: no schedule-available menu', { menus: [] }, 'cannotBrowseMenus'],
    ['"ordering disabled gives canOnlyBrowseMenus"', { venue: orderingOff, bill: activeBill }, 'canOnlyBrowseMenus'],
    ['"in GB, allergy answer true gives hasAllergies"', { venue: gb, allergyAnswer: true, bill: activeBill }, 'hasAllergies'],
    ['"in GB, … false continues"', { venue: gb, allergyAnswer: false, bill: activeBill }, 'canReorder'],
    ['"in GB, … unknown gives cannotBrowseMenus"', { venue: gb, allergyAnswer: undefined }, 'cannotBrowseMenus'],
    ['outside GB the allergy answer is not asked', { allergyAnswer: true, bill: activeBill }, 'canReorder'],
    ['"then an active bill (not too old, not paid, not closed) gives canReorder"', { bill: activeBill }, 'canReorder'],
    ['a too old bill is not active', { bill: { ...activeBill, isTooOld: true } }, 'canOpenANewBill'],
    ['a paid bill is not active', { bill: { ...activeBill, isPaid: true } }, 'canOpenANewBill'],
    ['a closed bill is not active', { bill: { ...activeBill, closed: true } }, 'canOpenANewBill'],
    ['"else open bill enabled gives canOpenANewBill"', {}, 'canOpenANewBill'],
    ['"else cannotOpenANewBill"', { venue: { ...base.venue!, ordering: { enabled: true, openBillEnabled: false } } }, 'cannotOpenANewBill'],
  ])('%s → %s', (_rule, override, expected) => {
    expect(orderingCapability({ ...base, ...override })).toBe(expected);
  });

  test('schedules are read in the venue time zone', () => {
    // 12:30 in London is 07:30 in New York: the breakfast menu is open there.
    expect(orderingCapability({ ...base, menus: [breakfast], clock: { ...clock, timeZone: 'America/New_York' } })).toBe('canOpenANewBill');
  });
});
