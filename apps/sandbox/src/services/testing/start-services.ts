import { installContractCompilers } from '../../http/contract-route.js';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxDb } from '../../db/types.js';
import { servicesMigrations, servicesPlugin } from '../plugin.js';
import { HttpError } from '../../http/http-error.js';
import type { PaymentContext, PaymentSucceededEvent, ServicesOptions, SplitDebt } from '../services-options.js';

/** A venue as the core describes it, for the services' own tests. */
export const fakeVenue = {
  id: 'venue-paris',
  businessId: 'business-paris',
  name: 'Le Petit Bistrot',
  countryCode: 'FR',
  currency: 'EUR',
  address: { streetName: '12 rue de la Paix', zipCode: '75002', city: 'Paris', country: 'France' },
  edenredEnabled: true,
  sodexoEnabled: false,
};

/** Signs the guest tokens of the services' own tests. */
export const SERVICES_TEST_SECRET = 'services-test-secret';

/** The guest who paid `fakeContext`'s split. */
export const FAKE_PAYER_GUEST_ID = 'guest-payer';

const unit = 100_000;

/** A bill with two products and a 10% VAT line, and a split that selected one of each. */
export const fakeContext: PaymentContext = {
  venue: fakeVenue,
  bill: {
    id: 'bill-1',
    totalBillAmount: { amount: 52 * unit, currency: 'EUR' },
    order: {
      subOrders: [
        {
          id: 'check-1',
          quantifiedProducts: [
            { productId: 'p-steak', quantity: unit, product: { name: 'Steak frites', unitPriceAfterTax: { amount: 24 * unit, currency: 'EUR' } } },
            { productId: 'p-wine', quantity: 2 * unit, product: { name: 'Glass of wine', unitPriceAfterTax: { amount: 14 * unit, currency: 'EUR' } } },
          ],
          charges: [{ type: 'TAX', label: 'VAT 10%', rate: 1000, chargedAmount: { amount: 472_727, currency: 'EUR' } }],
        },
      ],
    },
  },
  split: { id: 'split-1', splitItemsSelection: { 'p-steak': unit, 'p-wine': unit }, consumer: { guestId: FAKE_PAYER_GUEST_ID } },
};

/**
 * The core's splits as the services' own tests see them: `bill-1`'s split `split-N` (and `refused-N`) owes 42 EUR,
 * belongs to FAKE_PAYER_GUEST_ID and is engaged with payment `pay-N` (`refused-N`). Other splits do not exist (so an
 * intent on them is a card hold).
 */
export function fakeSplitDebt(billId: string, splitId: string): SplitDebt | undefined {
  const match = /^(split|refused)-(.+)$/.exec(splitId);
  if (billId !== 'bill-1' || !match) return undefined;
  return {
    billId,
    splitId,
    venueId: fakeVenue.id,
    businessId: fakeVenue.businessId,
    consumerGuestId: FAKE_PAYER_GUEST_ID,
    status: 'PENDING',
    paymentId: `${match[1] === 'split' ? 'pay' : 'refused'}-${match[2]}`,
    billSplitAmount: { amount: 42 * unit, currency: 'EUR' },
    fees: { amount: 0, currency: 'EUR' },
  };
}

/** The services on their own Fastify instance with an in-memory PGlite and recording fakes for the core. */
export async function startServices(overrides: Partial<ServicesOptions> = {}): Promise<{
  app: FastifyInstance;
  db: SandboxDb;
  url: string;
  events: PaymentSucceededEvent[];
  close(): Promise<void>;
}> {
  const client = await PGlite.create();
  const db = drizzle({ client });
  for (const statement of servicesMigrations) await db.execute(sql.raw(statement));
  const app = Fastify();
  // The same contract compilers as the sandbox server: zod validates requests and checks answers.
  installContractCompilers(app);
  const events: PaymentSucceededEvent[] = [];
  await servicesPlugin(app, {
    db,
    guestSecret: SERVICES_TEST_SECRET,
    onPaymentSucceeded: (event) => {
      if (event.paymentId.startsWith('refused-'))
        throw new HttpError(409, { type: 'payment-not-engaged', message: `paymentId ${event.paymentId} is not engaged` });
      events.push(event);
    },
    getPaymentContext: (paymentId) => (paymentId.startsWith('pay-') ? fakeContext : undefined),
    getVenue: (venueId) => (venueId === fakeVenue.id ? fakeVenue : undefined),
    getSplitDebt: fakeSplitDebt,
    ...overrides,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    url,
    events,
    close: async () => {
      await app.close();
      await client.close();
    },
  };
}
