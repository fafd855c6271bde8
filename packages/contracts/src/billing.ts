import { moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { consumerSchema, idSchema } from './common.js';
import {
  billSplitResponseSchema,
  engagedSplitResponseSchema,
  forecastChargesResponseSchema,
  issuedSplitResponseSchema,
  refreshResponseSchema,
  splitLeaseResponseSchema,
  tableOpenBillResponseSchema,
} from './billing-answers.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------------------------
// Request parts (1-core §7, 2-paying §7).

export const billParamsSchema = z.object({ billId: idSchema });
export const splitParamsSchema = z.object({ billId: idSchema, splitId: idSchema });
export const tableParamsSchema = z.object({ tableId: idSchema });
export const tableDeviceParamsSchema = z.object({ deviceId: idSchema });

const scale5Amount = z.number().check(z.int(), z.refine(Number.isSafeInteger, { message: 'must be a safe integer at scale 5' }));
const positiveScale5 = scale5Amount.check(z.refine((n) => n > 0, { message: 'must be above 0' }));

/** An amount on the wire: a scale-5 integer, or `{ amount, currency }`. */
const amountInput = z.union([positiveScale5, moneySchema.check(z.refine((m) => m.amount > 0, { message: 'amount must be above 0' }))]);

/** relatedSubOrder: a sub-order id, `{ id }`, or nothing. */
const relatedSubOrder = z.pipe(
  z.optional(z.nullable(z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) })]))),
  z.transform((v) => (v === null || v === undefined ? undefined : typeof v === 'string' ? v : v.id)),
);

/** Items as a map of productId to scale-5 quantity, or a list of `{ productId, quantity }`. */
const itemsInput = z
  .pipe(
    z.union([
      z.record(z.string().check(z.minLength(1), z.maxLength(200)), positiveScale5),
      z.array(z.object({ productId: z.string().check(z.minLength(1), z.maxLength(200)), quantity: positiveScale5 })).check(z.maxLength(500)),
    ]),
    z.transform((items) => (Array.isArray(items) ? Object.fromEntries(items.map((i) => [i.productId, i.quantity])) : items)),
  )
  .check(z.refine((items) => Object.keys(items).length > 0, { message: 'select at least one item' }));

/** Sub-order ids, as strings or `{ id }`. */
const subOrdersInput = z.pipe(
  z
    .array(z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) })]))
    .check(z.minLength(1), z.maxLength(50)),
  z.transform((list) => [...new Set(list.map((s) => (typeof s === 'string' ? s : s.id)))]),
);

const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/, { message: 'must be an ISO 4217 code' }));
const count = z.number().check(z.int(), z.minimum(1), z.maximum(32));

export const issueByAmountBodySchema = z.object({
  splitAmount: amountInput,
  currencyCode: z.optional(currencyCode),
  consumer: consumerSchema,
  relatedSubOrder,
});
export const issueBySubOrdersBodySchema = z.object({ subOrders: subOrdersInput, consumer: consumerSchema, relatedSubOrder });
export const issueByShareBodySchema = z.object({
  numberOfShares: count,
  numberOfGuests: count,
  consumer: consumerSchema,
  baseAmount: amountInput,
  relatedSubOrder,
});
export const issueByItemsBodySchema = z.object({ items: itemsInput, consumer: consumerSchema, relatedSubOrder });
export const issueLeftToPayBodySchema = z.object({ consumer: consumerSchema, relatedSubOrder });
export const updateByAmountBodySchema = z.object({ newSplitAmount: amountInput, currencyCode: z.optional(currencyCode), consumer: consumerSchema });
export const updateBySubOrdersBodySchema = z.object({ subOrders: subOrdersInput, consumer: consumerSchema });
export const updateByShareBodySchema = z.object({ numberOfShares: count, numberOfGuests: count, baseAmount: amountInput, consumer: consumerSchema });
export const updateByItemsBodySchema = z.object({ items: itemsInput, consumer: consumerSchema });
/** `paymentId` is optional: the server generates `pay_<uuid>` and answers it; a client's id is bounded like one. */
export const engageBodySchema = z.object({
  paymentId: z.optional(
    z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id (letters, digits, _ - : .)' })),
  ),
  consumer: consumerSchema,
});
/** The ids of the path again, optionally; they must agree with it. */
export const disengageBodySchema = z.optional(z.nullable(z.object({ billId: z.optional(z.string()), splitId: z.optional(z.string()) })));

// Answers: in their own module (billing-answers.ts), so a client that parses them pulls nothing else.
export {
  billSplitResponseSchema,
  engagedSplitResponseSchema,
  forecastChargesResponseSchema,
  issuedSplitResponseSchema,
  refreshResponseSchema,
  splitLeaseResponseSchema,
  tableOpenBillResponseSchema,
} from './billing-answers.js';

// ---------------------------------------------------------------------------------------------------------------
// Routes.

const guestRefusals = { 401: ['invalid-guest-token'], 403: ['not-split-owner', 'consumer-mismatch'] } as const;
const splitRefusals = { 404: ['bill-not-found', 'bill-split-not-found'], 410: ['bill-split-expired'] } as const;
const splitRulesRefusals = [
  'invalid-split-amount',
  'invalid-split-by-share',
  'split-amount-under-minimum',
  'split-amount-not-whole-cents',
  'quantity-exceeds-bill',
  'unknown-sub-order',
  'unknown-item',
  'currency-mismatch',
  'left-to-pay-would-be-under-minimum',
  'bill-split-exceeds-forecasted-left-to-pay',
  'split-anomaly-detected',
  'nothing-to-charge',
] as const;

export const refreshTable = defineRoute({
  method: 'PUT',
  path: '/refresh-bill-scheduler/tables/:tableId/refresh',
  summary: 'Refreshes the bill of a table from the POS; answers the advised delay before the next refresh.',
  tag: 'billing',
  params: tableParamsSchema,
  responses: { 200: refreshResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['table-device-not-found', 'venue-not-found', 'bill-not-found'] },
});

/** The table landing's redirect in one call (issue 12 "Cut the waterfall"), instead of three subscriptions and a refresh. */
export const tableOpenBill = defineRoute({
  method: 'PUT',
  path: '/refresh-bill-scheduler/table-devices/:deviceId/open-bill',
  summary: "Refreshes a table device's table from the POS; answers its venue, table, the advised delay and the displayable open bill.",
  tag: 'billing',
  params: tableDeviceParamsSchema,
  responses: { 200: tableOpenBillResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['table-device-not-found'] },
});

export const refreshBill = defineRoute({
  method: 'PUT',
  path: '/refresh-bill-scheduler/bills/:billId/refresh',
  summary: 'Refreshes a bill from the POS; answers the advised delay before the next refresh.',
  tag: 'billing',
  params: billParamsSchema,
  responses: { 200: refreshResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['bill-not-found'] },
});

export const getSplit = defineRoute({
  method: 'GET',
  path: '/billing/bills/:billId/splits/:splitId',
  summary: "Reads the diner's own split (and renews its lease).",
  tag: 'billing',
  guest: true,
  params: splitParamsSchema,
  responses: { 200: z.looseObject(billSplitResponseSchema.shape) },
  errors: { 400: ['invalid-request'], ...guestRefusals, ...splitRefusals },
});

export const splitHeartbeat = defineRoute({
  method: 'PUT',
  path: '/billing/bills/:billId/splits/:splitId/heartbeat',
  summary: "Renews the lease of the diner's ISSUED split.",
  tag: 'billing',
  guest: true,
  params: splitParamsSchema,
  responses: { 200: z.looseObject(splitLeaseResponseSchema.shape) },
  errors: { 400: ['invalid-request'], ...guestRefusals, ...splitRefusals },
});

export const forecastCharges = defineRoute({
  method: 'GET',
  path: '/billing/bills/:billId/splits/:splitId/forecast-charges',
  summary: "The charges the diner's split would add (service, fees).",
  tag: 'billing',
  guest: true,
  params: splitParamsSchema,
  responses: { 200: forecastChargesResponseSchema },
  errors: { 400: ['invalid-request'], ...guestRefusals, ...splitRefusals },
});

function issueRoute<const K extends string, B extends z.core.$ZodType>(kind: K, body: B, summary: string) {
  return defineRoute({
    method: 'POST',
    path: `/billing/bills/:billId/splits/${kind}`,
    summary,
    tag: 'billing',
    guest: true,
    params: billParamsSchema,
    body,
    responses: { 201: issuedSplitResponseSchema },
    errors: { 400: ['invalid-request'], ...guestRefusals, 404: ['bill-not-found'], 409: ['split-not-editable'], 422: splitRulesRefusals },
  });
}

function updateRoute<const K extends string, B extends z.core.$ZodType>(kind: K, body: B, summary: string) {
  return defineRoute({
    method: 'PUT',
    path: `/billing/bills/:billId/splits/:splitId/${kind}`,
    summary,
    tag: 'billing',
    guest: true,
    params: splitParamsSchema,
    body,
    responses: { 200: issuedSplitResponseSchema },
    errors: { 400: ['invalid-request'], ...guestRefusals, ...splitRefusals, 409: ['split-not-editable', 'split-already-settled'], 422: splitRulesRefusals },
  });
}

export const issueByAmount = issueRoute('by-amount', issueByAmountBodySchema, 'Issues a split of an amount.');
export const issueBySubOrders = issueRoute('by-sub-orders', issueBySubOrdersBodySchema, 'Issues a split of sub-orders (checks or seats).');
export const issueByShare = issueRoute('by-share', issueByShareBodySchema, 'Issues a split of shares among guests.');
export const issueByItems = issueRoute('by-items', issueByItemsBodySchema, 'Issues a split of items.');
export const issueLeftToPay = issueRoute('left-to-pay', issueLeftToPayBodySchema, 'Issues a split of all that is left to pay.');
export const updateByAmount = updateRoute('by-amount', updateByAmountBodySchema, 'Changes the amount of an ISSUED split.');
export const updateBySubOrders = updateRoute('by-sub-orders', updateBySubOrdersBodySchema, 'Changes the sub-orders of an ISSUED split.');
export const updateByShare = updateRoute('by-share', updateByShareBodySchema, 'Changes the shares of an ISSUED split.');
export const updateByItems = updateRoute('by-items', updateByItemsBodySchema, 'Changes the items of an ISSUED split.');

export const engagePayment = defineRoute({
  method: 'PATCH',
  path: '/billing/bills/:billId/splits/:splitId/engage-payment',
  summary: 'Engages a payment on the split (PENDING); the server generates the payment id unless one is proposed.',
  tag: 'billing',
  guest: true,
  params: splitParamsSchema,
  body: engageBodySchema,
  responses: { 200: engagedSplitResponseSchema },
  errors: {
    400: ['invalid-request'],
    ...guestRefusals,
    ...splitRefusals,
    409: ['payment-id-already-used', 'split-already-settled', 'split-not-editable', 'bill-split-amount-changed-between-issue-and-engage'],
    422: splitRulesRefusals,
  },
});

export const disengage = defineRoute({
  method: 'PATCH',
  path: '/billing/bills/:billId/splits/:splitId/disengage',
  summary: 'Releases the payment engaged on the split (back to ISSUED).',
  tag: 'billing',
  guest: true,
  params: splitParamsSchema,
  body: disengageBodySchema,
  responses: { 200: z.looseObject({}) },
  errors: { 400: ['invalid-request'], ...guestRefusals, ...splitRefusals, 409: ['split-already-settled'] },
});

export const cancelSplit = defineRoute({
  method: 'DELETE',
  path: '/billing/bills/:billId/splits/:splitId',
  summary: "Cancels the diner's split.",
  tag: 'billing',
  guest: true,
  params: splitParamsSchema,
  responses: { 204: null },
  errors: { 400: ['invalid-request'], ...guestRefusals, ...splitRefusals, 409: ['split-already-settled'] },
});

export const fullyDiscount = defineRoute({
  method: 'POST',
  path: '/billing/bills/:billId/splits/:splitId/fully-discount',
  summary: 'Settles a split its vouchers or discounts pay in full.',
  tag: 'billing',
  guest: true,
  params: splitParamsSchema,
  responses: { 200: z.looseObject({}) },
  errors: { 400: ['invalid-request'], ...guestRefusals, ...splitRefusals, 409: ['split-already-settled', 'virtual-discount-could-not-be-burnt'] },
});

/** Every billing route, for the OpenAPI document and the error-case tests. */
export const billingRoutes = {
  refreshTable,
  tableOpenBill,
  refreshBill,
  getSplit,
  splitHeartbeat,
  forecastCharges,
  issueByAmount,
  issueBySubOrders,
  issueByShare,
  issueByItems,
  issueLeftToPay,
  updateByAmount,
  updateBySubOrders,
  updateByShare,
  updateByItems,
  engagePayment,
  disengage,
  cancelSplit,
  fullyDiscount,
} as const;
