import { isBillDisplayable, type Bill, type TableDevice, type Venue } from '@tableside/billing-domain';

/** What the table landing page does (1-core §2 "Table landing page", 3-menus §2 "Table landing"). */
export type TableLandingDecision =
  | { readonly kind: 'loading' }
  | { readonly kind: 'redirect-to-bill'; readonly billId: string }
  | { readonly kind: 'redirect-to-menu' }
  | { readonly kind: 'menu-landing' }
  | { readonly kind: 'no-bill' };

export interface TableLandingInput {
  readonly tableDevice: TableDevice;
  /** The table's open bill, when the store has one. */
  readonly bill: Bill | undefined;
  readonly venue: Pick<Venue, 'menuExposedType' | 'menus' | 'externalUrl'>;
  /** True once the first table refresh has answered. */
  readonly refreshed: boolean;
  readonly initialRenderAt: number;
  readonly now: number;
}

/** "the venue has a static menu or an external menu link" (1-core §2). */
function hasStaticOrExternalMenu(venue: TableLandingInput['venue']): boolean {
  return venue.externalUrl !== undefined || (venue.menuExposedType === 'STATIC_MENU' && venue.menus.length > 0);
}

/**
 * "If the table has a displayable open bill it redirects (replace navigation) to the bill page"; a bill is
 * displayable "only if the table has an order, is up to date and is the user's own" (1-core §2, §4). Until the
 * first refresh answers the page waits. After it: "If the venue has a static menu or an external menu link, it
 * redirects to the menu route for that table. Otherwise it shows a menu landing" (for a venue with dynamic menus);
 * a venue without menus shows "landing.noBillYet".
 */
export function tableLandingDecision({ tableDevice, bill, venue, refreshed, initialRenderAt, now }: TableLandingInput): TableLandingDecision {
  if (bill && !bill.closed && isBillDisplayable({ tableDevice, bill, initialRenderAt, now })) return { kind: 'redirect-to-bill', billId: bill.id };
  if (!refreshed) return { kind: 'loading' };
  if (hasStaticOrExternalMenu(venue)) return { kind: 'redirect-to-menu' };
  return venue.menuExposedType === 'DYNAMIC_MENU' ? { kind: 'menu-landing' } : { kind: 'no-bill' };
}
