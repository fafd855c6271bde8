import { z } from 'zod';

/** Route state of the register step: the payment id of the held card ("Without a payment id in state, redirect to authorize", 3-menus §4). */
export const registerTabRouteStateSchema = z.object({ paymentId: z.string().min(1) });
export type RegisterTabRouteState = z.infer<typeof registerTabRouteStateSchema>;
