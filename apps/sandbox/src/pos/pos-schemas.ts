import { z } from 'zod';

/** The largest single till payment or discount: 1,000,000 currency units at scale 5. */
export const MAX_POS_AMOUNT = 100_000_000_000;
/** The largest sum of an order's payments (or a check's discounts): keeps every bill total a safe integer. */
export const MAX_POS_TOTAL = 10 * MAX_POS_AMOUNT;

const scale5 = z.number().int().refine(Number.isSafeInteger, { message: 'must be a safe integer at scale 5' });
const positiveScale5 = scale5.refine((n) => n > 0, { message: 'must be above 0' });
const nonNegativeScale5 = scale5.refine((n) => n >= 0, { message: 'must be at least 0' });

/** Charge types and models of 1-core §3 "Charge". */
export const chargeTypeSchema = z.enum(['FEE', 'TAX', 'SERVICE_CHARGE', 'SALES_TAX', 'UNKNOWN']);
export const chargeModelSchema = z.enum(['FLAT', 'RATE']);

/** A charge on a check: FLAT carries an amount, RATE a rate in hundredths of a percent. */
export const posChargeSchema = z.object({
  type: chargeTypeSchema,
  model: chargeModelSchema,
  label: z.string().min(1).max(100),
  rate: z.number().int().min(0).max(100_000).default(0),
  amount: nonNegativeScale5.default(0),
  code: z.string().max(50).default(''),
});
export type PosCharge = z.infer<typeof posChargeSchema>;

export const posSubProductSchema = z.object({
  name: z.string().min(1).max(100),
  quantity: positiveScale5,
  unitPrice: nonNegativeScale5,
});

/** A product line of a check; `lineId` becomes the bill's productId. */
export const posLineSchema = z.object({
  lineId: z.string().min(1),
  posProductId: z.string().min(1),
  name: z.string().min(1).max(100),
  unitPrice: nonNegativeScale5,
  quantity: positiveScale5,
  taxRate: z.number().int().min(0).max(10_000).default(0),
  discounts: z.array(z.object({ label: z.string().min(1), unitAmount: positiveScale5 })).default([]),
  subProducts: z.array(posSubProductSchema).default([]),
});
export type PosLine = z.infer<typeof posLineSchema>;

/** A check (or a seat when the POS splits by seat): the bill's sub-order. */
export const posCheckSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  lines: z.array(posLineSchema),
  charges: z.array(posChargeSchema).default([]),
  discounts: z.array(z.object({ label: z.string().min(1), amount: positiveScale5 })).default([]),
});
export type PosCheck = z.infer<typeof posCheckSchema>;

/** Payment kinds the POS knows; SUNDAY is a registered app payment (reference = split id). */
export const posPaymentKindSchema = z.enum(['TILL', 'DEPOSIT', 'GIFT_CARD_APPLIED_ON_TILL', 'SMART_TERMINAL', 'PRE_AUTHORIZED', 'SUNDAY']);
export type PosPaymentKind = z.infer<typeof posPaymentKindSchema>;

export const posPaymentSchema = z.object({
  id: z.string().min(1),
  kind: posPaymentKindSchema,
  amount: positiveScale5,
  reference: z.string().nullable().default(null),
  paidAt: z.string(),
});
export type PosPayment = z.infer<typeof posPaymentSchema>;

export const posSplitModeSchema = z.enum(['NOT_SPLIT_ON_POS', 'SPLIT_BY_SEAT_ON_POS', 'SPLIT_BY_CHECK_ON_POS']);

/** An open order on a table. */
export const posOrderSchema = z.object({
  orderId: z.string().min(1),
  billId: z.string().min(1),
  tableId: z.string().min(1),
  orderCode: z.string(),
  numberOfGuests: z.number().int().min(0).max(99),
  posSplitMode: posSplitModeSchema,
  staff: z.object({ name: z.string(), posId: z.string() }),
  checks: z.array(posCheckSchema).min(1),
  payments: z.array(posPaymentSchema).default([]),
  closed: z.boolean().default(false),
  openedAt: z.string(),
  tabId: z.string().optional(),
  tabDisplayId: z.string().optional(),
});
export type PosOrder = z.infer<typeof posOrderSchema>;

/** The simulated POS of one venue. */
export const posStateSchema = z.object({
  venueId: z.string(),
  currency: z.string(),
  online: z.boolean(),
  /** Tables whose POS terminal is disconnected while the rest of the venue answers. */
  offlineTables: z.array(z.string()).default([]),
  nextSeq: z.number().int().default(1),
  orders: z.record(z.string(), posOrderSchema),
  catalog: z.array(z.object({ posProductId: z.string(), name: z.string(), unitPrice: nonNegativeScale5, taxRate: z.number().int().default(0) })),
  staff: z.array(z.object({ posId: z.string(), name: z.string() })),
  defaultCharges: z.array(posChargeSchema).default([]),
});
export type PosState = z.infer<typeof posStateSchema>;
