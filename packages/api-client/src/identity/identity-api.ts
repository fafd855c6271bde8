import { z } from 'zod';
import type { ApiError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import type { Result } from '../result.js';

/** `POST /identity/anonymous` → `{ guestId, token, createdAt }`. */
export const anonymousGuestSchema = z.looseObject({
  guestId: z.string().min(1),
  token: z.string().min(1),
  createdAt: z.union([z.string(), z.number()]),
});
export type AnonymousGuest = z.infer<typeof anonymousGuestSchema>;

export interface IdentityApi {
  /** Creates an anonymous guest; its token goes in `x-tableside-guest-token` on billing mutations. */
  createAnonymousGuest(): Promise<Result<AnonymousGuest, ApiError>>;
}

/** Creates the identity call. */
export function createIdentityApi(http: HttpClient): IdentityApi {
  return {
    createAnonymousGuest: () => http.json({ method: 'POST', path: '/identity/anonymous' }, anonymousGuestSchema),
  };
}
