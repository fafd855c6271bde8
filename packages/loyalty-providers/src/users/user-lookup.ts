import * as z from 'zod/mini';
import { loyaltyPointsSchema } from '../validation/points.js';
import { readAnswer, type LoyaltyTransport } from '../transport/loyalty-transport.js';
import { loyaltyPaths } from '../transport/paths.js';

/** "Loyalty user info: balance, createdAt, hasOptIn" (3 §3). */
export const loyaltyUserInfoSchema = z.looseObject({
  balance: loyaltyPointsSchema,
  createdAt: z.string(),
  hasOptIn: z.boolean(),
});
export type LoyaltyUserInfo = z.infer<typeof loyaltyUserInfoSchema>;

/** "User lookup gives OK, NOT_FOUND (404) or KO" (3 §4). */
export type UserLookup = { readonly status: 'OK'; readonly user: LoyaltyUserInfo } | { readonly status: 'NOT_FOUND' } | { readonly status: 'KO' };

/** `GET public/businesses/{businessId}/users/{userId}` (3 §7): OK with the user info, NOT_FOUND on 404, else KO. */
export async function lookUpLoyaltyUser(transport: LoyaltyTransport, input: { readonly businessId: string; readonly userId: string }): Promise<UserLookup> {
  const response = await transport({ method: 'GET', path: loyaltyPaths.user(input.businessId, input.userId) });
  if (response.type === 'answer' && response.status === 404) return { status: 'NOT_FOUND' };
  const read = readAnswer(response, loyaltyUserInfoSchema);
  return read.ok ? { status: 'OK', user: read.value } : { status: 'KO' };
}
