import * as z from 'zod/mini';
import type { LoyaltyProvider } from '../config/loyalty-config.js';
import { LOYALTY_I18N_KEYS } from '../shared/messages.js';
import { readAnswer, type LoyaltyTransport } from '../transport/loyalty-transport.js';
import { loyaltyPaths } from '../transport/paths.js';
import { loyaltyUserInfoSchema, type LoyaltyUserInfo } from '../users/user-lookup.js';
import type { GuestIdentificationParameters } from './guest-identification.js';
import type { LoyaltyIdentity, LoyaltyIdentityStorage } from './loyalty-auth-state.js';

/** The prepare-loyalty-id answer: balance, createdAt, hasOptIn (3 §7); a `status` of KO is a refusal. */
const prepareAnswerSchema = z.extend(loyaltyUserInfoSchema, { status: z.optional(z.literal('OK')) });

/** "prepare failure gives status KO" (3 §8). */
export type PrepareLoyaltyIdResult = { readonly status: 'OK'; readonly user: LoyaltyUserInfo } | { readonly status: 'KO' };

/** `POST public/businesses/{businessId}/users/prepare-loyalty-id` with userId and guestIdentificationParameters (3 §7). */
export async function prepareLoyaltyId(
  transport: LoyaltyTransport,
  input: { readonly businessId: string; readonly userId: string; readonly guestIdentificationParameters: GuestIdentificationParameters },
): Promise<PrepareLoyaltyIdResult> {
  const response = await transport({
    method: 'POST',
    path: loyaltyPaths.prepareLoyaltyId(input.businessId),
    body: { userId: input.userId, guestIdentificationParameters: input.guestIdentificationParameters },
  });
  const read = readAnswer(response, prepareAnswerSchema);
  if (!read.ok) return { status: 'KO' };
  const { status: _status, ...user } = read.value;
  return { status: 'OK', user };
}

/** The no-code identification's outcome: the stored identity, or the error to show. */
export type PasswordlessIdentification =
  { readonly status: 'OK'; readonly identity: LoyaltyIdentity } | { readonly status: 'KO'; readonly errorKey: 'loyalty.identification.error' };

/**
 * "No-code identification: prepare a loyalty id; on status OK store identity and continue, else show an error"
 * (3 §4), the error being loyalty.identification.error (3 §5).
 */
export async function identifyWithoutCode(
  ports: { readonly transport: LoyaltyTransport; readonly storage: LoyaltyIdentityStorage },
  input: {
    readonly provider: LoyaltyProvider;
    readonly businessId: string;
    /** The store the identity is kept for; the business when omitted. */
    readonly storeId?: string;
    readonly userId: string;
    readonly guestIdentificationParameters: GuestIdentificationParameters;
  },
): Promise<PasswordlessIdentification> {
  const prepared = await prepareLoyaltyId(ports.transport, input);
  if (prepared.status === 'KO') return { status: 'KO', errorKey: LOYALTY_I18N_KEYS.identificationError };
  const identity: LoyaltyIdentity = {
    primaryUserId: input.userId,
    balance: prepared.user.balance,
    createdAt: prepared.user.createdAt,
    storeId: input.storeId ?? input.businessId,
  };
  ports.storage.write(input.provider, identity);
  return { status: 'OK', identity };
}
