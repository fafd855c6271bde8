import { fromDisplayUnits } from '@tableside/billing-domain';
import { terminal as contract, type ErrorType } from '@tableside/contracts';
import type { TerminalTransaction } from '@tableside/contracts/terminal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { SandboxDb } from '../db/types.js';
import type { DocumentStore } from '../realtime/document-store.js';
import { escapeHtml, formatMoney, htmlPage } from '../services/html.js';
import { writeToOutbox } from '../services/outbox.js';
import { receiptLocale, receiptText } from '../services/receipt-locale.js';
import { renderReceiptPdf } from '../services/receipt-pdf.js';
import { buildReceiptView, type ReceiptView } from '../services/receipt-view.js';
import type { VenueStore } from '../venues/venue-store.js';
import { landingPaths, type TerminalSimulator } from './terminal-simulator.js';

export interface TerminalRouteDeps {
  terminal: TerminalSimulator;
  venues: VenueStore;
  store: DocumentStore;
  db: SandboxDb;
  now: () => number;
}

function notFound(type: ErrorType, message: string, field: string): HttpError {
  return new HttpError(404, { type, message, field });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The terminal landings' reads (1-core §2 "Terminal landings", "Terminal receipts"): a transaction by venue, business
 * or enrollment and transaction id, its receipt PDF and the receipt sent by e-mail to the outbox, and the identity of
 * a business or an enrollment. The transaction id (random, `pay_<uuid>`) is the slip's credential: a transaction of
 * another venue, business or enrollment is as unknown as a wrong id.
 */
export function registerTerminalRoutes(app: FastifyInstance, deps: TerminalRouteDeps): void {
  const { terminal } = deps;

  async function transactionWhere(transactionId: string, matches: (transaction: TerminalTransaction) => boolean): Promise<TerminalTransaction> {
    const transaction = await terminal.transaction(transactionId);
    if (!transaction || !matches(transaction)) {
      throw notFound('transaction-not-found', `params.transactionId: transaction ${transactionId} was not found`, 'params.transactionId');
    }
    return transaction;
  }

  async function requireEnrollment(enrollmentId: string) {
    const venue = (await terminal.allVenues()).find((v) => v.enrollmentId === enrollmentId);
    if (!venue) throw notFound('enrollment-not-found', `params.enrollmentId: enrollment ${enrollmentId} was not found`, 'params.enrollmentId');
    return venue;
  }

  serve(app, contract.venueTransaction, async (request) => {
    const { venueId, transactionId } = request.params;
    if (!(await terminal.venue(venueId))) throw notFound('venue-not-found', `params.venueId: venue ${venueId} was not found`, 'params.venueId');
    return transactionWhere(transactionId, (t) => t.venue.venueId === venueId);
  });

  serve(app, contract.businessTransaction, async (request) => {
    const { businessId, transactionId } = request.params;
    if (!(await terminal.allVenues()).some((v) => v.businessId === businessId)) {
      throw notFound('business-not-found', `params.businessId: business ${businessId} was not found`, 'params.businessId');
    }
    return transactionWhere(transactionId, (t) => t.venue.businessId === businessId);
  });

  serve(app, contract.enrollmentTransaction, async (request) => {
    const { enrollmentId, transactionId } = request.params;
    await requireEnrollment(enrollmentId);
    return transactionWhere(transactionId, (t) => t.venue.enrollmentId === enrollmentId);
  });

  serve(app, contract.terminalBusiness, async (request) => {
    const { businessId } = request.params;
    const venues = (await terminal.allVenues()).filter((v) => v.businessId === businessId);
    if (venues.length === 0) throw notFound('business-not-found', `params.businessId: business ${businessId} was not found`, 'params.businessId');
    return { businessId, venues };
  });

  serve(app, contract.terminalEnrollment, async (request) => requireEnrollment(request.params.enrollmentId));

  /** The receipt of a transaction of the enrollment on the bill: the amount the terminal took, on the bill's lines and taxes. */
  async function receiptOf(params: { enrollmentId: string; transactionId: string; billId: string }): Promise<ReceiptView> {
    await requireEnrollment(params.enrollmentId);
    const transaction = await transactionWhere(params.transactionId, (t) => t.venue.enrollmentId === params.enrollmentId);
    if (transaction.billId !== params.billId) {
      throw notFound('bill-not-found', `params.billId: bill ${params.billId} has no transaction ${params.transactionId}`, 'params.billId');
    }
    const bill = (await deps.store.get(`bills/${transaction.billId}`)).data;
    const venue: unknown = await deps.venues.getVenue(transaction.venue.venueId).catch(() => undefined);
    return buildReceiptView(
      { paymentId: transaction.transactionId, amount: transaction.amount, paymentMethod: null, metadata: {}, paidAt: transaction.paidAt },
      { bill, venue, split: {} },
    );
  }

  serve(app, contract.downloadTerminalReceipt, async (request, reply) => {
    const view = await receiptOf(request.params);
    const text = await receiptText(receiptLocale(request.query.locale, header(request, 'accept-language')));
    const pdf = await renderReceiptPdf(view, text);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="receipt_${view.paymentId}.pdf"`).send(pdf);
  });

  serve(app, contract.emailTerminalReceipt, async (request, reply) => {
    const view = await receiptOf(request.params);
    const text = await receiptText(receiptLocale(request.query.locale, header(request, 'accept-language')));
    const pdf = await renderReceiptPdf(view, text);
    const id = await writeToOutbox(
      deps.db,
      {
        channel: 'email',
        recipient: request.query.email,
        subject: text.t('receiptEmail.subject', { venueName: view.venueName }),
        body: text.t('receiptEmail.body', { paymentId: view.paymentId }),
        attachment: { name: `receipt_${view.paymentId}.pdf`, content: pdf },
      },
      deps.now(),
    );
    return reply.code(202).send({ outboxMessageId: id });
  });
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The smart-terminal simulator on the POS admin page and for the CLI (admin: loopback only, see admin-gate): the
 * terminal takes a payment on a table's bill. A JSON caller gets the transaction and its landing paths; a form post
 * goes to the page with the landing link and its QR code.
 */
export function registerTerminalAdminRoutes(
  scope: FastifyInstance,
  terminal: TerminalSimulator,
  pos: { state(venueId: string): Promise<{ currency: string }> },
): void {
  serve(scope, contract.takeTerminalPayment, async (request, reply: FastifyReply) => {
    const { venueId, tableId } = request.params;
    const state = await pos.state(venueId);
    const amount = fromDisplayUnits(String(request.body.amount), state.currency);
    if (!amount || amount.amount <= 0) {
      throw new HttpError(400, { type: 'invalid-request', message: 'body.amount must be a positive decimal such as 12.50', field: 'body.amount' });
    }
    const result = await terminal.takePayment(venueId, tableId, amount.amount);
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return reply.redirect(`/sandbox/admin/terminal-payments/${encodeURIComponent(result.transactionId)}`, 303);
    }
    return reply.code(201).send(result);
  });

  serve(scope, contract.terminalPaymentPage, async (request, reply) => {
    const { transactionId } = request.params;
    const transaction = await terminal.transaction(transactionId);
    if (!transaction) throw notFound('transaction-not-found', `params.transactionId: transaction ${transactionId} was not found`, 'params.transactionId');
    const paths = landingPaths(transaction.venue, transaction.transactionId);
    const link = `${origin(request)}${paths.enrollment}`;
    const qr = await QRCode.toString(link, { type: 'svg', margin: 2, width: 240 });
    const main = `<h1>Terminal payment taken</h1>
<p>${escapeHtml(transaction.venue.name)}, table ${escapeHtml(transaction.tableId)}, bill ${escapeHtml(transaction.billId)}: ${escapeHtml(
      formatMoney(transaction.amount.amount, transaction.amount.currency),
    )} on the payment terminal (PDQ).</p>
<p>Transaction <code>${escapeHtml(transaction.transactionId)}</code></p>
<h2>The slip's QR code</h2>
<figure role="img" aria-label="QR code of the landing link">${qr}</figure>
<ul>
<li><a href="${escapeHtml(paths.enrollment)}">Landing link (enrollment)</a>: ${escapeHtml(link)}</li>
<li><a href="${escapeHtml(paths.venue)}">Landing link (venue)</a></li>
<li><a href="${escapeHtml(paths.business)}">Landing link (business)</a></li>
</ul>
<p><a href="/sandbox/admin">Back to the POS admin</a></p>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Terminal payment taken', main));
  });
}

/** The absolute landing link of a transaction, for the CLI and `pnpm start`. */
export function landingLink(base: string, transaction: TerminalTransaction): string {
  return `${base}${landingPaths(transaction.venue, transaction.transactionId).enrollment}`;
}
