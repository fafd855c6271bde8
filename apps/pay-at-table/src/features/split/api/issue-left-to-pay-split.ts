import type { ApiClient, SplitError } from '@tableside/api-client';
import { err, ok, type Result } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import { ensureGuestIdentity, type IdentityError } from '../../identity/ensure-guest-identity.js';
import type { DeviceState } from '../../identity/device-store.js';

export type IssueSplitError = IdentityError | { readonly code: 'split-failed'; readonly error: SplitError };

/**
 * "Pay full bill" / "Pay what's left": issues a split on the left to pay for this diner
 * (`POST /billing/bills/{billId}/splits/left-to-pay`), getting a guest identity first when the device has none.
 */
export async function issueLeftToPaySplit(
  services: { api: ApiClient; device: StoreApi<DeviceState> },
  billId: string,
): Promise<Result<{ splitId: string }, IssueSplitError>> {
  const identity = await ensureGuestIdentity(services.device, services.api.identity);
  if ('code' in identity) return err(identity);
  const issued = await services.api.billing.issueLeftToPay({ billId, consumer: { guestId: identity.guestId } });
  if (!issued.ok) return err({ code: 'split-failed', error: issued.error });
  return ok({ splitId: issued.value.splitId });
}
