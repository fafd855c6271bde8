import { billSchema, consumerSchema, storedBillSplitSchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/**
 * The bill document as realtime publishes it: billing-domain's Bill, keeping the consumer's `displayName` so the
 * already-paid section can show "the guest name" (2-paying §6).
 */
export const billDocumentSchema = z.extend(billSchema, {
  sundayBillSplits: z._default(
    z.record(z.string(), z.extend(storedBillSplitSchema, { consumer: z.optional(z.extend(consumerSchema, { displayName: z.optional(z.string()) })) })),
    {},
  ),
});
export type BillDocument = z.infer<typeof billDocumentSchema>;
