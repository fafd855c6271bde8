import { countryPolicy } from '@tableside/billing-domain';
import type { Menu } from '../catalog/menu.js';
import { isMenuAvailable } from '../schedule/menu-availability.js';
import type { VenueClock } from '../schedule/local-time.js';

/** "Ordering capability: cannotBrowseMenus, canOnlyBrowseMenus, hasAllergies, canReorder, canOpenANewBill, cannotOpenANewBill" (3-menus §4). */
export const ORDERING_CAPABILITIES = [
  'cannotBrowseMenus',
  'canOnlyBrowseMenus',
  'hasAllergies',
  'canReorder',
  'canOpenANewBill',
  'cannotOpenANewBill',
] as const;
export type OrderingCapability = (typeof ORDERING_CAPABILITIES)[number];

/** The venue fields the rules read (1-core §3: countryCode, menuExposedType, ordering {enabled, openBillEnabled}). */
export type CapabilityVenue = {
  countryCode: string;
  menuExposedType: 'STATIC_MENU' | 'DYNAMIC_MENU';
  ordering: { enabled: boolean; openBillEnabled: boolean };
};

/** The table's current bill, judged by the billing rules (too old: more than 7 hours; paid; closed). */
export type CapabilityBill = { isTooOld: boolean; isPaid: boolean; closed: boolean };

export type OrderingCapabilityInput = {
  venue: CapabilityVenue | undefined;
  isPreview: boolean;
  hasOpenTab: boolean;
  isTabBill: boolean;
  menus: readonly Pick<Menu, 'schedules'>[];
  clock: VenueClock;
  /** The stored answer to the allergy question: true = has allergies, undefined = not answered (or expired). */
  allergyAnswer: boolean | undefined;
  bill: CapabilityBill | undefined;
};

/**
 * What the guest may do with menus and orders, by the rules of 3-menus §4 in their order: no venue; preview or
 * tab; non-dynamic or no schedule-available menu; ordering disabled; the GB allergy answer; then the bill.
 */
export function orderingCapability(input: OrderingCapabilityInput): OrderingCapability {
  const { venue } = input;
  if (!venue) return 'cannotBrowseMenus';
  if (input.isPreview || input.hasOpenTab || input.isTabBill) return 'canOnlyBrowseMenus';
  if (venue.menuExposedType !== 'DYNAMIC_MENU' || !input.menus.some((menu) => isMenuAvailable(menu, input.clock))) {
    return 'cannotBrowseMenus';
  }
  if (!venue.ordering.enabled) return 'canOnlyBrowseMenus';
  if (countryPolicy(venue.countryCode).allergyQuestion) {
    if (input.allergyAnswer === true) return 'hasAllergies';
    if (input.allergyAnswer === undefined) return 'cannotBrowseMenus';
  }
  const { bill } = input;
  if (bill && !bill.isTooOld && !bill.isPaid && !bill.closed) return 'canReorder';
  return venue.ordering.openBillEnabled ? 'canOpenANewBill' : 'cannotOpenANewBill';
}
