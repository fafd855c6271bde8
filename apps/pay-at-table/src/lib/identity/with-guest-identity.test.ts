import { err, ok, type SplitError } from '@tableside/api-client';
import { describe, expect, test, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createDeviceStore } from './device-store.js';
import { withGuestIdentity } from './with-guest-identity.js';

function storage(): StateStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const rejected = (status: number, type: string): SplitError => ({ code: 'BILL_SPLIT_REJECTED', type, status });

function setup() {
  const device = createDeviceStore(storage);
  device.getState().setIdentity({ guestId: 'old', token: 'old.sig', createdAt: 1 });
  const createAnonymousGuest = vi.fn(async () => ok({ guestId: 'new', token: 'new.sig', createdAt: 2 }));
  const api = { identity: { createAnonymousGuest } };
  return { device, api, createAnonymousGuest };
}

describe('withGuestIdentity', () => {
  test('runs as the stored guest', async () => {
    const { device, api, createAnonymousGuest } = setup();
    const run = vi.fn(async (guestId: string) => ok(guestId));
    expect(await withGuestIdentity({ api, device }, run)).toEqual(ok('old'));
    expect(createAnonymousGuest).not.toHaveBeenCalled();
  });

  test('a token the server no longer accepts (401 invalid-guest-token) is replaced, and the call runs once more', async () => {
    const { device, api, createAnonymousGuest } = setup();
    const run = vi.fn(async (guestId: string) => (guestId === 'old' ? err(rejected(401, 'invalid-guest-token')) : ok(guestId)));
    expect(await withGuestIdentity({ api, device }, run)).toEqual(ok('new'));
    expect(createAnonymousGuest).toHaveBeenCalledTimes(1);
    expect(device.getState().identity?.guestId).toBe('new');
  });

  test.each([
    ['another refusal', rejected(403, 'not-split-owner')],
    ['a 401 with another type', rejected(401, 'something-else')],
  ])('%s is returned as it is', async (_name, error) => {
    const { device, api, createAnonymousGuest } = setup();
    expect(await withGuestIdentity({ api, device }, async () => err(error))).toEqual(err({ code: 'split-failed', error }));
    expect(createAnonymousGuest).not.toHaveBeenCalled();
  });

  test('a second invalid token is not retried again', async () => {
    const { device, api } = setup();
    const run = vi.fn(async () => err(rejected(401, 'invalid-guest-token')));
    const result = await withGuestIdentity({ api, device }, run);
    expect(result).toEqual(err({ code: 'split-failed', error: rejected(401, 'invalid-guest-token') }));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
