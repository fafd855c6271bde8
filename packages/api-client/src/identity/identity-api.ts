import { anonymousGuest, anonymousGuestResponseSchema } from '@tableside/contracts/identity';
import type * as z from 'zod/mini';
import type { ApiError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import { routeRequest } from '../http/route-request.js';
import type { Result } from '../result.js';

/** `POST /identity/anonymous` → `{ guestId, token, createdAt }` (the contract's answer). */
export const anonymousGuestSchema = anonymousGuestResponseSchema;
export type AnonymousGuest = z.infer<typeof anonymousGuestSchema>;

export interface IdentityApi {
  /** Creates an anonymous guest; its token goes in `x-tableside-guest-token` on billing mutations. */
  createAnonymousGuest(): Promise<Result<AnonymousGuest, ApiError>>;
}

/** Creates the identity call. */
export function createIdentityApi(http: HttpClient): IdentityApi {
  return {
    createAnonymousGuest: () => http.json(routeRequest(anonymousGuest), anonymousGuest.responses[201]),
  };
}
