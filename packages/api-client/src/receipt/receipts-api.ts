import { downloadExpenseNote, downloadReceipt, emailExpenseNote, emailReceipt, expenseNoteFormSchema } from '@tableside/contracts/receipts';
import type * as z from 'zod/mini';
import type { ApiError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import { routeRequest } from '../http/route-request.js';
import { err, type Result } from '../result.js';

/** The expense note form on the wire (2-paying §7 "guestsNumber, guestsNames, businessPurpose, company…"). */
export const expenseNoteRequestSchema = expenseNoteFormSchema;
export type ExpenseNoteRequest = z.output<typeof expenseNoteFormSchema>;

/** "Can't send a receipt by email (payment id not found)" (2-paying §5). */
export const MISSING_PAYMENT_ID_MESSAGE = "Can't send a receipt by email (payment id not found)";

/** A receipt call refused before it is sent: no payment id. */
export interface MissingPaymentIdError {
  readonly type: 'missing-payment-id';
  readonly message: typeof MISSING_PAYMENT_ID_MESSAGE;
}

export type ReceiptError = ApiError | MissingPaymentIdError;

/**
 * Receipts are the payer's alone: every call carries the guest token (`x-tableside-guest-token`), and the server
 * answers only the consumer of the split the payment engaged. `locale` (the interface locale, e.g. `fr`) words the
 * PDF and the e-mail; without it the server reads `Accept-Language`.
 */
export interface ReceiptsApi {
  /** `GET /receipt/receipts/v2/payments/{paymentId}?locale={locale}`: the receipt PDF. */
  downloadReceipt(paymentId: string | undefined, locale?: string): Promise<Result<Blob, ReceiptError>>;
  /** `POST /receipt/receipts/v2/payments/{paymentId}/send-to-email?email={email}&locale={locale}`: the receipt by e-mail. */
  sendReceiptToEmail(paymentId: string | undefined, email: string, locale?: string): Promise<Result<undefined, ReceiptError>>;
  /** `POST /receipt/receipts/v2/payments/{paymentId}/expense-note?locale={locale}`: the expense note PDF. */
  downloadExpenseNote(paymentId: string | undefined, form: ExpenseNoteRequest, locale?: string): Promise<Result<Blob, ReceiptError>>;
  /** `POST /receipt/receipts/v2/payments/{paymentId}/send-expense-note-to-email?email={email}&locale={locale}`. */
  sendExpenseNoteToEmail(paymentId: string | undefined, email: string, form: ExpenseNoteRequest, locale?: string): Promise<Result<undefined, ReceiptError>>;
}

const missingPaymentId = err<MissingPaymentIdError>({ type: 'missing-payment-id', message: MISSING_PAYMENT_ID_MESSAGE });

/** The form as the contract reads it; one it refuses is still sent, and the server's 400 is the failure. */
function expenseNoteBody(form: ExpenseNoteRequest): unknown {
  const parsed = expenseNoteFormSchema.safeParse(form);
  return parsed.success ? parsed.data : form;
}

function localeQuery(locale: string | undefined): { locale: string } | undefined {
  return locale ? { locale } : undefined;
}

/** Creates the receipt and expense note calls. */
export function createReceiptsApi(http: HttpClient): ReceiptsApi {
  return {
    async downloadReceipt(paymentId, locale) {
      if (!paymentId) return missingPaymentId;
      return http.blob(routeRequest(downloadReceipt, { paymentId }, { query: localeQuery(locale), guest: true }));
    },
    async sendReceiptToEmail(paymentId, email, locale) {
      if (!paymentId) return missingPaymentId;
      return http.send(routeRequest(emailReceipt, { paymentId }, { query: { email, ...localeQuery(locale) }, guest: true }));
    },
    async downloadExpenseNote(paymentId, form, locale) {
      if (!paymentId) return missingPaymentId;
      return http.blob(routeRequest(downloadExpenseNote, { paymentId }, { query: localeQuery(locale), body: expenseNoteBody(form), guest: true }));
    },
    async sendExpenseNoteToEmail(paymentId, email, form, locale) {
      if (!paymentId) return missingPaymentId;
      return http.send(routeRequest(emailExpenseNote, { paymentId }, { query: { email, ...localeQuery(locale) }, body: expenseNoteBody(form), guest: true }));
    },
  };
}
