import { z } from 'zod';

/** The expense-note body (2-paying §7: guestsNumber, guestsNames, businessPurpose, company with its address). */
export const expenseNoteFormSchema = z.object({
  guestsNumber: z.coerce.number().int().min(0).max(1000),
  guestsNames: z.string().max(2000).default(''),
  businessPurpose: z.string().max(2000).default(''),
  company: z.object({
    name: z.string().trim().min(1).max(200),
    address: z.object({
      streetName: z.string().max(300).default(''),
      zipCode: z.string().max(30).default(''),
      city: z.string().max(200).default(''),
      country: z.string().max(100).default(''),
    }),
    vatNumber: z.string().max(60).optional(),
    serviceDescription: z.string().max(2000).optional(),
  }),
});
export type ExpenseNoteForm = z.infer<typeof expenseNoteFormSchema>;
