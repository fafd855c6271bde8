import { err, ok, type Result } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { LOYALTY_MESSAGES } from '../shared/messages.js';
import { readAnswer, type LoyaltyTransport } from '../transport/loyalty-transport.js';
import { loyaltyPaths } from '../transport/paths.js';
import { loyaltyPointsSchema } from '../validation/points.js';
import type { GuestIdentificationParameters } from '../identity/guest-identification.js';

/** "Earn result: points (>=0), undisclosed flag" (3 §3). */
export const earnResultSchema = z.looseObject({ points: loyaltyPointsSchema, undisclosed: z.boolean() });
export type EarnResult = z.infer<typeof earnResultSchema>;

/** "earn failure 'Failed to earn points'" (3 §8). */
export interface EarnFailed {
  readonly code: 'EARN_FAILED';
  readonly message: 'Failed to earn points';
}

/**
 * `POST public/businesses/{businessId}/users/{userId}/bills/{billId}/splits/{splitId}/earn-after-pay` with
 * guestIdentificationParameters (3 §7): the points earned by a paid split.
 */
export async function earnPointsAfterPay(
  transport: LoyaltyTransport,
  input: {
    readonly businessId: string;
    readonly userId: string;
    readonly billId: string;
    readonly splitId: string;
    readonly guestIdentificationParameters: GuestIdentificationParameters;
  },
): Promise<Result<EarnResult, EarnFailed>> {
  const response = await transport({
    method: 'POST',
    path: loyaltyPaths.earnAfterPay(input.businessId, input.userId, input.billId, input.splitId),
    body: { guestIdentificationParameters: input.guestIdentificationParameters },
  });
  const read = readAnswer(response, earnResultSchema);
  return read.ok ? ok(read.value) : err({ code: 'EARN_FAILED', message: LOYALTY_MESSAGES.earnFailed });
}
