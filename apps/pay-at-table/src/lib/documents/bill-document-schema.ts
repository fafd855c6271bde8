import { billSchema, consumerSchema, storedBillSplitSchema } from '@tableside/billing-domain';
import { z } from 'zod';

/**
 * The bill document as realtime publishes it: billing-domain's Bill, keeping the consumer's `displayName` so the
 * already-paid section can show "the guest name" (2-paying §6).
 */
export const billDocumentSchema = billSchema.extend({
  sundayBillSplits: z
    .record(z.string(), storedBillSplitSchema.extend({ consumer: consumerSchema.extend({ displayName: z.string().optional() }).optional() }))
    .default({}),
});
export type BillDocument = z.infer<typeof billDocumentSchema>;
