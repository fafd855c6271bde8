import type { ApiClient, SplitError } from '@tableside/api-client';
import { ok, type Result } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from '../identity/device-store.js';
import type { IdentityError } from '../identity/ensure-guest-identity.js';
import { withGuestIdentity } from '../identity/with-guest-identity.js';

export type IssueSplitError = IdentityError | { readonly code: 'split-failed'; readonly error: SplitError };

/**
 * "Pay full bill" / "Pay what's left": issues a split on the left to pay for this diner
 * (`POST /billing/bills/{billId}/splits/left-to-pay`), getting a guest identity first when the device has none.
 */
export async function issueLeftToPaySplit(
  services: { api: ApiClient; device: StoreApi<DeviceState> },
  billId: string,
): Promise<Result<{ splitId: string }, IssueSplitError>> {
  const issued = await withGuestIdentity(services, (guestId) => services.api.billing.issueLeftToPay({ billId, consumer: { guestId } }));
  return issued.ok ? ok({ splitId: issued.value.splitId }) : issued;
}
