import type { ApiClient } from '@tableside/api-client';
import { ok, type Money, type Result } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from '../../../lib/identity/device-store.js';
import { withGuestIdentity } from '../../../lib/identity/with-guest-identity.js';
import type { IssueSplitError } from '../../../lib/operations/issue-left-to-pay-split.js';

/** Issues a split by custom amount (`POST /billing/bills/{billId}/splits/by-amount`) for this diner. */
export async function issueAmountSplit(
  services: { api: ApiClient; device: StoreApi<DeviceState> },
  billId: string,
  splitAmount: Money,
): Promise<Result<{ splitId: string }, IssueSplitError>> {
  const issued = await withGuestIdentity(services, (guestId) => services.api.billing.issueByAmount({ billId, consumer: { guestId }, splitAmount }));
  return issued.ok ? ok({ splitId: issued.value.splitId }) : issued;
}
