import type { ApiClient } from '@tableside/api-client';
import { ok, type Money, type Result } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from '../../../lib/identity/device-store.js';
import { withGuestIdentity } from '../../../lib/identity/with-guest-identity.js';
import type { IssueSplitError } from '../../../lib/operations/issue-left-to-pay-split.js';

/** The shares the diner takes of a base amount divided between guests. */
export interface ShareChoice {
  readonly numberOfShares: number;
  readonly numberOfGuests: number;
  readonly baseAmount: Money;
}

/** Issues a split by share (`POST /billing/bills/{billId}/splits/by-share`) for this diner. */
export async function issueShareSplit(
  services: { api: ApiClient; device: StoreApi<DeviceState> },
  billId: string,
  choice: ShareChoice,
): Promise<Result<{ splitId: string }, IssueSplitError>> {
  const issued = await withGuestIdentity(services, (guestId) => services.api.billing.issueByShare({ billId, consumer: { guestId }, ...choice }));
  return issued.ok ? ok({ splitId: issued.value.splitId }) : issued;
}
