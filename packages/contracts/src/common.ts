import * as z from 'zod/mini';

/** An id in a path or a body: 1–200 characters of letters, digits, `_ - : .`. */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id' }));

/** The guest token header every diner call sends (1-core §7). */
export const GUEST_TOKEN_HEADER = 'x-tableside-guest-token';

/** Who acts on a split or an order: `{ guestId, sundayUserId?, displayName? }` (1-core §3). */
export const consumerSchema = z.object({
  guestId: z.string().check(z.minLength(1), z.maxLength(200)),
  sundayUserId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  displayName: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type Consumer = z.infer<typeof consumerSchema>;

/** An answer the routes send as JSON and the readers parse loosely: unknown keys pass. */
export const anyJsonObject = z.looseObject({});
