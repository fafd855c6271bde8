import { uiLocaleSchema, type UiLocale } from '@tableside/i18n';
import * as z from 'zod/mini';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The anonymous diner as the identity service issued it (`POST /identity/anonymous`). */
export const guestIdentitySchema = z.object({
  guestId: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  /** Epoch milliseconds: "identified by a device id kept in local storage, with a createdAt" (1-core §1). */
  createdAt: z.number().check(z.int(), z.nonnegative()),
});
export type GuestIdentity = z.infer<typeof guestIdentitySchema>;

/** What this device remembers between visits; parsed on every rehydration. */
export const persistedDeviceSchema = z.object({
  identity: z.catch(z.nullable(guestIdentitySchema), null),
  preferredLocale: z.catch(z.nullable(uiLocaleSchema), null),
});
export type PersistedDevice = z.infer<typeof persistedDeviceSchema>;

export interface DeviceState extends PersistedDevice {
  setIdentity(identity: GuestIdentity): void;
  /** Forgets an identity the server no longer accepts (e.g. its data was reset). */
  clearIdentity(): void;
  setPreferredLocale(locale: UiLocale): void;
}

/** The local storage key of the device state. */
export const DEVICE_STORAGE_KEY = 'tableside.device';
const EMPTY: PersistedDevice = { identity: null, preferredLocale: null };

/**
 * Keeps only what parses: a corrupted or foreign value is dropped (the diner gets a fresh identity) and never
 * crashes the app.
 */
export function mergePersistedDevice(persisted: unknown, current: DeviceState): DeviceState {
  const parsed = persistedDeviceSchema.safeParse(persisted);
  return { ...current, ...(parsed.success ? parsed.data : EMPTY) };
}

/** The device store, persisted through `storage` (local storage in the browser, a map in tests). */
export function createDeviceStore(storage: () => StateStorage): StoreApi<DeviceState> {
  return createStore<DeviceState>()(
    persist(
      (set) => ({
        ...EMPTY,
        setIdentity: (identity) => set({ identity: guestIdentitySchema.parse(identity) }),
        clearIdentity: () => set({ identity: null }),
        setPreferredLocale: (preferredLocale) => set({ preferredLocale }),
      }),
      {
        name: DEVICE_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: ({ identity, preferredLocale }): PersistedDevice => ({ identity, preferredLocale }),
        merge: mergePersistedDevice,
        // A different version is an older shape: start afresh rather than guess.
        migrate: () => EMPTY,
      },
    ),
  );
}
