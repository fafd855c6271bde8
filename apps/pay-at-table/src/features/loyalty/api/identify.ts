import type { LoyaltyClient, LoyaltyProvider, PrepareLoyaltyIdResult, GuestIdentificationParameters } from '@tableside/loyalty-providers';
import { identityStorageOf, loyaltyStore } from './loyalty-store.js';

/**
 * Identifies the diner with the programme (3 §7 prepare-loyalty-id) and, on status OK, stores the identity for the
 * business ("on status OK store identity and continue, else show an error", 3 §4). A phone identification is kept
 * too: earn-after-pay sends it again.
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
  }
  return prepared;
}
