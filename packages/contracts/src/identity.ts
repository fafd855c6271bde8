import * as z from 'zod/mini';
import { defineRoute } from './route.js';

// The anonymous guest of 1-core §7, in a module of its own: a scanned page asks for it before anything else, so it
// loads without the other services' schemas.

/** A new guest: its id, its signed token (sent as x-tableside-guest-token) and when it was made. */
/** `createdAt` is epoch milliseconds from the sandbox; an ISO date is read too. */
export const anonymousGuestResponseSchema = z.looseObject({
  guestId: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  createdAt: z.union([z.string(), z.number()]),
});

export const anonymousGuest = defineRoute({
  method: 'POST',
  path: '/identity/anonymous',
  summary: 'A new anonymous guest and its signed token.',
  tag: 'identity',
  responses: { 201: anonymousGuestResponseSchema },
  errors: {},
});
