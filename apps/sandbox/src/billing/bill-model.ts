import { add, allocate, money, multiplyByQuantity, multiplyByRate, subtract, sum, type CurrencyCode, type Money } from '@tableside/billing-domain';
import type { billSplitStatusSchema } from '@tableside/billing-domain';
import {
  isChargeIncludedInPrices,
  isIssuedSplitStatus,
  isPendingSplitStatus,
  isSettledSplitStatus,
  moneySchema,
  storedBillSplitSchema,
} from '@tableside/billing-domain';
import { z } from 'zod';
import { posOrderSchema, type PosCharge, type PosCheck, type PosOrder } from '../pos/pos-schemas.js';

/** Split statuses (1-core §4 "Split statuses"). */
export type SplitStatus = z.infer<typeof billSplitStatusSchema>;

/** "PAID and REGISTERED count as a successful payment; the two fully-discounted statuses count as settled" (1-core §4). */
export function isSettled(status: SplitStatus): boolean {
  return isSettledSplitStatus(status);
}

/** ISSUED and PENDING splits reserve part of the left to pay (forecasted = left to pay minus them). */
export function isActive(status: SplitStatus): boolean {
  return isIssuedSplitStatus(status) || isPendingSplitStatus(status);
}

/** Who a split belongs to, as shown on bill documents: the guest id is public, the token never is. */
export const consumerSchema = z.object({
  guestId: z.string().min(1).max(200),
  sundayUserId: z.string().min(1).max(200).optional(),
  displayName: z.string().min(1).max(100).optional(),
});
export type Consumer = z.infer<typeof consumerSchema>;

/** What a split was issued on (the wire `splitType` keeps the spec's BY_ITEMS, BY_SHARE, BY_AMOUNT). */
export const issueKindSchema = z.enum(['BY_AMOUNT', 'BY_SHARE', 'BY_ITEMS', 'BY_SUB_ORDERS', 'LEFT_TO_PAY']);
export type IssueKind = z.infer<typeof issueKindSchema>;

/** A diner's split as stored: the spec's stored bill split plus the sandbox's bookkeeping. */
export const storedSplitSchema = z.object({
  ...storedBillSplitSchema.shape,
  id: z.string(),
  billId: z.string(),
  issueKind: issueKindSchema,
  consumer: consumerSchema,
  items: z.record(z.string(), z.number().int()).optional(),
  subOrders: z.array(z.string()).optional(),
  subOrderAmounts: z.record(z.string(), z.number().int()).optional(),
  paidAt: z.number().optional(),
  /** While ISSUED: when its lease lapses unless a heartbeat or an action on the split renews it (epoch ms). */
  leaseExpiresAt: z.number().optional(),
  /** When a PENDING split was engaged: its payment must succeed within the engagement lease. */
  engagedAt: z.number().optional(),
});
export type StoredSplit = z.infer<typeof storedSplitSchema>;

/** Who holds which shares of the ongoing split by share. */
export const shareHolderSchema = z.object({ splitId: z.string(), numberOfShares: z.number().int(), guestId: z.string() });
export type ShareHolder = z.infer<typeof shareHolderSchema>;

/** A split released because its lease lapsed (what its diner is told when they come back). */
export const expiredSplitSchema = z.object({ splitId: z.string(), guestId: z.string(), expiredAt: z.number() });
export type ExpiredSplit = z.infer<typeof expiredSplitSchema>;

/** The bill row's JSON: what the POS sync and the split operations maintain besides the splits table. */
export const billDataSchema = z.object({
  id: z.string(),
  venueId: z.string(),
  tableId: z.string(),
  currency: z.string(),
  issuedAt: z.number(),
  expireAt: z.number(),
  refreshedAt: z.number(),
  closed: z.boolean(),
  tabId: z.string().optional(),
  tabDisplayId: z.string().optional(),
  posOrder: posOrderSchema,
  ongoingSplitByShare: z.object({ baseAmount: moneySchema, numberOfGuests: z.number().int(), holders: z.array(shareHolderSchema) }).nullable(),
  /** Splits released because their lease lapsed, so their diner is told so (`bill-split-expired`); newest last. */
  expiredSplits: z.array(expiredSplitSchema).default([]),
});
export type BillData = z.infer<typeof billDataSchema>;

/** A product line of the bill with its unit price after discounts. */
export interface BillLine {
  productId: string;
  subOrderId: string;
  quantity: number;
  unitPriceAfterTaxAndDiscount: Money;
  rateCharges: PosCharge[];
}

function chargesAdded(charge: PosCharge): boolean {
  return !isChargeIncludedInPrices(charge);
}

function unitPrices(line: PosCheck['lines'][number], currency: CurrencyCode): { afterTax: Money; afterTaxAndDiscount: Money } {
  const subs = sum(
    line.subProducts.map((s) => multiplyByQuantity(money(s.unitPrice, currency), s.quantity)),
    currency,
  );
  const afterTax = add(money(line.unitPrice, currency), subs);
  const discounts = sum(
    line.discounts.map((d) => money(d.unitAmount, currency)),
    currency,
  );
  return { afterTax, afterTaxAndDiscount: subtract(afterTax, discounts) };
}

function chargeAmount(charge: PosCharge, base: Money): Money {
  if (charge.model === 'FLAT') return money(charge.amount, base.currency);
  // VAT is already in the prices: its amount is base × rate / (1 + rate), not base × rate.
  if (!chargesAdded(charge))
    return charge.rate > 0 && base.amount > 0 ? (allocate(base, [charge.rate, 10_000])[0] ?? money(0, base.currency)) : money(0, base.currency);
  return multiplyByRate(base, charge.rate);
}

/** The check's amounts: products after discounts, check discounts, charges and the sub-order total. */
export function checkAmounts(
  check: PosCheck,
  currency: CurrencyCode,
): { products: Money; discounts: Money; charges: { charge: PosCharge; chargedAmount: Money }[]; total: Money } {
  const products = sum(
    check.lines.map((l) => multiplyByQuantity(unitPrices(l, currency).afterTaxAndDiscount, l.quantity)),
    currency,
  );
  const discounts = sum(
    check.discounts.map((d) => money(d.amount, currency)),
    currency,
  );
  const base = subtract(products, discounts);
  const charges = check.charges.map((charge) => ({ charge, chargedAmount: chargeAmount(charge, base) }));
  const added = sum(
    charges.filter((c) => chargesAdded(c.charge)).map((c) => c.chargedAmount),
    currency,
  );
  return { products, discounts, charges, total: add(base, added) };
}

/** Every product line of an order. */
export function billLines(order: PosOrder, currency: CurrencyCode): BillLine[] {
  return order.checks.flatMap((check) =>
    check.lines.map((line) => ({
      productId: line.lineId,
      subOrderId: check.id,
      quantity: line.quantity,
      unitPriceAfterTaxAndDiscount: unitPrices(line, currency).afterTaxAndDiscount,
      rateCharges: check.charges.filter((c) => c.model === 'RATE' && chargesAdded(c)),
    })),
  );
}

/** The amount of a selection of items: each line's price times quantity plus its check's rate charges. */
export function itemsAmount(lines: readonly BillLine[], items: Record<string, number>, currency: CurrencyCode): Money {
  return sum(
    Object.entries(items).map(([productId, quantity]) => {
      const line = lines.find((l) => l.productId === productId);
      if (!line) throw new Error(`Unknown item ${productId}`);
      const base = multiplyByQuantity(line.unitPriceAfterTaxAndDiscount, quantity);
      return add(
        base,
        sum(
          line.rateCharges.map((c) => multiplyByRate(base, c.rate)),
          currency,
        ),
      );
    }),
    currency,
  );
}

/** The total of an order. */
export function orderTotal(order: PosOrder, currency: CurrencyCode): Money {
  return sum(
    order.checks.map((c) => checkAmounts(c, currency).total),
    currency,
  );
}

/** The bill's `order` as the spec reads it (sub-orders with products, discounts and charges). */
export function billOrder(
  order: PosOrder,
  venueId: string,
  currency: CurrencyCode,
  subOrderForecast: (subOrderId: string, subOrderAmount: Money) => Money,
): Record<string, unknown> {
  return {
    subOrders: order.checks.map((check) => {
      const amounts = checkAmounts(check, currency);
      return {
        id: check.id,
        name: check.name,
        quantifiedProducts: check.lines.map((line) => {
          const prices = unitPrices(line, currency);
          return {
            productId: line.lineId,
            quantity: line.quantity,
            product: {
              name: line.name,
              posProductId: line.posProductId,
              unitPriceAfterTax: prices.afterTax,
              unitPriceAfterTaxAndDiscount: prices.afterTaxAndDiscount,
              discounts: line.discounts.map((d) => ({ label: d.label, unitAmount: money(d.unitAmount, currency) })),
              subProducts: line.subProducts.map((s) => ({ name: s.name, quantity: s.quantity, unitPriceAfterTax: money(s.unitPrice, currency) })),
              exclusiveCharges: [],
              taxRate: line.taxRate,
            },
          };
        }),
        discounts: check.discounts.map((d) => ({ label: d.label, amount: money(d.amount, currency) })),
        charges: amounts.charges.map(({ charge, chargedAmount }) => ({
          type: charge.type,
          model: charge.model,
          label: charge.label,
          rate: charge.rate,
          chargedAmount,
          code: charge.code,
        })),
        forecastedLeftToPay: subOrderForecast(check.id, amounts.total),
        subOrderAmount: amounts.total,
      };
    }),
    numberOfGuests: order.numberOfGuests,
    posSplitMode: order.posSplitMode,
    staff: order.staff,
    tableId: order.tableId,
    orderCode: order.orderCode,
    venueId,
    consistency: 'CONSISTENT',
    violations: [],
  };
}

/** Sums split amounts. */
export function splitsAmount(splits: readonly { billSplitAmount: Money }[], currency: CurrencyCode): Money {
  return sum(
    splits.map((s) => s.billSplitAmount),
    currency,
  );
}

/** The share amounts of a split by share: largest-remainder parts of the base, never `base / n`. */
export function shareAmount(base: Money, numberOfGuests: number, firstShare: number, numberOfShares: number): Money {
  const parts = allocate(
    base,
    Array.from({ length: numberOfGuests }, () => 1),
  );
  return sum(parts.slice(firstShare, firstShare + numberOfShares), base.currency);
}
