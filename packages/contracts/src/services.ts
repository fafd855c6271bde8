import { moneySchema, tipsPredictionResponseSchema, voucherErrorCodeSchema, voucherResultSchema } from '@tableside/billing-domain';
import { z } from 'zod';
import { defineRoute } from './route.js';

// Identity, tips prediction, the waiter link and the one client write of the realtime store (1-core §7, 2-paying §7).

const rate = z.number().finite().min(0).max(100_000);

/** The body of `POST /tips-suggestion/predict-tips-suggestions` (2-paying §7). */
export const tipsPredictionRequestSchema = z
  .object({
    businessId: z.string().min(1),
    billId: z.string().min(1),
    splitAmount: moneySchema.refine((m) => m.amount >= 0, { message: 'amount must be at least 0' }),
    totalAmount: moneySchema.refine((m) => m.amount >= 0, { message: 'amount must be at least 0' }),
    productNames: z.array(z.string()).default([]),
    numberOfClients: z.number().int().min(0).max(1000),
    openedAt: z.union([z.number(), z.string()]).nullish(),
    lowTipsRate: rate,
    mediumTipsRate: rate,
    highTipsRate: rate,
    staffName: z.string().nullish(),
  })
  .refine((body) => body.splitAmount.currency === body.totalAmount.currency, {
    message: 'must be in the currency of totalAmount',
    path: ['splitAmount', 'currency'],
  });

/** The three predicted tip rates (billing-domain's answer schema: the client reads it, the sandbox answers it). */
export { tipsPredictionResponseSchema };

export const waiterParamsSchema = z.object({ enrollmentId: z.string().min(1).max(200), posId: z.string().min(1).max(200) });
export const waiterLinkResponseSchema = z.looseObject({ linked: z.boolean() });

/** A new guest: its id, its signed token (sent as x-tableside-guest-token) and when it was made. */
/** `createdAt` is epoch milliseconds from the sandbox; an ISO date is read too. */
export const anonymousGuestResponseSchema = z.looseObject({
  guestId: z.string().min(1),
  token: z.string().min(1),
  createdAt: z.union([z.string(), z.number()]),
});

export const markedAsPaidParamsSchema = z.object({
  billId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_\-:@]+$/, 'billId must be an id'),
});
export const markedAsPaidBodySchema = z
  .object({
    productId: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_\-:.@]+$/, 'productId must be an id')
      .refine((id) => !/^\.+$/.test(id), 'productId must be an id'),
    /** Scale-5 quantity (100000 is one unit). */
    quantity: z.number().int().positive().max(1e12),
  })
  .strict();
export const markedAsPaidResponseSchema = z.looseObject({ id: z.string(), valueAtScale5: z.number() });

const voucherIdField = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id' });
export const voucherParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });
/** A voucher checked against an amount of a business, or (with billId and splitId) applied to the diner's split. */
export const voucherBodySchema = z
  .object({
    amount: moneySchema.refine((m) => m.amount >= 0, { message: 'amount must be at least 0' }).optional(),
    businessId: z.string().min(1).max(200).optional(),
    /** With `splitId`: applies the voucher to the split (the owner's token), evaluated against what it owes. */
    billId: voucherIdField.optional(),
    splitId: voucherIdField.optional(),
  })
  .superRefine((value, context) => {
    const onSplit = value.billId !== undefined || value.splitId !== undefined;
    if (onSplit && (value.billId === undefined || value.splitId === undefined)) {
      context.addIssue({ code: 'custom', path: [value.billId === undefined ? 'billId' : 'splitId'], message: 'billId and splitId go together' });
    }
    if (!onSplit && value.amount === undefined) context.addIssue({ code: 'custom', path: ['amount'], message: 'Required' });
    if (!onSplit && value.businessId === undefined) context.addIssue({ code: 'custom', path: ['businessId'], message: 'Required' });
  });
/** A voucher that applies: its discount and what is left to pay (billing-domain's answer schema). */
export const voucherResponseSchema = voucherResultSchema;

export const anonymousGuest = defineRoute({
  method: 'POST',
  path: '/identity/anonymous',
  summary: 'A new anonymous guest and its signed token.',
  tag: 'identity',
  responses: { 201: anonymousGuestResponseSchema },
  errors: {},
});

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
