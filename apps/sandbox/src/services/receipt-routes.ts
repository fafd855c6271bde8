import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { expenseNoteFormSchema } from './expense-note-form.js';
import { parseOr400, sendError } from './http-errors.js';
import { writeToOutbox } from './outbox.js';
import { storedPaymentMethodSchema } from './payment-intent-machine.js';
import { renderExpenseNotePdf, renderReceiptPdf } from './receipt-pdf.js';
import { buildReceiptView, type ReceiptView } from './receipt-view.js';
import { paymentIntents } from './schema.js';
import type { ServicesOptions } from './services-options.js';

const params = z.object({ paymentId: z.string().min(1).max(200) });
const emailQuery = z.object({ email: z.email() });

const paidStatuses = new Set(['succeeded', 'requires_capture']);

/**
 * Receipts (2-paying §7): the receipt PDF, the expense-note PDF, and both sent by e-mail to the outbox.
 * A payment without a paid intent is 404 "… (payment id not found)" (2-paying §5).
 */
export function registerReceiptRoutes(scope: FastifyInstance, options: ServicesOptions): void {
  const now = options.now ?? Date.now;

  async function viewOf(paymentId: string): Promise<ReceiptView | undefined> {
    const rows = await options.db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId));
    const intent = rows[0];
    if (!intent || !paidStatuses.has(intent.status)) return undefined;
    const context = options.getPaymentContext ? await options.getPaymentContext(paymentId) : undefined;
    return buildReceiptView(
      {
        paymentId,
        amount: { amount: intent.amount, currency: intent.currency },
        paymentMethod: intent.paymentMethod === null ? null : storedPaymentMethodSchema.parse(intent.paymentMethod),
        metadata: z.record(z.string(), z.string()).parse(intent.metadata),
        paidAt: intent.updatedAt,
      },
      context,
    );
  }

  function notFound(reply: FastifyReply, what: string): FastifyReply {
    return sendError(reply, 404, { type: 'payment-not-found', message: `paymentId: ${what} (payment id not found)` });
  }

  function sendPdf(reply: FastifyReply, name: string, pdf: Buffer): FastifyReply {
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${name}"`).send(pdf);
  }

  scope.get('/receipt/receipts/v2/payments/:paymentId', async (request, reply) => {
    const p = parseOr400(reply, params, request.params, 'params');
    if (!p) return reply;
    const view = await viewOf(p.paymentId);
    if (!view) return notFound(reply, "Can't download a receipt");
    return sendPdf(reply, `receipt_${p.paymentId}.pdf`, await renderReceiptPdf(view));
  });

  scope.post('/receipt/receipts/v2/payments/:paymentId/expense-note', async (request, reply) => {
    const p = parseOr400(reply, params, request.params, 'params');
    if (!p) return reply;
    const form = parseOr400(reply, expenseNoteFormSchema, request.body, 'body');
    if (!form) return reply;
    const view = await viewOf(p.paymentId);
    if (!view) return notFound(reply, "Can't make an expense note");
    return sendPdf(reply, `expense_note_${p.paymentId}.pdf`, await renderExpenseNotePdf(view, form));
  });

  scope.post('/receipt/receipts/v2/payments/:paymentId/send-expense-note-to-email', async (request, reply) => {
    const p = parseOr400(reply, params, request.params, 'params');
    if (!p) return reply;
    const q = parseOr400(reply, emailQuery, request.query, 'query');
    if (!q) return reply;
    const form = parseOr400(reply, expenseNoteFormSchema, request.body, 'body');
    if (!form) return reply;
    const view = await viewOf(p.paymentId);
    if (!view) return notFound(reply, "Can't send an expense note by email");
    const pdf = await renderExpenseNotePdf(view, form);
    const id = await writeToOutbox(
      options.db,
      {
        channel: 'email',
        recipient: q.email,
        subject: `Your expense note from ${view.venueName}`,
        body: `Please find attached the expense note for ${form.company.name} (payment ${p.paymentId}).`,
        attachment: { name: `expense_note_${p.paymentId}.pdf`, content: pdf },
      },
      now(),
    );
    return reply.code(202).send({ outboxMessageId: id });
  });

  scope.post('/receipt/receipts/v2/payments/:paymentId/send-to-email', async (request, reply) => {
    const p = parseOr400(reply, params, request.params, 'params');
    if (!p) return reply;
    const q = parseOr400(reply, emailQuery, request.query, 'query');
    if (!q) return reply;
    const view = await viewOf(p.paymentId);
    if (!view) return notFound(reply, "Can't send a receipt by email");
    const pdf = await renderReceiptPdf(view);
    const id = await writeToOutbox(
      options.db,
      {
        channel: 'email',
        recipient: q.email,
        subject: `Your receipt from ${view.venueName}`,
        body: `Thank you for your visit. Your receipt for payment ${p.paymentId} is attached.`,
        attachment: { name: `receipt_${p.paymentId}.pdf`, content: pdf },
      },
      now(),
    );
    return reply.code(202).send({ outboxMessageId: id });
  });
}
