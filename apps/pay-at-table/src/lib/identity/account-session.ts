import * as z from 'zod/mini';
import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useServices } from '../services-context.js';

/**
 * The account logged in on this device (3 §1 "logged-in guests (identified by phone number and a one-time SMS
 * code)"): its bearer access token and when it expires (epoch milliseconds). It is kept like the guest identity of
 * the device store, in local storage, parsed on every rehydration; a store of its own so that only the pages that
 * use it load it (the bill route's critical path does not).
 */
export const accountSessionSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  accessToken: z.string().check(z.minLength(1)),
  expiresAt: z.number().check(z.int(), z.nonnegative()),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export interface AccountSessionState {
  readonly session: AccountSession | null;
  /** Keeps the account's access token after login or renewal. */
  setSession(session: AccountSession): void;
  /** Logs out: forgets the access token (the device's guest identity stays). */
  clearSession(): void;
}

/** The local storage key of the account session. */
export const ACCOUNT_SESSION_STORAGE_KEY = 'tableside.account';

/** The session store, persisted through `storage`; a stored value that does not parse is dropped. */
export function createAccountSessionStore(storage: () => StateStorage): StoreApi<AccountSessionState> {
  return createStore<AccountSessionState>()(
    persist(
      (set) => ({
        session: null,
        setSession: (session) => set({ session: accountSessionSchema.parse(session) }),
        clearSession: () => set({ session: null }),
      }),
      {
        name: ACCOUNT_SESSION_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: ({ session }) => ({ session }),
        merge: (persisted, current) => ({
          ...current,
          session: z.object({ session: z.nullable(accountSessionSchema) }).safeParse(persisted).data?.session ?? null,
        }),
        migrate: () => ({ session: null }),
      },
    ),
  );
}

let browserStore: StoreApi<AccountSessionState> | undefined;

/** This browser's account session (local storage), created on first use. */
export function accountSessionStore(): StoreApi<AccountSessionState> {
  browserStore ??= createAccountSessionStore(() => globalThis.localStorage);
  return browserStore;
}

/**
 * The account logged in on this device, or null for an anonymous diner (3 §6 "Account holder: logged in"; "Guests
 * see a login button in the header"). A session past its expiry counts as logged out.
 */
export function useAccountSession(): AccountSession | null {
  const { clock } = useServices();
  const session = useStore(accountSessionStore(), (state) => state.session);
  return session && session.expiresAt > clock.now() ? session : null;
}
