import { exhaustiveSwitchError } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { loyaltyProviderSchema, type LoyaltyProvider } from '../config/loyalty-config.js';
import { loyaltyPointsSchema } from '../validation/points.js';

/** "Locally stored loyalty identity (per provider): primaryUserId, secondaryUserId, balance, createdAt, storeId" (3 §3). */
export const loyaltyIdentitySchema = z.object({
  primaryUserId: z.string().check(z.minLength(1)),
  secondaryUserId: z.optional(z.string().check(z.minLength(1))),
  balance: loyaltyPointsSchema,
  createdAt: z.string(),
  storeId: z.string().check(z.minLength(1)),
});
export type LoyaltyIdentity = z.infer<typeof loyaltyIdentitySchema>;

/**
 * "Authentication per provider is tracked per store" (3 §4): identities by provider, then by store id. This is
 * the persisted "loyalty auth" of 3 §9; parse it with this schema when it comes back from storage.
 */
export const loyaltyAuthStateSchema = z.object({
  identities: z.partialRecord(loyaltyProviderSchema, z.record(z.string(), loyaltyIdentitySchema)),
});
export type LoyaltyAuthState = z.infer<typeof loyaltyAuthStateSchema>;

/** No identity anywhere. */
export const LOYALTY_AUTH_INITIAL: LoyaltyAuthState = { identities: {} };

/** Changes to the per-store authentication. */
export type LoyaltyAuthAction =
  | { readonly type: 'identityStored'; readonly provider: LoyaltyProvider; readonly identity: LoyaltyIdentity }
  | { readonly type: 'identityRemoved'; readonly provider: LoyaltyProvider; readonly storeId: string }
  | { readonly type: 'providerSessionCleared'; readonly provider: LoyaltyProvider };

/** The per-store authentication reducer (3 §4 Loyalty). */
export function loyaltyAuthReducer(state: LoyaltyAuthState, action: LoyaltyAuthAction): LoyaltyAuthState {
  switch (action.type) {
    case 'identityStored': {
      const stores = state.identities[action.provider] ?? {};
      return { identities: { ...state.identities, [action.provider]: { ...stores, [action.identity.storeId]: action.identity } } };
    }
    case 'identityRemoved': {
      const stores = state.identities[action.provider];
      if (!stores || !(action.storeId in stores)) return state;
      const rest = Object.fromEntries(Object.entries(stores).filter(([storeId]) => storeId !== action.storeId));
      return { identities: { ...state.identities, [action.provider]: rest } };
    }
    case 'providerSessionCleared': {
      if (!state.identities[action.provider]) return state;
      return { identities: Object.fromEntries(Object.entries(state.identities).filter(([provider]) => provider !== action.provider)) };
    }
    default:
      return exhaustiveSwitchError(action);
  }
}

/** The stored identity of a provider at a store, if any. */
export function loyaltyIdentityFor(state: LoyaltyAuthState, provider: LoyaltyProvider, storeId: string): LoyaltyIdentity | undefined {
  return state.identities[provider]?.[storeId];
}

/** True when the diner is identified with `provider` at `storeId`. */
export function isLoyaltyAuthenticated(state: LoyaltyAuthState, provider: LoyaltyProvider, storeId: string): boolean {
  return loyaltyIdentityFor(state, provider, storeId) !== undefined;
}

/**
 * The storage port of the stored identities. The app implements it over its persisted store, the sandbox and
 * tests use `createInMemoryLoyaltyIdentityStorage`; both can be built with `loyaltyIdentityStorageOver`.
 */
export interface LoyaltyIdentityStorage {
  read(provider: LoyaltyProvider, storeId: string): LoyaltyIdentity | undefined;
  write(provider: LoyaltyProvider, identity: LoyaltyIdentity): void;
  remove(provider: LoyaltyProvider, storeId: string): void;
  /** Clears the provider session: every store's identity of that provider. */
  clearProvider(provider: LoyaltyProvider): void;
}

/** A `LoyaltyIdentityStorage` over any holder of a `LoyaltyAuthState` (a zustand store, a variable). */
export function loyaltyIdentityStorageOver(holder: { get(): LoyaltyAuthState; set(next: LoyaltyAuthState): void }): LoyaltyIdentityStorage {
  const dispatch = (action: LoyaltyAuthAction) => holder.set(loyaltyAuthReducer(holder.get(), action));
  return {
    read: (provider, storeId) => loyaltyIdentityFor(holder.get(), provider, storeId),
    write: (provider, identity) => dispatch({ type: 'identityStored', provider, identity }),
    remove: (provider, storeId) => dispatch({ type: 'identityRemoved', provider, storeId }),
    clearProvider: (provider) => dispatch({ type: 'providerSessionCleared', provider }),
  };
}

/** An in-memory storage, with `snapshot()` to read the whole state. */
export function createInMemoryLoyaltyIdentityStorage(
  initial: LoyaltyAuthState = LOYALTY_AUTH_INITIAL,
): LoyaltyIdentityStorage & { snapshot(): LoyaltyAuthState } {
  let state = initial;
  const storage = loyaltyIdentityStorageOver({ get: () => state, set: (next) => (state = next) });
  return { ...storage, snapshot: () => state };
}
