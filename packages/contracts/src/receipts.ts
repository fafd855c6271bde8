import { z } from 'zod';
import { defineRoute } from './route.js';

// Receipts and expense notes (2-paying §7) and the sandbox outbox's attachments.

/** `?locale=` on the receipt routes: a language tag, negotiated like the app's (`fr-FR` → fr, `de-AT` → de-DE). */
export const receiptLocaleQuery = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/, { message: 'must be a language tag' })
  .optional();

export const paymentParamsSchema = z.object({ paymentId: z.string().min(1).max(200) });
export const localeQuerySchema = z.object({ locale: receiptLocaleQuery });
export const emailQuerySchema = z.object({ email: z.email(), locale: receiptLocaleQuery });

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

export const outboxMessageResponseSchema = z.looseObject({ outboxMessageId: z.string().min(1) });
export const attachmentParamsSchema = z.object({ id: z.uuid() });
const pdf = z.unknown().describe('A PDF file');

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
  responses: { 200: z.unknown().describe('The attachment') },
  errors: { 400: ['invalid-request'], 403: ['admin-only-on-loopback'], 404: ['attachment-not-found'] },
});

/** Every route of this module. */
export const receiptsRoutes = { downloadReceipt, downloadExpenseNote, emailExpenseNote, emailReceipt, outboxAttachment } as const;
