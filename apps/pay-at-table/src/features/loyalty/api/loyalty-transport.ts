import type { HttpClient } from '@tableside/api-client';
import type { LoyaltyResponse, LoyaltyTransport } from '@tableside/loyalty-providers';
import * as z from 'zod/mini';

/**
 * loyalty-providers' transport port over the app's HTTP client (correlation ids, JSON, the guest token): every
 * loyalty call carries the device's guest token, and the account's bearer token when one is logged in (the sandbox's
 * `/users/{userId}` checks accept either identity). The client answers 2xx bodies only, so an empty 2xx body is
 * the 204 of "GET public/businesses/{businessId}: 204 means none" (3 §7), any other 2xx is 200.
 */
export function createLoyaltyTransport(http: HttpClient, bearer: () => string | undefined): LoyaltyTransport {
  return async (request): Promise<LoyaltyResponse> => {
    const token = request.bearer ?? bearer();
    const answer = await http.json(
      {
        method: request.method,
        path: request.path,
        guest: true,
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(token ? { bearer: token } : {}),
      },
      z.unknown(),
    );
    if (answer.ok) return { type: 'answer', status: answer.value === null ? 204 : 200, body: answer.value };
    const error = answer.error;
    if (error.type === 'http') return { type: 'answer', status: error.status, body: error.body };
    if (error.type === 'network') return { type: 'network', message: error.message };
    return { type: 'network', message: `invalid response ${JSON.stringify(error)}` };
  };
}
