import * as z from 'zod/mini';
import { SUNDAY_OPT_IN } from '../shared/constants.js';
import { readAnswer, type LoyaltyTransport } from '../transport/loyalty-transport.js';
import { consentPaths } from '../transport/paths.js';

/** The bill context a consent carries (3 §3 "plus bill context"). */
export interface ConsentBillContext {
  readonly orderId?: string;
  readonly tableNumber?: string;
  readonly totalAmount?: number;
  readonly individualSplitAmount?: number;
  readonly currency?: string;
  readonly waiterName?: string;
}

/** Who gives the consent: an IDENTIFIED user's id is sent, a GUEST's is not (3 §6 "The identified user's id is sent with consent"). */
export type ConsentUser = { readonly type: 'GUEST' } | { readonly type: 'IDENTIFIED'; readonly userId: string };

/**
 * The body of `POST /consent-manager/v1/opt-in` (3 §7): "email, lastName, phoneNumber, venueOptIn, sundayOptIn
 * (always false), userId (identified users only), origin, countryCode, businessId, plus bill context" (3 §3).
 */
export function promotionConsentBody(input: {
  readonly email: string;
  readonly lastName?: string;
  readonly phoneNumber?: string;
  readonly venueOptIn: boolean;
  readonly user: ConsentUser;
  readonly origin: string;
  readonly countryCode: string;
  readonly businessId: string;
  readonly bill?: ConsentBillContext;
}) {
  return {
    businessId: input.businessId,
    email: input.email,
    ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
    ...(input.phoneNumber === undefined ? {} : { phoneNumber: input.phoneNumber }),
    origin: input.origin,
    venueOptIn: input.venueOptIn,
    sundayOptIn: SUNDAY_OPT_IN,
    countryCode: input.countryCode,
    ...input.bill,
    ...(input.user.type === 'IDENTIFIED' ? { userId: input.user.userId } : {}),
  };
}

/** "Confirm enabled only when form valid and promotion consent ticked" (3 §5). */
export function canConfirmPromotionConsent(input: { readonly emailValid: boolean; readonly venueOptIn: boolean }): boolean {
  return input.emailValid && input.venueOptIn;
}

const activeSchema = z.looseObject({ active: z.boolean() });
const optInAnswerSchema = z.looseObject({ id: z.string() });
const venueConsentSchema = z.looseObject({ venueConsent: z.boolean() });

/** `GET /consent-manager/v1/guest-data-collections/{id}`: reads active; "status to inactive" on failure (3 §7, §8). */
export async function isGuestDataCollectionActive(transport: LoyaltyTransport, collectionId: string): Promise<boolean> {
  const read = readAnswer(await transport({ method: 'GET', path: consentPaths.guestDataCollection(collectionId) }), activeSchema);
  return read.ok && read.value.active;
}

/** `POST /consent-manager/v1/opt-in`: reads id; "send to empty id" on failure (3 §7, §8). */
export async function sendPromotionConsent(transport: LoyaltyTransport, body: ReturnType<typeof promotionConsentBody>): Promise<string> {
  const read = readAnswer(await transport({ method: 'POST', path: consentPaths.promotionOptIn(), body }), optInAnswerSchema);
  return read.ok ? read.value.id : '';
}

/** `GET /consent-manager/v1/user/{userId}/business/{businessId}`: reads venueConsent; "read to no venue consent" on failure (3 §7, §8). */
export async function readVenueConsent(transport: LoyaltyTransport, input: { readonly userId: string; readonly businessId: string }): Promise<boolean> {
  const read = readAnswer(await transport({ method: 'GET', path: consentPaths.venueConsent(input.userId, input.businessId) }), venueConsentSchema);
  return read.ok && read.value.venueConsent;
}
