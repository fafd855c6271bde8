import * as z from 'zod/mini';
import { anyJsonObject } from './common.js';
import { defineRoute } from './route.js';

// The sandbox's admin page and the POS actions behind its forms (also used by the CLI): loopback only, unless the
// sandbox exposes them with a token (`x-tableside-admin-token`). A form post is answered 303 back to the page; a JSON
// call gets JSON.

const reservedKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A venue, table, product or staff id of the POS. */
const posIdSchema = z.string().check(
  z.minLength(1),
  z.maxLength(200),
  z.regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id' }),
  z.refine((id) => !reservedKeys.has(id), { message: 'must not be __proto__, constructor or prototype' }),
);
/** A display amount, `12.50` or 12.5 (a form sends a string). */
const amountInput = z.union([z.string().check(z.maxLength(32)), z.number()]);
/** A form sends `true`/`false` as text. */
const boolInput = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
]);
const intInput = z.coerce.number().check(z.int());

export const venueParamsSchema = z.object({ venueId: posIdSchema });
export const tableParamsSchema = z.object({ venueId: posIdSchema, tableId: posIdSchema });

export const onlineBodySchema = z.object({ online: boolInput });
export const openOrderBodySchema = z.object({
  numberOfGuests: z._default(intInput.check(z.minimum(0), z.maximum(99)), 2),
  items: z
    .array(z.object({ posProductId: posIdSchema, quantity: z._default(intInput.check(z.minimum(1), z.maximum(99)), 1) }))
    .check(z.minLength(1), z.maxLength(100)),
  posSplitMode: z.optional(z.enum(['NOT_SPLIT_ON_POS', 'SPLIT_BY_SEAT_ON_POS', 'SPLIT_BY_CHECK_ON_POS'])),
  /** The waiter serving the table (a POS staff id of the venue); the venue's first waiter otherwise. */
  staffPosId: z.optional(posIdSchema),
});
export const addItemBodySchema = z.object({
  posProductId: posIdSchema,
  quantity: z._default(intInput.check(z.minimum(1), z.maximum(99)), 1),
  checkId: z.optional(z.string().check(z.maxLength(200))),
});
export const guestsBodySchema = z.object({ numberOfGuests: intInput.check(z.minimum(0), z.maximum(99)) });
/** The payment kinds a till takes by hand (a Sunday payment comes from the app). */
export const tillPaymentKindSchema = z.enum(['TILL', 'DEPOSIT', 'GIFT_CARD_APPLIED_ON_TILL', 'SMART_TERMINAL', 'PRE_AUTHORIZED']);
export const tillPaymentBodySchema = z.object({ amount: amountInput, kind: z._default(tillPaymentKindSchema, 'TILL') });
export const discountBodySchema = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(100)),
  amount: amountInput,
  lineId: z.optional(z.string().check(z.maxLength(200))),
});

/** The POS state of every venue, as the admin page shows it. */
export const adminStateSchema = z.looseObject({ venues: z.array(anyJsonObject) });
/** A POS order (the simulator's shape; readers take what they know). */
export const posOrderSchema = anyJsonObject;

const gate = { 403: ['admin-only-on-loopback'] } as const;
const tableAction = {
  400: ['invalid-request', 'reserved-id', 'unknown-product', 'unknown-check', 'unknown-line', 'invalid-discount'],
  ...gate,
  404: ['venue-not-found', 'order-not-found'],
  422: ['amount-too-large'],
} as const;

export const adminPage = defineRoute({
  method: 'GET',
  path: '/sandbox/admin',
  summary: 'The admin page (HTML): every venue on the POS simulator and its forms.',
  tag: 'admin',
  responses: { 200: z.string().check(z.describe('text/html')) },
  errors: gate,
});

export const adminState = defineRoute({
  method: 'GET',
  path: '/sandbox/admin/state',
  summary: 'The POS state of every venue.',
  tag: 'admin',
  responses: { 200: adminStateSchema },
  errors: gate,
});

export const setVenueOnline = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/pos',
  summary: "Takes a venue's POS on- or offline.",
  tag: 'admin',
  params: venueParamsSchema,
  body: onlineBodySchema,
  responses: { 200: z.looseObject({ venueId: z.string(), online: z.boolean() }) },
  errors: { 400: ['invalid-request'], ...gate, 404: ['venue-not-found'] },
});

export const setTableOnline = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/tables/:tableId/pos',
  summary: "Takes one table's POS link on- or offline.",
  tag: 'admin',
  params: tableParamsSchema,
  body: onlineBodySchema,
  responses: { 200: z.looseObject({ venueId: z.string(), tableId: z.string(), online: z.boolean() }) },
  errors: { 400: ['invalid-request', 'reserved-id'], ...gate, 404: ['venue-not-found'] },
});

export const openOrder = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/tables/:tableId/orders',
  summary: 'Opens an order on a table of the POS.',
  tag: 'admin',
  params: tableParamsSchema,
  body: openOrderBodySchema,
  responses: { 201: posOrderSchema },
  errors: { ...tableAction, 409: ['order-already-open'], 422: ['amount-too-large', 'unknown-staff'] },
});

export const addItem = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/tables/:tableId/items',
  summary: "Adds a product to a table's open order.",
  tag: 'admin',
  params: tableParamsSchema,
  body: addItemBodySchema,
  responses: { 200: posOrderSchema },
  errors: tableAction,
});

export const setGuests = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/tables/:tableId/guests',
  summary: "Sets the number of guests of a table's open order.",
  tag: 'admin',
  params: tableParamsSchema,
  body: guestsBodySchema,
  responses: { 200: posOrderSchema },
  errors: tableAction,
});

export const takeTillPayment = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/tables/:tableId/payments',
  summary: "Takes a payment at the till on a table's open order.",
  tag: 'admin',
  params: tableParamsSchema,
  body: tillPaymentBodySchema,
  responses: { 200: posOrderSchema },
  errors: tableAction,
});

export const addDiscount = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/tables/:tableId/discounts',
  summary: "Adds a discount to a table's open order (to a line with lineId).",
  tag: 'admin',
  params: tableParamsSchema,
  body: discountBodySchema,
  responses: { 200: posOrderSchema },
  errors: tableAction,
});

export const closeOrder = defineRoute({
  method: 'POST',
  path: '/sandbox/admin/venues/:venueId/tables/:tableId/close',
  summary: "Closes a table's open order on the POS.",
  tag: 'admin',
  params: tableParamsSchema,
  responses: { 200: posOrderSchema },
  errors: tableAction,
});

/** One message the sandbox "sent" (SMS or e-mail), newest first. */
export const outboxMessageSchema = z.looseObject({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  attachment: z.nullable(z.object({ name: z.string(), url: z.string() })),
  createdAt: z.number(),
});

export const outboxMessages = defineRoute({
  method: 'GET',
  path: '/sandbox/outbox.json',
  summary: 'The last 200 messages the sandbox sent instead of SMS and e-mail (receipts, expense notes, login codes, links).',
  tag: 'admin',
  responses: { 200: z.looseObject({ messages: z.array(outboxMessageSchema) }) },
  errors: gate,
});

export const outboxPage = defineRoute({
  method: 'GET',
  path: '/sandbox/outbox',
  summary: 'The outbox page (HTML): the same messages, with their attachments.',
  tag: 'admin',
  responses: { 200: z.string().check(z.describe('text/html')) },
  errors: gate,
});

/** Every route of this module. */
export const adminRoutes = {
  adminPage,
  adminState,
  setVenueOnline,
  setTableOnline,
  openOrder,
  addItem,
  setGuests,
  takeTillPayment,
  addDiscount,
  closeOrder,
  outboxMessages,
  outboxPage,
} as const;
