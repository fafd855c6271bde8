import { loyaltyPaths, loyaltyUserInfoSchema, readAnswer, type LoyaltyTransport, type LoyaltyUserInfo } from '@tableside/loyalty-providers';

/**
 * The answers with which the programme says the stored user is not one this device may use: unknown (404), its wallet
 * associated to another user (410 `loyalty-user-merged`), or another user's (403). Only these drop the stored
 * identity ("on failure the stored identity is removed and the user is silently logged out", 3 §4).
 */
export const INVALID_LOYALTY_USER_STATUSES: ReadonlySet<number> = new Set([403, 404, 410]);

/** How many times a failed refresh is tried again (TanStack Query `retry`) before the page shows the stored balance. */
export const LOYALTY_USER_RETRIES = 3;

/**
 * The refresh of the stored loyalty user (3 §7 `GET public/businesses/{businessId}/users/{userId}`): OK with the user
 * info; INVALID when the programme answered that the user is unknown or not this device's; UNAVAILABLE when no usable
 * answer came (no answer, a timeout, a server error, a malformed body), which says nothing about the user.
 */
export type LoyaltyUserRefresh =
  | { readonly status: 'OK'; readonly user: LoyaltyUserInfo }
  | { readonly status: 'INVALID'; readonly httpStatus: number }
  | { readonly status: 'UNAVAILABLE'; readonly retryable: boolean; readonly reason: string };

export async function refreshLoyaltyUser(
  transport: LoyaltyTransport,
  input: { readonly businessId: string; readonly userId: string },
): Promise<LoyaltyUserRefresh> {
  const response = await transport({ method: 'GET', path: loyaltyPaths.user(input.businessId, input.userId) });
  if (response.type === 'network') return { status: 'UNAVAILABLE', retryable: true, reason: response.message };
  if (INVALID_LOYALTY_USER_STATUSES.has(response.status)) return { status: 'INVALID', httpStatus: response.status };
  const read = readAnswer(response, loyaltyUserInfoSchema);
  if (read.ok) return { status: 'OK', user: read.value };
  // A server error, a timeout answer or a rate limit may pass; another refusal or a malformed body would come back the same.
  const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
  return {
    status: 'UNAVAILABLE',
    retryable,
    reason: read.error.kind === 'invalid-response' ? `invalid answer (${response.status})` : `HTTP ${response.status}`,
  };
}

/** The error a refresh query fails with when the programme gave no usable answer; the stored identity is kept. */
export class LoyaltyUserUnavailableError extends Error {
  constructor(
    readonly retryable: boolean,
    reason: string,
  ) {
    super(`The loyalty user could not be refreshed: ${reason}`);
    this.name = 'LoyaltyUserUnavailableError';
  }
}

/** TanStack Query `retry` of the refresh: a retryable failure is tried again, up to LOYALTY_USER_RETRIES times. */
export function retryLoyaltyUser(failureCount: number, error: unknown): boolean {
  return error instanceof LoyaltyUserUnavailableError && error.retryable && failureCount < LOYALTY_USER_RETRIES;
}

/** TanStack Query `retryDelay` of the refresh: 0.5 s, 1 s, 2 s. */
export function loyaltyUserRetryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4_000);
}
