import type { LoyaltyClient, LoyaltyProvider, PrepareLoyaltyIdResult, GuestIdentificationParameters } from '@tableside/loyalty-providers';
import * as z from 'zod/mini';
import { identityStorageOf, loyaltyStore } from './loyalty-store.js';

/** The provider session a username-and-password login answers (prepare-loyalty-id's `providerSession`). */
const providerSessionSchema = z.object({ accessToken: z.string().check(z.minLength(1)), expiresAt: z.string() });

/**
 * Identifies the diner with the programme (3 §7 prepare-loyalty-id) and, on status OK, stores the identity for the
 * business ("on status OK store identity and continue, else show an error", 3 §4). What earn-after-pay sends again
 * is kept too: the phone identification, or for a username-and-password login (Paytronix-style) the username and
 * the provider session's access token the programme answered, never the password.
 */
export async function identifyWithProgramme(
  client: LoyaltyClient,
  input: {
    readonly provider: LoyaltyProvider;
    readonly businessId: string;
    readonly userId: string;
    readonly guestIdentificationParameters: GuestIdentificationParameters;
  },
): Promise<PrepareLoyaltyIdResult> {
  const prepared = await client.prepareLoyaltyId({
    businessId: input.businessId,
    userId: input.userId,
    guestIdentificationParameters: input.guestIdentificationParameters,
  });
  if (prepared.status === 'OK') {
    const store = loyaltyStore();
    identityStorageOf(store).write(input.provider, {
      primaryUserId: input.userId,
      balance: prepared.user.balance,
      createdAt: prepared.user.createdAt,
      storeId: input.businessId,
    });
    const parameters = input.guestIdentificationParameters;
    if ('phoneNumber' in parameters) store.getState().setIdentification(input.businessId, parameters);
    const session = providerSessionSchema.safeParse(prepared.user['providerSession']);
    if ('username' in parameters && session.success) {
      store.getState().setIdentification(input.businessId, { username: parameters.username, accessToken: session.data.accessToken });
    }
  }
  return prepared;
}
