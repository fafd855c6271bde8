import type { SplitByItemsBlock, VenueFeatureConfiguration } from '@tableside/billing-domain';
import type { SplitKind } from '../../../lib/route-state/new-split-route-state.js';

/**
 * "The user chooses a type: by items, divide the bill (shares), or custom amount. Each is offered only if the
 * venue enables it; items is hidden when the bill blocks it" (2-paying §4), in that order.
 */
export function offeredSplitKinds(flags: VenueFeatureConfiguration, itemsBlock: SplitByItemsBlock | undefined): SplitKind[] {
  return [
    ...(flags.SPLIT_BY_ITEMS_ENABLED && itemsBlock === undefined ? (['items'] as const) : []),
    ...(flags.SPLIT_BY_SHARE_ENABLED ? (['share'] as const) : []),
    ...(flags.SPLIT_BY_CUSTOM_AMOUNT_ENABLED ? (['amount'] as const) : []),
  ];
}
