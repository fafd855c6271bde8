import { z } from 'zod';

/** The company block of a receipt form (2-paying §3). */
export const receiptCompanySchema = z.object({
  name: z.string().default(''),
  address: z.string().default(''),
  vatNumber: z.string().default(''),
  zipCode: z.string().default(''),
  city: z.string().default(''),
  country: z.string().default(''),
  serviceDescription: z.string().default(''),
});
export type ReceiptCompany = z.infer<typeof receiptCompanySchema>;

/**
 * Receipt form (2-paying §3). "Receipt form defaults: empty strings for missing guests names, purpose, name,
 * address; guests parsed as a number" (2-paying §5).
 */
export const receiptFormSchema = z.object({
  guests: z.coerce.number().int().min(0).default(1),
  guestsNames: z.string().default(''),
  businessPurpose: z.string().default(''),
  name: z.string().default(''),
  address: z.string().default(''),
  email: z.string().default(''),
  company: receiptCompanySchema.optional(),
});
export type ReceiptForm = z.infer<typeof receiptFormSchema>;
