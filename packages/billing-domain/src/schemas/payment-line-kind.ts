import * as z from 'zod/mini';

/** Payment-line kinds on a bill (1-core §3, 2-paying §3). */
export const paymentLineKindSchema = z.enum(['sunday', 'pre-authorized', 'deposit', 'till', 'smart-terminal', 'loyalty-reward-applied-via-sunday']);
export type PaymentLineKind = z.infer<typeof paymentLineKindSchema>;
