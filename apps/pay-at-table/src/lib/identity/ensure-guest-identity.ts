import type { IdentityApi } from '@tableside/api-client';
import { toEpochMilliseconds } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState, GuestIdentity } from './device-store.js';

/** Why the device could not get a guest identity. */
export type IdentityError = { readonly code: 'identity-unavailable'; readonly message: string };

let pending: Promise<GuestIdentity | IdentityError> | undefined;

/**
 * Returns this device's guest identity, asking `POST /identity/anonymous` once when there is none yet. Concurrent
 * callers share one request.
 */
export function ensureGuestIdentity(device: StoreApi<DeviceState>, identity: IdentityApi): Promise<GuestIdentity | IdentityError> {
  const known = device.getState().identity;
  if (known) return Promise.resolve(known);
  pending ??= identity
    .createAnonymousGuest()
    .then((result): GuestIdentity | IdentityError => {
      if (!result.ok) return { code: 'identity-unavailable', message: `POST /identity/anonymous failed (${result.error.type})` };
      const { guestId, token, createdAt } = result.value;
      const created = typeof createdAt === 'number' ? toEpochMilliseconds(createdAt) : Date.parse(createdAt);
      const next: GuestIdentity = { guestId, token, createdAt: Number.isFinite(created) ? created : 0 };
      device.getState().setIdentity(next);
      return next;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
