import * as z from 'zod/mini';

/** Split types chosen by the guest (2-paying §3); CHECK_SEAT carries subBills and anonymousUser. */
export const splitTypeSchema = z.enum(['SHARE', 'ITEMS', 'AMOUNT', 'REMAINING_AMOUNT', 'CHECK_SEAT']);
export type SplitType = z.infer<typeof splitTypeSchema>;
