import type { Money, TableDevice, VenueInput } from '@tableside/billing-domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { tableDeviceSchema } from '@tableside/billing-domain';
import type { SandboxDb } from '../db/types.js';

type MaybePromise<T> = T | Promise<T>;

/** A table device as written (defaults not yet applied). */
export type TableDeviceInput = z.input<typeof tableDeviceSchema>;

/** One line of a placed order, as the POS simulator adds it to the table's bill. Quantities are at scale 5. */
export interface OrderBillItem {
  /** The menu product id; for the seeded venues it is also the POS catalogue's `posProductId`. */
  productId: string;
  /** The POS reference (`plu`): the product's POS id. */
  plu: string;
  name: string;
  /** Quantity at scale 5 (1 unit = 100000). */
  quantity: number;
  /** Price of one unit without its sub-items. */
  unitPrice: Money;
  /** Price of one unit with its sub-items (what the POS line should charge per unit). */
  unitPriceIncludingSubItems: Money;
  subItems: OrderBillItem[];
}

/** A payment simulator intent, as the ordering services read it to verify holds. */
export interface PaymentIntentView {
  id: string;
  status: string;
  amount: Money;
  captureMethod: 'automatic' | 'manual' | string;
  paymentId?: string;
}

/** The sandbox's seeded venues that the seed menus belong to (the billing core's `seedIds.venues`). */
export interface OrderingSeedVenues {
  fr: string;
  gb: string;
  us: string;
}

/** The callbacks and ports the billing core gives the menu, ordering and tab services. */
export interface OrderingOptions {
  db: SandboxDb;
  /** The clock, in epoch milliseconds; defaults to the system clock. */
  now?: () => number;
  /** Id source for orders and tabs; defaults to crypto.randomUUID. */
  randomId?: () => string;
  /** Seeds menus, layouts, unavailable products and the extra venues when the ordering tables are empty (default true). */
  seed?: boolean;
  /** The seeded venues; defaults to the core seed's `seedIds.venues`. */
  venues?: OrderingSeedVenues;
  /** When set, every order moves one status forward every `autoAdvanceMs` until FINALIZED (off by default). */
  autoAdvanceMs?: number;
  /**
   * The guest a request's `x-tableside-guest-token` proves, or undefined (none or forged). A tab records the guest
   * who created it, and only they read its `tabs/{id}` document.
   */
  guestOf?: (request: FastifyRequest) => string | undefined;
  /** Writes a realtime document (`bill_orders/{id}`, `tabs/{id}`, `unavailable_products/{id}`, ...). */
  publishDocument(path: string, data: unknown): Promise<void>;
  /** A venue, in the billing-domain Venue shape, or undefined. */
  getVenue(venueId: string): MaybePromise<unknown>;
  /** A table device by its id, or undefined. */
  getTableDevice(deviceId: string): MaybePromise<TableDevice | TableDeviceInput | undefined>;
  /** A table device by its POS table id, or undefined. */
  getTableDeviceByTableId(tableId: string): MaybePromise<TableDevice | TableDeviceInput | undefined>;
  /** The POS simulator adds a placed order's items to the table's bill, opening one if none exists. */
  addOrderItemsToBill(input: { venueId: string; tableId: string; orderId: string; items: OrderBillItem[] }): Promise<{ billId: string }>;
  /** Opens a bill for a registered tab (a POS order named after the tab). */
  openTabBill(input: { venueId: string; tabId: string; displayId: string; customer: { firstName: string; lastName: string } }): Promise<{ billId: string }>;
  /** A payment simulator intent by its id, or undefined. */
  getPaymentIntent(id: string): MaybePromise<PaymentIntentView | undefined>;
  /** A payment simulator intent by the `paymentId` it was created with, or undefined (tab holds). */
  getPaymentIntentByPaymentId(paymentId: string): MaybePromise<PaymentIntentView | undefined>;
  /** Saves a venue (the extra seed venues: static menu, link-out, pre-authorisation, tab). */
  upsertVenue(venue: VenueInput & Record<string, unknown>): Promise<void>;
  /** Saves a table device (the extra seed venues' tables, and the experience of the seeded tables). */
  upsertTableDevice(device: TableDeviceInput): Promise<void>;
}
