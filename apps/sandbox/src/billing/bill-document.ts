import { billSchema, money, subtract, sum, type CurrencyCode, type Money } from '@tableside/billing-domain';
import { billLines, billOrder, isActive, isSettled, orderTotal, splitsAmount, storedSplitSchema, type BillData, type StoredSplit } from './bill-model.js';

/** The amounts every split operation recomputes. */
export interface BillAmounts {
  total: Money;
  leftToPay: Money;
  forecastedLeftToPay: Money;
}

/** Payments taken outside the app (till, deposit, gift card, smart terminal, pre-authorised), as money. */
function outsidePayments(data: BillData): Money {
  const currency = data.currency;
  return sum(
    data.posOrder.payments.filter((p) => p.kind !== 'SUNDAY').map((p) => money(p.amount, currency)),
    currency,
  );
}

/**
 * leftToPay = total − settled app splits − payments outside the app; forecastedLeftToPay = leftToPay − ISSUED and
 * PENDING splits. `excludeSplitId` leaves one split out (its own reservation when it is updated or engaged).
 */
export function billAmounts(data: BillData, splits: readonly StoredSplit[], excludeSplitId?: string): BillAmounts {
  const currency: CurrencyCode = data.currency;
  const total = orderTotal(data.posOrder, currency);
  const settled = splitsAmount(
    splits.filter((s) => isSettled(s.status)),
    currency,
  );
  const leftToPay = subtract(subtract(total, settled), outsidePayments(data));
  const active = splitsAmount(
    splits.filter((s) => isActive(s.status) && s.id !== excludeSplitId),
    currency,
  );
  return { total, leftToPay, forecastedLeftToPay: subtract(leftToPay, active) };
}

/** What a split takes from one sub-order. */
export function splitShareOfSubOrder(split: StoredSplit, subOrderId: string): Money {
  const currency = split.billSplitAmount.currency;
  if (split.subOrderAmounts) return money(split.subOrderAmounts[subOrderId] ?? 0, currency);
  return split.subOrderId === subOrderId ? split.billSplitAmount : money(0, currency);
}

/** A sub-order's forecasted left to pay: its amount minus the settled and active splits on it. */
export function subOrderForecast(subOrderId: string, subOrderAmount: Money, splits: readonly StoredSplit[], excludeSplitId?: string): Money {
  const taken = splits.filter((s) => s.id !== excludeSplitId && (isActive(s.status) || isSettled(s.status))).map((s) => splitShareOfSubOrder(s, subOrderId));
  return subtract(subOrderAmount, sum(taken, subOrderAmount.currency));
}

/** Quantities per item held by item splits (settled only, or settled and active). */
export function heldQuantities(splits: readonly StoredSplit[], include: (split: StoredSplit) => boolean): Map<string, number> {
  const held = new Map<string, number>();
  for (const split of splits) {
    if (!include(split) || !split.items) continue;
    for (const [productId, quantity] of Object.entries(split.items)) held.set(productId, (held.get(productId) ?? 0) + quantity);
  }
  return held;
}

/** Removes the sandbox's bookkeeping fields so a split reads like the spec's stored bill split. */
export function toWireSplit(split: StoredSplit): Record<string, unknown> {
  // Parsing gives every answer the same key order, so one engagement always reads the same.
  const { subOrders: _subOrders, subOrderAmounts: _amounts, items: _items, leaseExpiresAt: _lease, ...wire } = storedSplitSchema.parse(split);
  return wire;
}

/**
 * A split as other diners read it on the bill document: what the bill page needs (amounts, status, type, modality,
 * consumer) and never its payment id, nor the engage request recorded with a failure (it carries the payment id).
 * The owner reads the full split with `GET /billing/bills/{billId}/splits/{splitId}`.
 */
export function toPublicSplit(split: StoredSplit): Record<string, unknown> {
  const { paymentId: _paymentId, error, ...rest } = toWireSplit(split);
  if (error === undefined) return rest;
  const { request: _request, ...publicError } = storedSplitSchema.shape.error.def.innerType.parse(error);
  return { ...rest, error: publicError };
}

/**
 * The bill document published at `bills/{billId}`: the spec's Bill (checked against billing-domain's schema)
 * plus `version`, with every split public (`toPublicSplit`): anyone at the table reads it.
 *
 * `publicSplits` keeps each split's public form between writes (the caller drops the splits it changed): a split is
 * rendered and checked once per change, not once per bill write.
 */
export function buildBillDocument(
  data: BillData,
  splits: readonly StoredSplit[],
  version: number,
  publicSplits: Map<string, Record<string, unknown>> = new Map(),
): Record<string, unknown> {
  const currency = data.currency;
  const amounts = billAmounts(data, splits);
  const settledHeld = heldQuantities(splits, (s) => isSettled(s.status));
  const unpaidItems = billLines(data.posOrder, currency)
    .map((line) => ({ productId: line.productId, quantity: line.quantity - (settledHeld.get(line.productId) ?? 0) }))
    .filter((item) => item.quantity > 0);
  const outside = data.posOrder.payments.filter((p) => p.kind !== 'SUNDAY');
  const otherSplit = (p: (typeof outside)[number], origin: string, withConsumer: boolean): Record<string, unknown> => ({
    splitId: p.id,
    splitType: 'OTHER',
    billSplitAmount: money(p.amount, currency),
    status: 'REGISTERED',
    origin,
    issuedAt: Date.parse(p.paidAt),
    ...(withConsumer ? { consumer: { guestId: `pos-${p.id}` } } : {}),
  });
  const rendered: Record<string, Record<string, unknown>> = {};
  const fresh = (split: StoredSplit): Record<string, unknown> => {
    const rendition = toPublicSplit(split);
    rendered[split.id] = rendition;
    publicSplits.set(split.id, rendition);
    return rendition;
  };
  const ongoing = data.ongoingSplitByShare;
  const document = {
    id: data.id,
    venueId: data.venueId,
    issuedAt: data.issuedAt,
    expireAt: data.expireAt,
    refreshedAt: data.refreshedAt,
    closed: data.closed,
    order: billOrder(data.posOrder, data.venueId, currency, (id, amount) => subOrderForecast(id, amount, splits)),
    totalBillAmount: amounts.total,
    leftToPay: amounts.leftToPay,
    forecastedLeftToPay: amounts.forecastedLeftToPay,
    ...(data.tabId ? { tabId: data.tabId } : {}),
    ...(data.tabDisplayId ? { tabDisplayId: data.tabDisplayId } : {}),
    sundayBillSplits: Object.fromEntries(splits.map((s) => [s.id, publicSplits.get(s.id) ?? fresh(s)])),
    nonSundayBillSplits: outside
      .filter((p) => p.kind === 'DEPOSIT' || p.kind === 'GIFT_CARD_APPLIED_ON_TILL')
      .map((p) => ({ type: p.kind, amount: money(p.amount, currency) })),
    tillPayments: outside.filter((p) => p.kind === 'TILL').map((p) => ({ id: p.id, amount: money(p.amount, currency), paidAt: Date.parse(p.paidAt) })),
    sundaySmartTerminalBillSplits: outside.filter((p) => p.kind === 'SMART_TERMINAL').map((p) => otherSplit(p, 'PDQ', true)),
    sundayPreAuthorizedBillSplits: outside.filter((p) => p.kind === 'PRE_AUTHORIZED').map((p) => otherSplit(p, 'PRE_AUTHORIZATION', false)),
    ...(ongoing
      ? {
          ongoingSplitByShare: {
            baseAmount: ongoing.baseAmount,
            numberOfGuests: ongoing.numberOfGuests,
            shares: ongoing.holders.reduce((n, h) => n + h.numberOfShares, 0),
          },
        }
      : {}),
    itemsManuallyMarkedAsPaid: [],
    unpaidItems,
    version,
  };
  // The splits kept from earlier writes were checked then: only the ones rendered now are checked again.
  const checked = billSchema.safeParse({ ...document, sundayBillSplits: rendered });
  if (!checked.success) {
    for (const id of Object.keys(rendered)) publicSplits.delete(id);
    throw new Error(`Bill ${data.id} breaks the Bill schema: ${checked.error.message}`);
  }
  return document;
}
