import { err, ok, type IdentityApi } from '@tableside/api-client';
import { describe, expect, test, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { DEVICE_STORAGE_KEY, createDeviceStore } from './device-store.js';
import { ensureGuestIdentity } from './ensure-guest-identity.js';

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const identity = { guestId: 'guest-1', token: 'guest-1.sig', createdAt: 1_700_000_000_000 };

describe('device store', () => {
  test('persists the identity and the preferred locale', () => {
    const storage = memoryStorage();
    const store = createDeviceStore(() => storage);
    store.getState().setIdentity(identity);
    store.getState().setPreferredLocale('fr');
    const saved = JSON.parse(storage.data[DEVICE_STORAGE_KEY] ?? '{}');
    expect(saved).toEqual({ state: { identity, preferredLocale: 'fr' }, version: 1 });
  });

  test('rehydrates a valid stored value', () => {
    const storage = memoryStorage({ [DEVICE_STORAGE_KEY]: JSON.stringify({ state: { identity, preferredLocale: 'de-DE' }, version: 1 }) });
    const store = createDeviceStore(() => storage);
    expect(store.getState().identity).toEqual(identity);
    expect(store.getState().preferredLocale).toBe('de-DE');
  });

  test.each([
    ['a malformed identity', { identity: { guestId: '', token: 3 }, preferredLocale: 'fr' }, { identity: null, preferredLocale: 'fr' }],
    ['an unknown locale', { identity, preferredLocale: 'xx-XX' }, { identity, preferredLocale: null }],
    ['not an object', 'garbage', { identity: null, preferredLocale: null }],
  ])('drops %s instead of crashing', (_name, state, expected) => {
    const storage = memoryStorage({ [DEVICE_STORAGE_KEY]: JSON.stringify({ state, version: 1 }) });
    const store = createDeviceStore(() => storage);
    expect({ identity: store.getState().identity, preferredLocale: store.getState().preferredLocale }).toEqual(expected);
  });

  test('unparsable JSON is dropped', () => {
    const storage = memoryStorage({ [DEVICE_STORAGE_KEY]: '{not json' });
    const store = createDeviceStore(() => storage);
    expect(store.getState().identity).toBeNull();
  });

  test('an older version starts afresh', () => {
    const storage = memoryStorage({ [DEVICE_STORAGE_KEY]: JSON.stringify({ state: { identity }, version: 0 }) });
    const store = createDeviceStore(() => storage);
    expect(store.getState().identity).toBeNull();
  });
});

describe('ensureGuestIdentity', () => {
  test('asks the identity service once, even for concurrent callers, and stores the answer', async () => {
    const store = createDeviceStore(() => memoryStorage());
    const createAnonymousGuest = vi.fn<IdentityApi['createAnonymousGuest']>(async () =>
      ok({ guestId: 'g', token: 'g.t', createdAt: '2026-01-01T00:00:00.000Z' }),
    );
    const [a, b] = await Promise.all([ensureGuestIdentity(store, { createAnonymousGuest }), ensureGuestIdentity(store, { createAnonymousGuest })]);
    expect(createAnonymousGuest).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ guestId: 'g', token: 'g.t', createdAt: Date.parse('2026-01-01T00:00:00.000Z') });
    expect(b).toEqual(a);
    expect(store.getState().identity).toEqual(a);
    await ensureGuestIdentity(store, { createAnonymousGuest });
    expect(createAnonymousGuest).toHaveBeenCalledTimes(1);
  });

  test('a createdAt in seconds is read as seconds (1-core §9 timestamp rule)', async () => {
    const store = createDeviceStore(() => memoryStorage());
    const result = await ensureGuestIdentity(store, { createAnonymousGuest: async () => ok({ guestId: 'g', token: 't', createdAt: 1_700_000_000 }) });
    expect(result).toMatchObject({ createdAt: 1_700_000_000_000 });
  });

  test('a failure is a value', async () => {
    const store = createDeviceStore(() => memoryStorage());
    const result = await ensureGuestIdentity(store, {
      createAnonymousGuest: async () => err({ type: 'network', message: 'down', timedOut: false }),
    });
    expect(result).toEqual({ code: 'identity-unavailable', message: 'POST /identity/anonymous failed (network)' });
    expect(store.getState().identity).toBeNull();
  });
});
