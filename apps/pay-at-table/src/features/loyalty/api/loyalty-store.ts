import {
  LOYALTY_AUTH_INITIAL,
  earnResultSchema,
  loyaltyAuthStateSchema,
  loyaltyIdentityStorageOver,
  phoneIdentificationSchema,
  sessionIdentificationSchema,
  type LoyaltyAuthState,
  type LoyaltyIdentityStorage,
  type PhoneIdentification,
  type SessionIdentification,
} from '@tableside/loyalty-providers';
import * as z from 'zod/mini';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The loyalty state this device keeps (3 §9 "persisted state includes ... loyalty auth"): the stored identity per
 * provider and store (loyalty-providers' LoyaltyAuthState), how each business identified the diner (the phone, or
 * the provider session of a username-and-password login, never the password; earn-after-pay sends it again as
 * guestIdentificationParameters), and the points each paid split earned, so the earn call is made once per split on
 * this device.
 */
export const persistedLoyaltySchema = z.object({
  auth: z.catch(loyaltyAuthStateSchema, LOYALTY_AUTH_INITIAL),
  identification: z.catch(z.record(z.string(), z.union([phoneIdentificationSchema, sessionIdentificationSchema])), {}),
  earned: z.catch(z.record(z.string(), z.extend(earnResultSchema, { balance: z.optional(z.number()) })), {}),
});
export type PersistedLoyalty = z.infer<typeof persistedLoyaltySchema>;

export interface LoyaltyState extends PersistedLoyalty {
  setAuth(auth: LoyaltyAuthState): void;
  setIdentification(businessId: string, identification: PhoneIdentification | SessionIdentification): void;
  setEarned(splitKey: string, earned: PersistedLoyalty['earned'][string]): void;
}

/** The local storage key of the loyalty state. */
export const LOYALTY_STORAGE_KEY = 'tableside.loyalty';
const EMPTY: PersistedLoyalty = { auth: LOYALTY_AUTH_INITIAL, identification: {}, earned: {} };

/** The key of a split in `earned`. */
export const splitKey = (billId: string, splitId: string) => `${billId}/${splitId}`;

/** The loyalty store, persisted through `storage`; what does not parse is dropped. */
export function createLoyaltyStore(storage: () => StateStorage): StoreApi<LoyaltyState> {
  return createStore<LoyaltyState>()(
    persist(
      (set) => ({
        ...EMPTY,
        setAuth: (auth) => set({ auth }),
        setIdentification: (businessId, identification) => set((state) => ({ identification: { ...state.identification, [businessId]: identification } })),
        setEarned: (key, earned) => set((state) => ({ earned: { ...state.earned, [key]: earned } })),
      }),
      {
        name: LOYALTY_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: ({ auth, identification, earned }) => ({ auth, identification, earned }),
        merge: (persisted, current) => {
          const parsed = persistedLoyaltySchema.safeParse(persisted);
          return { ...current, ...(parsed.success ? parsed.data : EMPTY) };
        },
        migrate: () => EMPTY,
      },
    ),
  );
}

let browserStore: StoreApi<LoyaltyState> | undefined;

/** This browser's loyalty store (local storage), created on first use. */
export function loyaltyStore(): StoreApi<LoyaltyState> {
  browserStore ??= createLoyaltyStore(() => globalThis.localStorage);
  return browserStore;
}

/** loyalty-providers' identity storage port over a loyalty store. */
export function identityStorageOf(store: StoreApi<LoyaltyState>): LoyaltyIdentityStorage {
  return loyaltyIdentityStorageOver({ get: () => store.getState().auth, set: (next) => store.getState().setAuth(next) });
}
