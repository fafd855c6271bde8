import * as z from 'zod/mini';

/** "Loyalty points >= 0" (3 §5); "Earn result: points (>=0)" (3 §3). */
export const loyaltyPointsSchema = z.number().check(z.minimum(0));
