import type { ApiClient } from '@tableside/api-client';
import { ok, type Result } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from '../identity/device-store.js';
import { withGuestIdentity } from '../identity/with-guest-identity.js';
import type { IssueSplitError } from './issue-left-to-pay-split.js';

/**
 * Issues a split by items (`POST /billing/bills/{billId}/splits/by-items`) for this diner: product id to scale-5
 * quantity, with the check or seat it belongs to as `relatedSubOrder` when one was chosen.
 */
export async function issueItemsSplit(
  services: { api: ApiClient; device: StoreApi<DeviceState> },
  billId: string,
  items: Readonly<Record<string, number>>,
  relatedSubOrder: string | undefined,
): Promise<Result<{ splitId: string }, IssueSplitError>> {
  const issued = await withGuestIdentity(services, (guestId) =>
    services.api.billing.issueByItems({ billId, consumer: { guestId }, items: { ...items }, ...(relatedSubOrder ? { relatedSubOrder } : {}) }),
  );
  return issued.ok ? ok({ splitId: issued.value.splitId }) : issued;
}
