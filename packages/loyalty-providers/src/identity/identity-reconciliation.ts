import * as z from 'zod/mini';
import type { LoyaltyProvider } from '../config/loyalty-config.js';
import { readAnswer, type LoyaltyTransport } from '../transport/loyalty-transport.js';
import { loyaltyPaths } from '../transport/paths.js';
import { lookUpLoyaltyUser } from '../users/user-lookup.js';
import type { LoyaltyIdentity, LoyaltyIdentityStorage } from './loyalty-auth-state.js';

/** `associate-new-user-to-wallet` answers a status (3 §7). */
export const associationAnswerSchema = z.looseObject({ status: z.enum(['OK', 'KO']) });

/** "associate failure gives KO (stored identity cleared)" (3 §8). */
export type AssociationStatus = 'OK' | 'KO';

/** `POST public/businesses/{businessId}/associate-new-user-to-wallet` with existingUserId and newUserId (3 §7). */
export async function associateNewUserToWallet(
  transport: LoyaltyTransport,
  input: { readonly businessId: string; readonly existingUserId: string; readonly newUserId: string },
): Promise<AssociationStatus> {
  const read = readAnswer(
    await transport({
      method: 'POST',
      path: loyaltyPaths.associateNewUserToWallet(input.businessId),
      body: { existingUserId: input.existingUserId, newUserId: input.newUserId },
    }),
    associationAnswerSchema,
  );
  return read.ok ? read.value.status : 'KO';
}

/** What reconciling the stored identity with the identified user did. */
export type IdentityReconciliation =
  /** Nothing stored for this provider and store: nothing to reconcile. */
  | { readonly outcome: 'no-identity' }
  /** The identity is current; `associated` says the old primary user was moved to the new one first. */
  | { readonly outcome: 'refreshed'; readonly identity: LoyaltyIdentity; readonly associated: boolean }
  /** The association failed: the stored identity was removed. */
  | { readonly outcome: 'association-failed' }
  /** The refresh failed: the stored identity was removed and the user is logged out silently. */
  | { readonly outcome: 'refresh-failed'; readonly silentLogout: true };

/**
 * "When an identified user differs from the stored primary user, the old user is associated with the new one;
 * on failure the stored identity is removed. User information is refreshed; on failure the stored identity is
 * removed and the user is silently logged out" (3 §4). After an association the new user is the primary one
 * and the old one is kept as the secondary user.
 */
export async function reconcileLoyaltyIdentity(
  ports: { readonly transport: LoyaltyTransport; readonly storage: LoyaltyIdentityStorage },
  input: { readonly provider: LoyaltyProvider; readonly businessId: string; readonly storeId?: string; readonly identifiedUserId: string },
): Promise<IdentityReconciliation> {
  const storeId = input.storeId ?? input.businessId;
  const stored = ports.storage.read(input.provider, storeId);
  if (!stored) return { outcome: 'no-identity' };
  let identity = stored;
  const associated = stored.primaryUserId !== input.identifiedUserId;
  if (associated) {
    const status = await associateNewUserToWallet(ports.transport, {
      businessId: input.businessId,
      existingUserId: stored.primaryUserId,
      newUserId: input.identifiedUserId,
    });
    if (status === 'KO') {
      ports.storage.remove(input.provider, storeId);
      return { outcome: 'association-failed' };
    }
    identity = { ...stored, primaryUserId: input.identifiedUserId, secondaryUserId: stored.primaryUserId };
  }
  const lookup = await lookUpLoyaltyUser(ports.transport, { businessId: input.businessId, userId: identity.primaryUserId });
  if (lookup.status !== 'OK') {
    ports.storage.remove(input.provider, storeId);
    return { outcome: 'refresh-failed', silentLogout: true };
  }
  identity = { ...identity, balance: lookup.user.balance, createdAt: lookup.user.createdAt };
  ports.storage.write(input.provider, identity);
  return { outcome: 'refreshed', identity, associated };
}
