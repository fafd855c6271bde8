import { z } from 'zod';

/** "Loyalty points >= 0" (3 §5); "Earn result: points (>=0)" (3 §3). */
export const loyaltyPointsSchema = z.number().min(0);
