import { receipts as contract } from '@tableside/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { GUEST_TOKEN_HEADER } from '../identity/identity-routes.js';
import { verifyGuestToken } from '../identity/guest-token.js';
import { writeToOutbox } from './outbox.js';
import { storedPaymentMethodSchema } from './payment-intent-machine.js';
import { receiptLocale, receiptText, type ReceiptText } from './receipt-locale.js';
import { renderExpenseNotePdf, renderReceiptPdf } from './receipt-pdf.js';
import { buildReceiptView, type ReceiptView } from './receipt-view.js';
import { paymentIntents } from './schema.js';
import type { PaymentContext, ServicesOptions } from './services-options.js';

const paidStatuses = new Set(['succeeded', 'requires_capture']);

const payerSchema = z.object({ consumer: z.object({ guestId: z.string().min(1) }) });

/** The guest who paid: the consumer of the split the payment engaged. A payment outside a split has none. */
function payerOf(context: PaymentContext | undefined): string | undefined {
  const split = payerSchema.safeParse(context?.split);
  return split.success ? split.data.consumer.guestId : undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Receipts (2-paying §7): the receipt PDF, the expense-note PDF, and both sent by e-mail to the outbox, in the
 * diner's locale (`?locale=`, else `Accept-Language`) with times in the venue's time zone.
 *
 * A receipt is the payer's alone: the guest token (`x-tableside-guest-token`) must prove the consumer of the split
 * the payment engaged, or an account's bearer token (`Authorization`) whose account has that guest's device linked
 * (a bad bearer token is the account's 401). No or a forged guest token is 401 `invalid-guest-token`; any other guest is 403
 * `not-payment-owner`, whether or not the payment exists, so a non-owner learns nothing about it. A payment outside
 * a split (a tab's card hold, a table's pre-authorisation) is a hold, not a receipt: it has no owner here. The
 * payer's payment without a paid intent is 404 "… (payment id not found)" (2-paying §5).
 */
export function registerReceiptRoutes(scope: FastifyInstance, options: ServicesOptions): void {
  const now = options.now ?? Date.now;

  /** The receipt of `paymentId` when the request's guest paid it; a 401, 403 or 404 refusal otherwise. */
  async function payersView(request: FastifyRequest, reply: FastifyReply, paymentId: string, what: string): Promise<ReceiptView> {
    const token = header(request, GUEST_TOKEN_HEADER);
    const accountGuestIds = header(request, 'authorization') === undefined ? undefined : options.accountGuestIds;
    const guestId = token === undefined ? undefined : verifyGuestToken(token, options.guestSecret);
    // A guest token sent must be valid; without one, an account's bearer token may stand in.
    if (guestId === undefined && (token !== undefined || accountGuestIds === undefined)) {
      throw new HttpError(401, {
        type: 'invalid-guest-token',
        message: `header ${GUEST_TOKEN_HEADER} is missing or invalid`,
        field: `header.${GUEST_TOKEN_HEADER}`,
      });
    }
    // An account holder's bearer token stands for every device linked to the account (guest accounts).
    // A bad bearer token beside a valid guest token is ignored (the guest token alone decides).
    const accountIds = accountGuestIds
      ? await accountGuestIds(request, reply).catch((error: unknown) => {
          if (guestId !== undefined) return [];
          throw error;
        })
      : [];
    const guestIds = [...(guestId === undefined ? [] : [guestId]), ...accountIds];
    const context = options.getPaymentContext ? await options.getPaymentContext(paymentId) : undefined;
    const payer = payerOf(context);
    if (payer === undefined || !guestIds.includes(payer)) {
      throw new HttpError(403, { type: 'not-payment-owner', message: 'paymentId: the payment belongs to another guest', field: 'params.paymentId' });
    }
    const rows = await options.db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId));
    const intent = rows[0];
    if (!intent || !paidStatuses.has(intent.status)) {
      throw new HttpError(404, { type: 'payment-not-found', message: `paymentId: ${what} (payment id not found)`, field: 'params.paymentId' });
    }
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

  function textFor(request: FastifyRequest, locale: string | undefined): Promise<ReceiptText> {
    return receiptText(receiptLocale(locale, header(request, 'accept-language')));
  }

  function sendPdf(reply: FastifyReply, name: string, pdf: Buffer): FastifyReply {
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${name}"`).send(pdf);
  }

  serve(scope, contract.downloadReceipt, async (request, reply) => {
    const p = request.params;
    const q = request.query;
    const view = await payersView(request, reply, p.paymentId, "Can't download a receipt");
    return sendPdf(reply, `receipt_${p.paymentId}.pdf`, await renderReceiptPdf(view, await textFor(request, q.locale)));
  });

  serve(scope, contract.downloadExpenseNote, async (request, reply) => {
    const p = request.params;
    const q = request.query;
    const form = request.body;
    const view = await payersView(request, reply, p.paymentId, "Can't make an expense note");
    return sendPdf(reply, `expense_note_${p.paymentId}.pdf`, await renderExpenseNotePdf(view, form, await textFor(request, q.locale)));
  });

  serve(scope, contract.emailExpenseNote, async (request, reply) => {
    const p = request.params;
    const q = request.query;
    const form = request.body;
    const view = await payersView(request, reply, p.paymentId, "Can't send an expense note by email");
    const text = await textFor(request, q.locale);
    const pdf = await renderExpenseNotePdf(view, form, text);
    const id = await writeToOutbox(
      options.db,
      {
        channel: 'email',
        recipient: q.email,
        subject: text.t('expenseNoteEmail.subject', { venueName: view.venueName }),
        body: text.t('expenseNoteEmail.body', { company: form.company.name, paymentId: p.paymentId }),
        attachment: { name: `expense_note_${p.paymentId}.pdf`, content: pdf },
      },
      now(),
    );
    return reply.code(202).send({ outboxMessageId: id });
  });

  serve(scope, contract.emailReceipt, async (request, reply) => {
    const p = request.params;
    const q = request.query;
    const view = await payersView(request, reply, p.paymentId, "Can't send a receipt by email");
    const text = await textFor(request, q.locale);
    const pdf = await renderReceiptPdf(view, text);
    const id = await writeToOutbox(
      options.db,
      {
        channel: 'email',
        recipient: q.email,
        subject: text.t('receiptEmail.subject', { venueName: view.venueName }),
        body: text.t('receiptEmail.body', { paymentId: p.paymentId }),
        attachment: { name: `receipt_${p.paymentId}.pdf`, content: pdf },
      },
      now(),
    );
    return reply.code(202).send({ outboxMessageId: id });
  });
}
