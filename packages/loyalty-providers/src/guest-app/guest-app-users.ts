import { err, ok, type Result } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import type { PhoneIdentification } from '../identity/guest-identification.js';
import { SIGN_UP_NAME_PLACEHOLDER } from '../shared/constants.js';
import { httpError, isSuccessStatus, readAnswer, type LoyaltyHttpError, type LoyaltyTransport } from '../transport/loyalty-transport.js';
import { guestAppPaths } from '../transport/paths.js';

/** A guest-app user. */
export interface GuestAppUserRef {
  readonly appId: string;
  readonly userId: string;
}

/** "Guest-app reward: id, label, expiredAt" (3 §3). */
export const guestAppRewardSchema = z.looseObject({ id: z.string().check(z.minLength(1)), label: z.string(), expiredAt: z.string() });
export type GuestAppReward = z.infer<typeof guestAppRewardSchema>;

/** The register answer: "returns enrolled" (3 §7). */
export const registerAnswerSchema = z.looseObject({ enrolled: z.boolean() });
/** The reward-code answer: "returns rewardCode" (3 §7). */
export const rewardCodeAnswerSchema = z.looseObject({ rewardCode: z.string().check(z.minLength(1)) });

/** `POST .../users/{userId}/register` with guestIdentificationParameters {phoneNumber, hasOptIn}: returns enrolled (3 §7). */
export async function registerGuestAppUser(
  transport: LoyaltyTransport,
  input: GuestAppUserRef & { readonly guestIdentificationParameters: PhoneIdentification },
): Promise<Result<{ enrolled: boolean }, LoyaltyHttpError>> {
  const response = await transport({
    method: 'POST',
    path: guestAppPaths.register(input.appId, input.userId),
    body: { guestIdentificationParameters: input.guestIdentificationParameters },
  });
  const read = readAnswer(response, registerAnswerSchema);
  return read.ok ? ok({ enrolled: read.value.enrolled }) : err(httpError(response));
}

/**
 * `PUT .../users/{userId}/update` with email, firstName, lastName; "non-OK raises an error. In sign-up the names
 * are sent as an underscore placeholder" (3 §7): names left out are sent as `_`.
 */
export async function updateGuestAppUser(
  transport: LoyaltyTransport,
  input: GuestAppUserRef & { readonly email: string; readonly firstName?: string; readonly lastName?: string },
): Promise<Result<undefined, LoyaltyHttpError>> {
  const response = await transport({
    method: 'PUT',
    path: guestAppPaths.update(input.appId, input.userId),
    body: { email: input.email, firstName: input.firstName ?? SIGN_UP_NAME_PLACEHOLDER, lastName: input.lastName ?? SIGN_UP_NAME_PLACEHOLDER },
  });
  return response.type === 'answer' && isSuccessStatus(response.status) ? ok(undefined) : err(httpError(response));
}

/** `POST .../rewards/{rewardId}/buy`: "no body; non-OK raises an error" (3 §7). */
export async function buyGuestAppReward(
  transport: LoyaltyTransport,
  input: GuestAppUserRef & { readonly rewardId: string },
): Promise<Result<undefined, LoyaltyHttpError>> {
  const response = await transport({ method: 'POST', path: guestAppPaths.buyReward(input.appId, input.userId, input.rewardId) });
  return response.type === 'answer' && isSuccessStatus(response.status) ? ok(undefined) : err(httpError(response));
}

/** `GET .../rewards/{rewardId}/reward-code`: returns rewardCode (3 §7). */
export async function fetchGuestAppRewardCode(
  transport: LoyaltyTransport,
  input: GuestAppUserRef & { readonly rewardId: string },
): Promise<Result<string, LoyaltyHttpError>> {
  const response = await transport({ method: 'GET', path: guestAppPaths.rewardCode(input.appId, input.userId, input.rewardId) });
  const read = readAnswer(response, rewardCodeAnswerSchema);
  return read.ok ? ok(read.value.rewardCode) : err(httpError(response));
}

/** `POST .../users/{userId}/earn-after-pay` with {businessId, billId, splitId} (3 §7). */
export async function guestAppEarnAfterPay(
  transport: LoyaltyTransport,
  input: GuestAppUserRef & { readonly businessId: string; readonly billId: string; readonly splitId: string },
): Promise<Result<undefined, LoyaltyHttpError>> {
  const response = await transport({
    method: 'POST',
    path: guestAppPaths.earnAfterPay(input.appId, input.userId),
    body: { businessId: input.businessId, billId: input.billId, splitId: input.splitId },
  });
  return response.type === 'answer' && isSuccessStatus(response.status) ? ok(undefined) : err(httpError(response));
}

/** "Guest-app rewards need an authenticated guest-app user, otherwise a sign-up card shows" (3 §6). */
export function guestAppRewardsView(authenticated: boolean): 'rewards' | 'sign-up-card' {
  return authenticated ? 'rewards' : 'sign-up-card';
}
