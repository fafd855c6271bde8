import { isBillDisplayable, type Bill, type TableDevice } from '@tableside/billing-domain';

/** What the table landing page does (1-core §2 "Table landing page"). */
export type TableLandingDecision =
  | { readonly kind: 'loading' }
  | { readonly kind: 'redirect-to-bill'; readonly billId: string }
  | { readonly kind: 'no-bill' };

export interface TableLandingInput {
  readonly tableDevice: TableDevice;
  /** The table's open bill, when the store has one. */
  readonly bill: Bill | undefined;
  /** True once the first table refresh has answered. */
  readonly refreshed: boolean;
  readonly initialRenderAt: number;
  readonly now: number;
}

/**
 * "If the table has a displayable open bill it redirects (replace navigation) to the bill page"; a bill is
 * displayable "only if the table has an order, is up to date and is the user's own" (1-core §2, §4). Until the
 * first refresh answers the page waits; after it, no displayable bill means "landing.noBillYet".
 */
export function tableLandingDecision({ tableDevice, bill, refreshed, initialRenderAt, now }: TableLandingInput): TableLandingDecision {
  if (bill && !bill.closed && isBillDisplayable({ tableDevice, bill, initialRenderAt, now })) return { kind: 'redirect-to-bill', billId: bill.id };
  return refreshed ? { kind: 'no-bill' } : { kind: 'loading' };
}
