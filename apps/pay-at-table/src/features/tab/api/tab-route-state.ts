import * as z from 'zod/mini';

/** Route state of the register step: the payment id of the held card ("Without a payment id in state, redirect to authorize", 3-menus §4). */
export const registerTabRouteStateSchema = z.object({ paymentId: z.string().check(z.minLength(1)) });
export type RegisterTabRouteState = z.infer<typeof registerTabRouteStateSchema>;

/** Route state of the new-tab page after a failed creation ("Tab creation failure redirects to a new-tab page with a domain engagement failure", 3-menus §8). */
export const newTabRouteStateSchema = z.object({ engagementFailure: z.literal(true) });
export type NewTabRouteState = z.infer<typeof newTabRouteStateSchema>;
