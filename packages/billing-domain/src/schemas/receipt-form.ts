import * as z from 'zod/mini';

/** The company block of a receipt form (2-paying §3). */
export const receiptCompanySchema = z.object({
  name: z._default(z.string(), ''),
  address: z._default(z.string(), ''),
  vatNumber: z._default(z.string(), ''),
  zipCode: z._default(z.string(), ''),
  city: z._default(z.string(), ''),
  country: z._default(z.string(), ''),
  serviceDescription: z._default(z.string(), ''),
});
export type ReceiptCompany = z.infer<typeof receiptCompanySchema>;

/**
 * Receipt form (2-paying §3). "Receipt form defaults: empty strings for missing guests names, purpose, name,
 * address; guests parsed as a number" (2-paying §5).
 */
export const receiptFormSchema = z.object({
  guests: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 1),
  guestsNames: z._default(z.string(), ''),
  businessPurpose: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  address: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  company: z.optional(receiptCompanySchema),
});
export type ReceiptForm = z.infer<typeof receiptFormSchema>;
