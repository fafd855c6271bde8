import { moneySchema } from '@tableside/billing-domain';
import { z } from 'zod';
import { consumerSchema } from './bill-model.js';

const scale5Amount = z.number().int().refine(Number.isSafeInteger, { message: 'must be a safe integer at scale 5' });
const positiveScale5 = scale5Amount.refine((n) => n > 0, { message: 'must be above 0' });

/** An amount on the wire: a scale-5 integer, or `{ amount, currency }`. */
const amountInput = z.union([positiveScale5, moneySchema.refine((m) => m.amount > 0, { message: 'amount must be above 0' })]);

/** relatedSubOrder: a sub-order id, `{ id }`, or nothing. */
const relatedSubOrder = z
  .union([z.string().min(1).max(200), z.object({ id: z.string().min(1).max(200) })])
  .nullable()
  .optional()
  .transform((v) => (v === null || v === undefined ? undefined : typeof v === 'string' ? v : v.id));

/** Items as a map of productId to scale-5 quantity, or a list of `{ productId, quantity }`. */
const itemsInput = z
  .union([
    z.record(z.string().min(1).max(200), positiveScale5),
    z.array(z.object({ productId: z.string().min(1).max(200), quantity: positiveScale5 })).max(500),
  ])
  .transform((items) => (Array.isArray(items) ? Object.fromEntries(items.map((i) => [i.productId, i.quantity])) : items))
  .refine((items) => Object.keys(items).length > 0, { message: 'select at least one item' });

/** Sub-order ids, as strings or `{ id }`. */
const subOrdersInput = z
  .array(z.union([z.string().min(1).max(200), z.object({ id: z.string().min(1).max(200) })]))
  .min(1)
  .max(50)
  .transform((list) => [...new Set(list.map((s) => (typeof s === 'string' ? s : s.id)))]);

const currencyCode = z.string().regex(/^[A-Z]{3}$/, { message: 'must be an ISO 4217 code' });
const count = z.number().int().min(1).max(32);

export const issueByAmountSchema = z.object({ splitAmount: amountInput, currencyCode: currencyCode.optional(), consumer: consumerSchema, relatedSubOrder });
export const issueBySubOrdersSchema = z.object({ subOrders: subOrdersInput, consumer: consumerSchema, relatedSubOrder });
export const issueByShareSchema = z.object({ numberOfShares: count, numberOfGuests: count, consumer: consumerSchema, baseAmount: amountInput, relatedSubOrder });
export const issueByItemsSchema = z.object({ items: itemsInput, consumer: consumerSchema, relatedSubOrder });
export const issueLeftToPaySchema = z.object({ consumer: consumerSchema, relatedSubOrder });
export const updateByAmountSchema = z.object({ newSplitAmount: amountInput, currencyCode: currencyCode.optional(), consumer: consumerSchema });
export const updateBySubOrdersSchema = z.object({ subOrders: subOrdersInput, consumer: consumerSchema });
export const updateByShareSchema = z.object({ numberOfShares: count, numberOfGuests: count, baseAmount: amountInput, consumer: consumerSchema });
export const updateByItemsSchema = z.object({ items: itemsInput, consumer: consumerSchema });
/** `paymentId` is optional: the server generates `pay_<uuid>` and answers it; a client's id is bounded like one. */
export const engageSchema = z.object({
  paymentId: z.string().min(1).max(100).regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id (letters, digits, _ - : .)' }).optional(),
  consumer: consumerSchema,
});
export const disengageSchema = z.object({ billId: z.string().optional(), splitId: z.string().optional() }).nullable().optional();

/** What a split is issued or updated on, after parsing. */
export type SplitIntent =
  | { kind: 'BY_AMOUNT'; amount: number | { amount: number; currency: string }; currencyCode?: string }
  | { kind: 'BY_SUB_ORDERS'; subOrders: string[] }
  | { kind: 'BY_SHARE'; numberOfShares: number; numberOfGuests: number; baseAmount: number | { amount: number; currency: string } }
  | { kind: 'BY_ITEMS'; items: Record<string, number> }
  | { kind: 'LEFT_TO_PAY' };
