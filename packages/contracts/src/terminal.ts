import { moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { localeQuerySchema, emailQuerySchema, outboxMessageResponseSchema } from './receipts.js';
import { defineRoute } from './route.js';

// Payment-terminal (PDQ) receipts (1-core §1 and §2 "Terminal landings", "Terminal receipts"; 2-paying: a split with
// PDQ origin is a smart-terminal split). The QR code on a terminal slip carries the landing link, whose transaction
// id is the slip's only credential: it is random (`pay_<uuid>`), never a sequence.

/** A transaction id printed on a terminal slip: `pay_` and a random UUID. */
export const transactionIdSchema = z
  .string()
  .check(z.maxLength(200), z.regex(/^pay_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: 'must be a transaction id (pay_<uuid>)' }));

/** The venue a landing shows: its name, address, branding and the business and enrollment it belongs to. */
export const terminalVenueSchema = z.object({
  venueId: z.string(),
  businessId: z.string(),
  enrollmentId: z.string(),
  name: z.string(),
  address: z.array(z.string()),
  logoUrl: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  timeZone: z.string(),
});
export type TerminalVenue = z.infer<typeof terminalVenueSchema>;

/** A payment taken on a venue's terminal: what a landing page shows. */
export const terminalTransactionSchema = z.object({
  transactionId: transactionIdSchema,
  billId: z.string(),
  tableId: z.string(),
  amount: moneySchema,
  /** Epoch milliseconds. */
  paidAt: z.number().check(z.int()),
  /** The origin of the bill split the payment made (a smart-terminal split). */
  origin: z.literal('PDQ'),
  venue: terminalVenueSchema,
});
export type TerminalTransaction = z.infer<typeof terminalTransactionSchema>;

/** A business and its venues (the `/businesses/{businessId}` identity page). */
export const terminalBusinessSchema = z.object({ businessId: z.string(), venues: z.array(terminalVenueSchema) });
export type TerminalBusiness = z.infer<typeof terminalBusinessSchema>;

/** What the POS admin (and the CLI) get back when the terminal takes a payment. */
export const terminalPaymentResultSchema = z.extend(terminalTransactionSchema, {
  /** The three landing paths of the slip's QR code (venue, business, enrollment). */
  landingPaths: z.object({ venue: z.string(), business: z.string(), enrollment: z.string() }),
});
export type TerminalPaymentResult = z.infer<typeof terminalPaymentResultSchema>;

// Any id is looked up (an unknown one is 404 transaction-not-found); the ones the terminal prints are `pay_<uuid>`.
const venueParams = z.object({ venueId: idSchema, transactionId: idSchema });
const businessParams = z.object({ businessId: idSchema, transactionId: idSchema });
const enrollmentParams = z.object({ enrollmentId: idSchema, transactionId: idSchema });
const receiptParams = z.object({ enrollmentId: idSchema, transactionId: idSchema, billId: idSchema });

const lookupRefusals = (owner: 'venue-not-found' | 'business-not-found' | 'enrollment-not-found') =>
  ({ 400: ['invalid-request'], 404: [owner, 'transaction-not-found'] }) as const;
const receiptRefusals = { 400: ['invalid-request'], 404: ['enrollment-not-found', 'transaction-not-found', 'bill-not-found'] } as const;

export const venueTransaction = defineRoute({
  method: 'GET',
  path: '/terminal-receipts/venues/:venueId/transactions/:transactionId',
  summary: "A terminal payment of a venue, by the transaction id on the terminal's slip.",
  tag: 'terminal-receipts',
  params: venueParams,
  responses: { 200: terminalTransactionSchema },
  errors: lookupRefusals('venue-not-found'),
});

export const businessTransaction = defineRoute({
  method: 'GET',
  path: '/terminal-receipts/businesses/:businessId/transactions/:transactionId',
  summary: "A terminal payment at one of a business's venues, by the transaction id on the terminal's slip.",
  tag: 'terminal-receipts',
  params: businessParams,
  responses: { 200: terminalTransactionSchema },
  errors: lookupRefusals('business-not-found'),
});

export const enrollmentTransaction = defineRoute({
  method: 'GET',
  path: '/terminal-receipts/enrollments/:enrollmentId/transactions/:transactionId',
  summary: "A terminal payment of an enrollment's venue, by the transaction id on the terminal's slip.",
  tag: 'terminal-receipts',
  params: enrollmentParams,
  responses: { 200: terminalTransactionSchema },
  errors: lookupRefusals('enrollment-not-found'),
});

export const downloadTerminalReceipt = defineRoute({
  method: 'GET',
  path: '/terminal-receipts/enrollments/:enrollmentId/transactions/:transactionId/bills/:billId/receipt',
  summary: 'The receipt of a terminal payment (PDF).',
  tag: 'terminal-receipts',
  params: receiptParams,
  query: localeQuerySchema,
  responses: { 200: z.unknown().check(z.describe('A PDF file')) },
  errors: receiptRefusals,
});

export const emailTerminalReceipt = defineRoute({
  method: 'POST',
  path: '/terminal-receipts/enrollments/:enrollmentId/transactions/:transactionId/bills/:billId/receipt/send-to-email',
  summary: 'Sends the receipt of a terminal payment by e-mail (to the sandbox outbox).',
  tag: 'terminal-receipts',
  params: receiptParams,
  query: emailQuerySchema,
  responses: { 202: outboxMessageResponseSchema },
  errors: receiptRefusals,
});

export const terminalBusiness = defineRoute({
  method: 'GET',
  path: '/terminal-receipts/businesses/:businessId',
  summary: 'A business and its venues (name, address, branding).',
  tag: 'terminal-receipts',
  params: z.object({ businessId: idSchema }),
  responses: { 200: terminalBusinessSchema },
  errors: { 400: ['invalid-request'], 404: ['business-not-found'] },
});

export const terminalEnrollment = defineRoute({
  method: 'GET',
  path: '/terminal-receipts/enrollments/:enrollmentId',
  summary: "An enrollment's venue (name, address, branding).",
  tag: 'terminal-receipts',
  params: z.object({ enrollmentId: idSchema }),
  responses: { 200: terminalVenueSchema },
  errors: { 400: ['invalid-request'], 404: ['enrollment-not-found'] },
});

/** `amount` in display units (`12.50`), as the POS admin form and the CLI send it. */
export const terminalPaymentBodySchema = z.object({ amount: z.union([z.string().check(z.maxLength(32)), z.number()]) });

export const takeTerminalPayment = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/tables/:tableId/terminal-payments',
  summary: "The smart-terminal simulator: the venue's payment terminal (PDQ) takes a payment on the table's bill (admin, loopback only).",
  tag: 'sandbox-admin',
  params: z.object({ venueId: idSchema, tableId: idSchema }),
  body: terminalPaymentBodySchema,
  responses: { 201: terminalPaymentResultSchema },
  errors: { 400: ['invalid-request'], 403: ['admin-only-on-loopback'], 404: ['venue-not-found', 'order-not-found'], 422: ['amount-too-large'] },
});

export const terminalPaymentPage = defineRoute({
  method: 'GET',
  path: '/sandbox/admin/terminal-payments/:transactionId',
  summary: "The POS admin's page of a terminal payment: the slip's landing link and its QR code (HTML, admin, loopback only).",
  tag: 'sandbox-admin',
  params: z.object({ transactionId: idSchema }),
  responses: { 200: z.unknown().check(z.describe('An HTML page')) },
  errors: { 400: ['invalid-request'], 403: ['admin-only-on-loopback'], 404: ['transaction-not-found'] },
});

export const terminalRoutes = {
  venueTransaction,
  businessTransaction,
  enrollmentTransaction,
  downloadTerminalReceipt,
  emailTerminalReceipt,
  terminalBusiness,
  terminalEnrollment,
  takeTerminalPayment,
  terminalPaymentPage,
} as const;
