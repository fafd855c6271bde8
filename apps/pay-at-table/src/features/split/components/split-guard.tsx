import { isSplitExpired } from '@tableside/api-client';
import { Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import { useDeviceStore } from '../../../lib/identity/use-device-store.js';
import { splitAccess } from '../api/split-access.js';
import { useSplit } from '../../../lib/data/use-split.js';
import type { SplitOutletContext } from '../../../lib/split-outlet.js';
import { useSplitLease } from '../hooks/use-split-lease.js';
import { SplitExpiredScreen } from './split-expired-screen.js';

/**
 * The split route guard: only the split's owner reaches a split page; anyone else goes back to the bill (replace).
 * While a page of the owner's ISSUED split is open it keeps the split's lease alive; a split released because its
 * lease lapsed shows the plain "released" message with the way back to the bill.
 */
export function SplitGuard() {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const query = useSplit(billId, splitId);
  const split = query.status === 'success' && query.data.ok ? query.data.value : undefined;
  const access = splitAccess(split, { deviceId: guestId });
  const lease = useSplitLease(billId, splitId, access.kind === 'allowed' ? access.split : undefined);
  const [releasedByCall, setReleasedByCall] = useState(false);
  if (query.status === 'pending') return <Spinner label={t('table.fetching')} />;
  const released = query.status === 'success' && !query.data.ok && isSplitExpired(query.data.error);
  if (released || lease.expired || releasedByCall) return <SplitExpiredScreen />;
  if (access.kind === 'back-to-bill') return <Navigate to={paths.bill(venueId, billId)} replace />;
  const context: SplitOutletContext = { split: access.split, released: () => setReleasedByCall(true) };
  return <Outlet context={context} />;
}
