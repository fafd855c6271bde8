import type { StoredBillSplit } from '@tableside/billing-domain';
import { useOutletContext } from 'react-router';

/**
 * What every split page receives from the split route guard (features/split's `SplitGuard`, a layout route of
 * app/router.tsx): the pages read it here, so they never import the split feature.
 */
export interface SplitOutletContext {
  readonly split: StoredBillSplit;
  /** A split call answered `bill-split-expired`: the guard shows the "released" message instead of the page. */
  readonly released: () => void;
}

/** The split the guard let through. */
export function useGuardedSplit(): StoredBillSplit {
  return useOutletContext<SplitOutletContext>().split;
}

/** Tells the guard its split was released (a call answered `bill-split-expired`). */
export function useSplitReleased(): () => void {
  return useOutletContext<SplitOutletContext>().released;
}
