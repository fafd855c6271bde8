import { routePath } from '@tableside/contracts';
import {
  businessTransaction,
  downloadTerminalReceipt,
  emailTerminalReceipt,
  enrollmentTransaction,
  terminalBusiness,
  terminalBusinessSchema,
  terminalEnrollment,
  terminalTransactionSchema,
  terminalVenueSchema,
  venueTransaction,
  type TerminalBusiness,
  type TerminalTransaction,
  type TerminalVenue,
} from '@tableside/contracts/terminal';
import * as z from 'zod/mini';

/** Who a landing link names: a venue, a business or an enrollment (1-core §2 "Terminal landings"). */
export type LandingOwner = { kind: 'venue'; venueId: string } | { kind: 'business'; businessId: string } | { kind: 'enrollment'; enrollmentId: string };

/** A read's outcome: the data, or not found (an unknown id, 404, or an id the sandbox refuses, 400). */
export type Found<T> = { found: true; data: T } | { found: false };

/** The sandbox calls of the terminal landings, over `fetch` on the same origin. */
export interface TerminalApi {
  transaction(owner: LandingOwner, transactionId: string): Promise<Found<TerminalTransaction>>;
  business(businessId: string): Promise<Found<TerminalBusiness>>;
  enrollment(enrollmentId: string): Promise<Found<TerminalVenue>>;
  /** True when the business has a loyalty programme (the loyalty dispatcher answers 200; 204 without one). */
  hasLoyalty(businessId: string): Promise<boolean>;
  /** The receipt PDF, or undefined when it could not be downloaded. */
  receiptPdf(ids: ReceiptIds, locale: string): Promise<Blob | undefined>;
  /** Sends the receipt to `email` (the outbox); true when it was accepted. */
  emailReceipt(ids: ReceiptIds, email: string, locale: string): Promise<boolean>;
}

export interface ReceiptIds {
  enrollmentId: string;
  transactionId: string;
  billId: string;
}

/** A fault of the network or the server (not a "not found"): the page shows its error state. */
export class TerminalApiError extends Error {}

export function createTerminalApi(fetchImpl: typeof fetch = (input, init) => fetch(input, init), base = ''): TerminalApi {
  async function read<S extends z.core.$ZodType>(path: string, schema: S): Promise<Found<z.output<S>>> {
    const response = await fetchImpl(`${base}${path}`, { headers: { accept: 'application/json' } });
    if (response.status === 404 || response.status === 400) return { found: false };
    if (!response.ok) throw new TerminalApiError(`GET ${path}: ${response.status}`);
    return { found: true, data: z.parse(schema, await response.json()) };
  }
  const receiptPath = (template: string, ids: ReceiptIds) => routePath(template, { ...ids });
  return {
    transaction(owner, transactionId) {
      switch (owner.kind) {
        case 'venue':
          return read(routePath(venueTransaction.path, { venueId: owner.venueId, transactionId }), terminalTransactionSchema);
        case 'business':
          return read(routePath(businessTransaction.path, { businessId: owner.businessId, transactionId }), terminalTransactionSchema);
        case 'enrollment':
          return read(routePath(enrollmentTransaction.path, { enrollmentId: owner.enrollmentId, transactionId }), terminalTransactionSchema);
      }
    },
    business: (businessId) => read(routePath(terminalBusiness.path, { businessId }), terminalBusinessSchema),
    enrollment: (enrollmentId) => read(routePath(terminalEnrollment.path, { enrollmentId }), terminalVenueSchema),
    async hasLoyalty(businessId) {
      const response = await fetchImpl(`${base}/public/businesses/${encodeURIComponent(businessId)}`, { headers: { accept: 'application/json' } }).catch(
        () => undefined,
      );
      return response?.status === 200;
    },
    async receiptPdf(ids, locale) {
      const response = await fetchImpl(`${base}${receiptPath(downloadTerminalReceipt.path, ids)}?locale=${encodeURIComponent(locale)}`).catch(() => undefined);
      if (!response?.ok || response.headers.get('content-type') !== 'application/pdf') return undefined;
      return response.blob();
    },
    async emailReceipt(ids, email, locale) {
      const query = new URLSearchParams({ email, locale });
      const response = await fetchImpl(`${base}${receiptPath(emailTerminalReceipt.path, ids)}?${query.toString()}`, { method: 'POST' }).catch(() => undefined);
      return response?.status === 202;
    },
  };
}
