import { MONEY_UNIT, isPositive, money, type CurrencyCode, type Money } from '@tableside/billing-domain';

/** "Tab authorisation hold: 20 x 100000 minor units (scale 5 ...)" (3 §9). */
export const TAB_AUTHORIZATION_HOLD_AMOUNT = 20 * MONEY_UNIT;
/** "a hold disappears within 7 days per the text" (3 §9). */
export const TAB_HOLD_RELEASE_DAYS = 7;
/** "card capture is manual" (3 §9). */
export const TAB_CAPTURE_METHOD = 'manual';

/** Per-venue hold amounts at scale 5 ("a per-venue override table exists", 3 §9), keyed by venue id. */
export type TabHoldOverrides = Readonly<Record<string, number>>;

/** The hold for a venue's tab: the venue's override, else 20 × 100000 at scale 5, in the venue's currency. */
export function tabHoldAmount(venueId: string, currency: CurrencyCode, overrides: TabHoldOverrides = {}): Money {
  return money(overrides[venueId] ?? TAB_AUTHORIZATION_HOLD_AMOUNT, currency);
}

/** "shown as a hold amount when above 0" (3 §9). */
export function shouldShowHoldAmount(hold: Money): boolean {
  return isPositive(hold);
}
