import { exhaustiveSwitchError } from '../result/result.js';

/** "undefined or LOADING means loading; EXPRESS ...; SPLIT is the normal flow" (1-core §4). */
export type CheckoutMode = 'LOADING' | 'EXPRESS' | 'SPLIT';

/** Where the remaining-amount split stands: issued and read back, still in flight, or failed. */
export type RemainingAmountSplitState = { status: 'loading' } | { status: 'readBack' } | { status: 'failed' };

/** The facts the checkout mode depends on; `undefined` for any of them means it is still loading. */
export interface CheckoutModeInput {
  fastCheckoutEnabled: boolean | undefined;
  billFullyPaid: boolean | undefined;
  billClosed: boolean | undefined;
  featureAvailable: boolean | undefined;
  remainingAmountSplit: RemainingAmountSplitState | undefined;
}

/**
 * "Express is used only if fast checkout is enabled, the bill is not fully paid or closed, the feature is
 * available, and a remaining-amount split could be issued and read back; any failure falls back to SPLIT"
 * (1-core §4, 2-paying §4).
 */
export function decideCheckoutMode(input: CheckoutModeInput): CheckoutMode {
  const { fastCheckoutEnabled, billFullyPaid, billClosed, featureAvailable, remainingAmountSplit } = input;
  if (fastCheckoutEnabled === undefined || billFullyPaid === undefined || billClosed === undefined || featureAvailable === undefined) {
    return 'LOADING';
  }
  if (!fastCheckoutEnabled || billFullyPaid || billClosed || !featureAvailable) return 'SPLIT';
  if (remainingAmountSplit === undefined) return 'LOADING';
  switch (remainingAmountSplit.status) {
    case 'loading':
      return 'LOADING';
    case 'readBack':
      return 'EXPRESS';
    case 'failed':
      return 'SPLIT';
    default:
      return exhaustiveSwitchError(remainingAmountSplit);
  }
}
