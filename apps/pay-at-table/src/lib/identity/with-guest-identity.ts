import type { ApiClient, SplitError } from '@tableside/api-client';
import { err, type Result } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from './device-store.js';
import { ensureGuestIdentity, type IdentityError } from './ensure-guest-identity.js';

/** The server's answer to a token it cannot verify (the identity contract: 401 `invalid-guest-token`). */
export const INVALID_GUEST_TOKEN = 'invalid-guest-token';

function isInvalidToken(error: SplitError): boolean {
  return error.code === 'BILL_SPLIT_REJECTED' && error.status === 401 && error.type === INVALID_GUEST_TOKEN;
}

/**
 * Runs a billing mutation as this device's guest. When the server no longer accepts the stored token (its data
 * was reset), the identity is dropped, a new one is asked for, and the mutation runs once more.
 */
export async function withGuestIdentity<T>(
  services: { api: Pick<ApiClient, 'identity'>; device: StoreApi<DeviceState> },
  run: (guestId: string) => Promise<Result<T, SplitError>>,
): Promise<Result<T, IdentityError | { readonly code: 'split-failed'; readonly error: SplitError }>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const identity = await ensureGuestIdentity(services.device, services.api.identity);
    if ('code' in identity) return err(identity);
    const result = await run(identity.guestId);
    if (result.ok) return result;
    if (attempt === 0 && isInvalidToken(result.error)) {
      services.device.getState().clearIdentity();
      continue;
    }
    return err({ code: 'split-failed', error: result.error });
  }
  throw new Error('withGuestIdentity: unreachable after two attempts');
}
