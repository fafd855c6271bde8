import type { ApiClient, SplitError } from '@tableside/api-client';
import { err, ok, type Money, type Result } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import { ensureGuestIdentity } from '../../identity/ensure-guest-identity.js';
import type { DeviceState } from '../../identity/device-store.js';
import type { IssueSplitError } from './issue-left-to-pay-split.js';

/** Issues a split by custom amount (`POST /billing/bills/{billId}/splits/by-amount`) for this diner. */
export async function issueAmountSplit(
  services: { api: ApiClient; device: StoreApi<DeviceState> },
  billId: string,
  splitAmount: Money,
): Promise<Result<{ splitId: string }, IssueSplitError>> {
  const identity = await ensureGuestIdentity(services.device, services.api.identity);
  if ('code' in identity) return err(identity);
  const issued: Result<{ splitId: string }, SplitError> = await services.api.billing.issueByAmount({ billId, consumer: { guestId: identity.guestId }, splitAmount });
  if (!issued.ok) return err({ code: 'split-failed', error: issued.error });
  return ok({ splitId: issued.value.splitId });
}
