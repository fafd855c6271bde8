import {
  createLoyaltyClient,
  loyaltyIdentityFor,
  type LoyaltyBusinessConfig,
  type LoyaltyClient,
  type LoyaltyIdentity,
  type LoyaltyProvider,
  type LoyaltyTransport,
  type LoyaltyUserInfo,
} from '@tableside/loyalty-providers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { useServices } from '../../../lib/services-context.js';
import { identityStorageOf, loyaltyStore } from './loyalty-store.js';
import { createLoyaltyTransport } from './loyalty-transport.js';
import { LoyaltyUserUnavailableError, loyaltyUserRetryDelay, refreshLoyaltyUser, retryLoyaltyUser } from './loyalty-user.js';

/** loyalty-providers' transport over the app's HTTP client, with the logged-in account's bearer token when there is one. */
function useLoyaltyTransport(): LoyaltyTransport {
  const { http, clock } = useServices();
  return useMemo(
    () =>
      createLoyaltyTransport(http, () => {
        const session = accountSessionStore().getState().session;
        return session && session.expiresAt > clock.now() ? session.accessToken : undefined;
      }),
    [http, clock],
  );
}

/** The loyalty calls of 3 §7 over the app's transport. */
export function useLoyaltyClient(): LoyaltyClient {
  const transport = useLoyaltyTransport();
  return useMemo(() => createLoyaltyClient(transport), [transport]);
}

/** The query keys of the loyalty feature. */
export const loyaltyKeys = {
  config: (businessId: string) => ['loyalty', 'config', businessId] as const,
  user: (businessId: string, userId: string) => ['loyalty', 'user', businessId, userId] as const,
  rewards: (businessId: string, userId: string) => ['loyalty', 'rewards', businessId, userId] as const,
  discount: (businessId: string, userId: string, billId: string, splitId: string) => ['loyalty', 'discount', businessId, userId, billId, splitId] as const,
};

/** The business's loyalty configuration, or null when it has none (204). */
export function useLoyaltyConfig(businessId: string | undefined) {
  const client = useLoyaltyClient();
  return useQuery({
    queryKey: loyaltyKeys.config(businessId ?? ''),
    enabled: businessId !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<(LoyaltyBusinessConfig & { passwordless?: boolean }) | null> => {
      const answer = await client.fetchConfig(businessId ?? '');
      if (!answer.ok) throw new Error(answer.error.code);
      return answer.value.kind === 'configured' ? answer.value.config : null;
    },
  });
}

/** The identity this device stored for the provider at the business ("Authentication per provider is tracked per store", 3 §4). */
export function useLoyaltyIdentity(provider: LoyaltyProvider | undefined, businessId: string): LoyaltyIdentity | undefined {
  const auth = useStore(loyaltyStore(), (state) => state.auth);
  return provider ? loyaltyIdentityFor(auth, provider, businessId) : undefined;
}

/**
 * The loyalty user's information, refreshed from the server. "On failure the stored identity is removed and the
 * user is silently logged out" (3 §4): only when the programme answers that the user is unknown or not this
 * device's (404, 410, 403; the answer is then null). No answer, a timeout or a server error says nothing about the
 * user: the identity is kept (the pages show its stored balance), and the refresh is tried again.
 */
export function useLoyaltyUser(provider: LoyaltyProvider | undefined, businessId: string, identity: LoyaltyIdentity | undefined) {
  const transport = useLoyaltyTransport();
  const userId = identity?.primaryUserId ?? '';
  return useQuery({
    queryKey: loyaltyKeys.user(businessId, userId),
    enabled: identity !== undefined && provider !== undefined,
    retry: retryLoyaltyUser,
    retryDelay: loyaltyUserRetryDelay,
    queryFn: async (): Promise<LoyaltyUserInfo | null> => {
      const refreshed = await refreshLoyaltyUser(transport, { businessId, userId });
      if (refreshed.status === 'OK') return refreshed.user;
      if (refreshed.status === 'UNAVAILABLE') throw new LoyaltyUserUnavailableError(refreshed.retryable, refreshed.reason);
      if (provider) identityStorageOf(loyaltyStore()).remove(provider, businessId);
      return null;
    },
  });
}

/** The rewards catalogue of the programme (3 §7 GET .../rewards). */
export function useLoyaltyRewards(businessId: string, identity: LoyaltyIdentity | undefined) {
  const client = useLoyaltyClient();
  const userId = identity?.primaryUserId ?? '';
  return useQuery({
    queryKey: loyaltyKeys.rewards(businessId, userId),
    enabled: identity !== undefined,
    queryFn: async () => {
      const answer = await client.fetchRewards({ businessId, userId });
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value;
    },
  });
}

/** Forgets every cached loyalty answer of a business (after identification, apply or unapply). */
export function useInvalidateLoyalty(): (businessId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return (businessId) =>
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'loyalty' && query.queryKey[1] !== 'config' && query.queryKey[2] === businessId,
    });
}
