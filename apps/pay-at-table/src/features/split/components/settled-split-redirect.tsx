import { isSettledSplitStatus } from '@tableside/billing-domain';
import { Navigate, Outlet, useOutletContext } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import type { SplitOutletContext } from '../../../lib/split-outlet.js';

/**
 * The pages that act on a split (split edit, tips, payment, payment error) are for a split still to pay: once it is
 * settled, Back or an old link lands on its success page (replace) instead of offering to pay it again.
 */
export function SettledSplitRedirect() {
  const { venueId, billId, splitId } = useSplitParams();
  const context = useOutletContext<SplitOutletContext>();
  if (isSettledSplitStatus(context.split.status)) return <Navigate to={paths.success(venueId, billId, splitId)} replace />;
  return <Outlet context={context} />;
}
