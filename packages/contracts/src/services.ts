import { moneySchema, tipsPredictionResponseSchema, voucherErrorCodeSchema, voucherResultSchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { anonymousGuest } from './identity.js';
import { defineRoute } from './route.js';

export { anonymousGuest, anonymousGuestResponseSchema } from './identity.js';

// Identity (its own module, `./identity`: the scan needs it before anything else), tips prediction, the waiter link
// and the one client write of the realtime store (1-core §7, 2-paying §7).

const rate = z.number().check(z.minimum(0), z.maximum(100_000));

/** The body of `POST /tips-suggestion/predict-tips-suggestions` (2-paying §7). */
export const tipsPredictionRequestSchema = z
  .object({
    businessId: z.string().check(z.minLength(1)),
    billId: z.string().check(z.minLength(1)),
    splitAmount: moneySchema.check(z.refine((m) => m.amount >= 0, { message: 'amount must be at least 0' })),
    totalAmount: moneySchema.check(z.refine((m) => m.amount >= 0, { message: 'amount must be at least 0' })),
    productNames: z._default(z.array(z.string()), []),
    numberOfClients: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
    openedAt: z.nullish(z.union([z.number(), z.string()])),
    lowTipsRate: rate,
    mediumTipsRate: rate,
    highTipsRate: rate,
    staffName: z.nullish(z.string()),
  })
  .check(
    z.refine((body) => body.splitAmount.currency === body.totalAmount.currency, {
      message: 'must be in the currency of totalAmount',
      path: ['splitAmount', 'currency'],
    }),
  );

/** The three predicted tip rates (billing-domain's answer schema: the client reads it, the sandbox answers it). */
export { tipsPredictionResponseSchema };

export const waiterParamsSchema = z.object({
  enrollmentId: z.string().check(z.minLength(1), z.maxLength(200)),
  posId: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const waiterLinkResponseSchema = z.looseObject({ linked: z.boolean() });

export const markedAsPaidParamsSchema = z.object({
  billId: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_\-:@]+$/, 'billId must be an id')),
});
export const markedAsPaidBodySchema = z.strictObject({
  productId: z.string().check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^[A-Za-z0-9_\-:.@]+$/, 'productId must be an id'),
    z.refine((id) => !/^\.+$/.test(id), 'productId must be an id'),
  ),
  /** Scale-5 quantity (100000 is one unit). */
  quantity: z.number().check(z.int(), z.positive(), z.maximum(1e12)),
});
export const markedAsPaidResponseSchema = z.looseObject({ id: z.string(), valueAtScale5: z.number() });

const voucherIdField = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id' }));
export const voucherParamsSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
/** A voucher checked against an amount of a business, or (with billId and splitId) applied to the diner's split. */
export const voucherBodySchema = z
  .object({
    amount: z.optional(moneySchema.check(z.refine((m) => m.amount >= 0, { message: 'amount must be at least 0' }))),
    businessId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    /** With `splitId`: applies the voucher to the split (the owner's token), evaluated against what it owes. */
    billId: z.optional(voucherIdField),
    splitId: z.optional(voucherIdField),
  })
  .check(
    z.superRefine((value, context) => {
      const onSplit = value.billId !== undefined || value.splitId !== undefined;
      if (onSplit && (value.billId === undefined || value.splitId === undefined)) {
        context.addIssue({ code: 'custom', path: [value.billId === undefined ? 'billId' : 'splitId'], message: 'billId and splitId go together' });
      }
      if (!onSplit && value.amount === undefined) context.addIssue({ code: 'custom', path: ['amount'], message: 'Required' });
      if (!onSplit && value.businessId === undefined) context.addIssue({ code: 'custom', path: ['businessId'], message: 'Required' });
    }),
  );
/** A voucher that applies: its discount and what is left to pay (billing-domain's answer schema). */
export const voucherResponseSchema = voucherResultSchema;

export const predictTipsSuggestions = defineRoute({
  method: 'POST',
  path: '/tips-suggestion/predict-tips-suggestions',
  summary: 'The three tip rates suggested for a split (2-paying §7).',
  tag: 'services',
  body: tipsPredictionRequestSchema,
  responses: { 200: tipsPredictionResponseSchema },
  errors: { 400: ['invalid-request'] },
});

export const waiterLinked = defineRoute({
  method: 'GET',
  path: '/waiter-app-backend/enrollments/:enrollmentId/waiter-name/:posId/linked',
  summary: 'Whether the POS staff member has a linked waiter account (2-paying §4).',
  tag: 'services',
  params: waiterParamsSchema,
  responses: { 200: waiterLinkResponseSchema },
  errors: { 400: ['invalid-request'] },
});

export const markItemsAsPaid = defineRoute({
  method: 'POST',
  path: '/billing/bills/:billId/items-manually-marked-as-paid',
  summary: 'Adds a quantity of a bill line to what is marked as paid by hand (1-core §7).',
  tag: 'billing',
  guest: true,
  params: markedAsPaidParamsSchema,
  body: markedAsPaidBodySchema,
  responses: { 200: markedAsPaidResponseSchema },
  errors: { 400: ['invalid-request'], 401: ['invalid-guest-token'], 404: ['bill-not-found'], 409: ['quantity-exceeds-bill'], 422: ['unknown-product'] },
});

export const applyVoucher = defineRoute({
  method: 'POST',
  path: '/payment/vouchers/:code',
  summary: "Checks a voucher against an amount, or applies it to the diner's split (2-paying §7); 422 with the failure code as type.",
  tag: 'payment',
  params: voucherParamsSchema,
  body: voucherBodySchema,
  responses: { 200: voucherResponseSchema },
  errors: {
    400: ['invalid-request'],
    401: ['invalid-guest-token'],
    403: ['not-split-owner'],
    404: ['bill-split-not-found'],
    409: ['split-not-editable'],
    422: voucherErrorCodeSchema.options,
  },
});

/** Every route of this module. */
export const servicesRoutes = { anonymousGuest, predictTipsSuggestions, waiterLinked, markItemsAsPaid, applyVoucher } as const;
