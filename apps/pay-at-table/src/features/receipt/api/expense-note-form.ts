import type { ExpenseNoteRequest } from '@tableside/api-client';
import * as z from 'zod/mini';

/** The expense-note fields a diner can get wrong, each with the key of its message. */
export type ExpenseNoteField = 'guestsNumber' | 'companyName' | 'email';

export type ExpenseNoteErrors = Partial<Record<ExpenseNoteField, string>>;

/** The most guests an expense note names (the receipt service refuses more). */
export const EXPENSE_NOTE_MAX_GUESTS = 1000;

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The expense-note form as the receipt service takes it (2-paying §7). "Receipt form defaults: empty strings for
 * missing guests names, purpose, name, address; guests parsed as a number" (2-paying §5). The number of guests
 * must be a whole number from 1 to 1000 and the company named; `needEmail` also asks for a valid address.
 */
export function parseExpenseNoteForm(
  data: FormData,
  needEmail: boolean,
): { ok: true; request: ExpenseNoteRequest; email: string } | { ok: false; errors: ExpenseNoteErrors } {
  const errors: ExpenseNoteErrors = {};
  const guestsText = text(data.get('guestsNumber'));
  const guestsNumber = /^\d+$/.test(guestsText) ? Number(guestsText) : Number.NaN;
  if (!Number.isInteger(guestsNumber) || guestsNumber < 1 || guestsNumber > EXPENSE_NOTE_MAX_GUESTS) errors.guestsNumber = 'app.expenseNote.error.guestsNumber';
  const companyName = text(data.get('companyName'));
  if (companyName === '') errors.companyName = 'app.expenseNote.error.companyName';
  const email = text(data.get('email'));
  if (needEmail && !z.email().safeParse(email).success) errors.email = 'app.expenseNote.error.email';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    email,
    request: {
      guestsNumber,
      guestsNames: text(data.get('guestsNames')),
      businessPurpose: text(data.get('businessPurpose')),
      company: {
        name: companyName,
        address: {
          streetName: text(data.get('streetName')),
          zipCode: text(data.get('zipCode')),
          city: text(data.get('city')),
          country: text(data.get('country')),
        },
      },
    },
  };
}

/** The file name of a downloaded expense note. */
export function expenseNoteFileName(paymentId: string): string {
  return `expense_note_${paymentId}.pdf`;
}
