import { receipts } from '@tableside/contracts';
import type { z } from 'zod';

/** The expense-note body (2-paying §7), from @tableside/contracts. */
export const expenseNoteFormSchema = receipts.expenseNoteFormSchema;
export type ExpenseNoteForm = z.infer<typeof expenseNoteFormSchema>;
