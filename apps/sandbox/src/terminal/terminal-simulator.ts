import { randomUUID } from 'node:crypto';
import { moneySchema, venueTimeZone } from '@tableside/billing-domain';
import type { TerminalPaymentResult, TerminalTransaction, TerminalVenue } from '@tableside/contracts/terminal';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import type { PosSimulator } from '../pos/pos-simulator.js';
import type { VenueStore } from '../venues/venue-store.js';

/**
 * `terminal_transactions`: one row per payment a venue's terminal (PDQ) took, keyed by the random transaction id
 * printed on the slip. The payment itself is the POS's (a SMART_TERMINAL payment whose reference is the transaction
 * id), which the bill lists in `sundaySmartTerminalBillSplits`.
 */
export const terminalMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS terminal_transactions (
    transaction_id text PRIMARY KEY,
    venue_id text NOT NULL,
    data jsonb NOT NULL,
    created_at bigint NOT NULL
  )`,
];

const storedSchema = z.object({
  transactionId: z.string(),
  venueId: z.string(),
  billId: z.string(),
  tableId: z.string(),
  amount: moneySchema,
  paidAt: z.number().int(),
});
type Stored = z.infer<typeof storedSchema>;

const text = z.string().optional().catch(undefined);
const venueDocSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  enrollmentId: z.string(),
  name: z.string().catch(''),
  imageUrl: text,
  countryCode: text,
  timeZone: text,
  address: z.object({ address: text, city: text, zipCode: text, country: text }).optional().catch(undefined),
});

/** The landing link paths of a transaction: by venue, by business and by enrollment (1-core §2 "Terminal landings"). */
export function landingPaths(venue: TerminalVenue, transactionId: string): TerminalPaymentResult['landingPaths'] {
  const id = encodeURIComponent(transactionId);
  return {
    venue: `/venue/${encodeURIComponent(venue.venueId)}/transaction/${id}/landing`,
    business: `/businesses/${encodeURIComponent(venue.businessId)}/transaction/${id}/landing`,
    enrollment: `/enrollments/${encodeURIComponent(venue.enrollmentId)}/transaction/${id}/landing`,
  };
}

/** The sandbox's smart-terminal simulator: the venue's payment terminal takes a payment on a table's bill. */
export class TerminalSimulator {
  constructor(
    private readonly db: SandboxDb,
    private readonly pos: PosSimulator,
    private readonly venues: VenueStore,
    private readonly now: () => number,
  ) {}

  /**
   * Takes `amount` (scale 5, the venue's currency) on the table's open order: a SMART_TERMINAL POS payment whose
   * reference is a new random transaction id (`pay_<uuid>`, the slip's only credential). The POS change republishes
   * the bill, so diners at the table see the smart-terminal split live.
   */
  async takePayment(venueId: string, tableId: string, amount: number): Promise<TerminalPaymentResult> {
    const state = await this.pos.state(venueId);
    const transactionId = `pay_${randomUUID()}`;
    const order = await this.pos.takePayment(venueId, tableId, amount, 'SMART_TERMINAL', transactionId);
    const paidAt = this.now();
    const stored: Stored = { transactionId, venueId, billId: order.billId, tableId, amount: moneySchema.parse({ amount, currency: state.currency }), paidAt };
    await this.db.execute(
      sql`INSERT INTO terminal_transactions (transaction_id, venue_id, data, created_at) VALUES (${transactionId}, ${venueId}, ${JSON.stringify(stored)}::jsonb, ${paidAt})`,
    );
    const transaction = await this.transaction(transactionId);
    if (!transaction) throw new Error(`Terminal transaction ${transactionId} of venue ${venueId} could not be read back`);
    return { ...transaction, landingPaths: landingPaths(transaction.venue, transactionId) };
  }

  /** A transaction with its venue, or undefined when the id is unknown. */
  async transaction(transactionId: string): Promise<TerminalTransaction | undefined> {
    const [row] = await rows(this.db, sql`SELECT data FROM terminal_transactions WHERE transaction_id = ${transactionId}`);
    if (!row) return undefined;
    const stored = storedSchema.parse(typeof row.data === 'string' ? JSON.parse(row.data) : row.data);
    const venue = await this.venue(stored.venueId);
    if (!venue) return undefined;
    return {
      transactionId: stored.transactionId,
      billId: stored.billId,
      tableId: stored.tableId,
      amount: stored.amount,
      paidAt: stored.paidAt,
      origin: 'PDQ',
      venue,
    };
  }

  /** The most recent transaction (the link `pnpm start` prints). */
  async latest(): Promise<TerminalPaymentResult | undefined> {
    const [row] = await rows(this.db, sql`SELECT transaction_id FROM terminal_transactions ORDER BY created_at DESC LIMIT 1`);
    const transaction = typeof row?.transaction_id === 'string' ? await this.transaction(row.transaction_id) : undefined;
    return transaction && { ...transaction, landingPaths: landingPaths(transaction.venue, transaction.transactionId) };
  }

  /** A venue as the landings show it; undefined when unknown or without business and enrollment. */
  async venue(venueId: string): Promise<TerminalVenue | undefined> {
    const doc = venueDocSchema.safeParse(await this.venues.getVenue(venueId).catch(() => undefined));
    if (!doc.success) return undefined;
    const v = doc.data;
    const address = v.address ? [v.address.address, [v.address.zipCode, v.address.city].filter(Boolean).join(' '), v.address.country] : [];
    return {
      venueId: v.id,
      businessId: v.businessId,
      enrollmentId: v.enrollmentId,
      name: v.name,
      address: address.filter((line): line is string => typeof line === 'string' && line !== ''),
      ...(v.imageUrl ? { logoUrl: v.imageUrl } : {}),
      ...(v.countryCode ? { countryCode: v.countryCode } : {}),
      timeZone: venueTimeZone({ timeZone: v.timeZone, countryCode: v.countryCode }),
    };
  }

  /** Every venue the landings know (those with a business and an enrollment). */
  async allVenues(): Promise<TerminalVenue[]> {
    const venues = await Promise.all((await this.venues.venueIds()).map((id) => this.venue(id)));
    return venues.filter((venue) => venue !== undefined);
  }
}
