import * as z from 'zod/mini';
import { defineRoute } from './route.js';

// Receipts and expense notes (2-paying §7) and the sandbox outbox's attachments.

/** `?locale=` on the receipt routes: a language tag, negotiated like the app's (`fr-FR` → fr, `de-AT` → de-DE). */
export const receiptLocaleQuery = z.optional(
  z.string().check(z.maxLength(35), z.regex(/^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/, { message: 'must be a language tag' })),
);

export const paymentParamsSchema = z.object({ paymentId: z.string().check(z.minLength(1), z.maxLength(200)) });
export const localeQuerySchema = z.object({ locale: receiptLocaleQuery });
export const emailQuerySchema = z.object({ email: z.email(), locale: receiptLocaleQuery });

/** The expense-note body (2-paying §7: guestsNumber, guestsNames, businessPurpose, company with its address). */
export const expenseNoteFormSchema = z.object({
  guestsNumber: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000)),
  guestsNames: z._default(z.string().check(z.maxLength(2000)), ''),
  businessPurpose: z._default(z.string().check(z.maxLength(2000)), ''),
  company: z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    address: z.object({
      streetName: z._default(z.string().check(z.maxLength(300)), ''),
      zipCode: z._default(z.string().check(z.maxLength(30)), ''),
      city: z._default(z.string().check(z.maxLength(200)), ''),
      country: z._default(z.string().check(z.maxLength(100)), ''),
    }),
    vatNumber: z.optional(z.string().check(z.maxLength(60))),
    serviceDescription: z.optional(z.string().check(z.maxLength(2000))),
  }),
});

export const outboxMessageResponseSchema = z.looseObject({ outboxMessageId: z.string().check(z.minLength(1)) });
export const attachmentParamsSchema = z.object({ id: z.uuid() });
const pdf = z.unknown().check(z.describe('A PDF file'));

const payerRefusals = { 401: ['invalid-guest-token'], 403: ['not-payment-owner'], 404: ['payment-not-found'] } as const;

export const downloadReceipt = defineRoute({
  method: 'GET',
  path: '/receipt/receipts/v2/payments/:paymentId',
  summary: 'The receipt of a payment (PDF), for its payer.',
  tag: 'receipts',
  guest: true,
  params: paymentParamsSchema,
  query: localeQuerySchema,
  responses: { 200: pdf },
  errors: { 400: ['invalid-request'], ...payerRefusals },
});

export const downloadExpenseNote = defineRoute({
  method: 'POST',
  path: '/receipt/receipts/v2/payments/:paymentId/expense-note',
  summary: 'An expense note of a payment (PDF), for its payer.',
  tag: 'receipts',
  guest: true,
  params: paymentParamsSchema,
  query: localeQuerySchema,
  body: expenseNoteFormSchema,
  responses: { 200: pdf },
  errors: { 400: ['invalid-request'], ...payerRefusals },
});

export const emailExpenseNote = defineRoute({
  method: 'POST',
  path: '/receipt/receipts/v2/payments/:paymentId/send-expense-note-to-email',
  summary: 'Sends an expense note of a payment by e-mail (to the sandbox outbox).',
  tag: 'receipts',
  guest: true,
  params: paymentParamsSchema,
  query: emailQuerySchema,
  body: expenseNoteFormSchema,
  responses: { 202: outboxMessageResponseSchema },
  errors: { 400: ['invalid-request'], ...payerRefusals },
});

export const emailReceipt = defineRoute({
  method: 'POST',
  path: '/receipt/receipts/v2/payments/:paymentId/send-to-email',
  summary: 'Sends the receipt of a payment by e-mail (to the sandbox outbox).',
  tag: 'receipts',
  guest: true,
  params: paymentParamsSchema,
  query: emailQuerySchema,
  responses: { 202: outboxMessageResponseSchema },
  errors: { 400: ['invalid-request'], ...payerRefusals },
});

export const outboxAttachment = defineRoute({
  method: 'GET',
  path: '/sandbox/outbox/:id/attachment',
  summary: 'Sandbox control: the attachment of an outbox message.',
  tag: 'sandbox',
  params: attachmentParamsSchema,
  responses: { 200: z.unknown().check(z.describe('The attachment')) },
  errors: { 400: ['invalid-request'], 403: ['admin-only-on-loopback'], 404: ['attachment-not-found'] },
});

/** Every route of this module. */
export const receiptsRoutes = { downloadReceipt, downloadExpenseNote, emailExpenseNote, emailReceipt, outboxAttachment } as const;
