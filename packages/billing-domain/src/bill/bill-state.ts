import { greaterThanOrEqual, isPositive, isZero, lessThanOrEqual } from '../money/money.js';
import { toEpochMilliseconds } from '../money/timestamp.js';
import { INCONSISTENT_SPLIT_TOTAL_VIOLATION, type Bill } from '../schemas/bill.js';
import type { TableDevice } from '../schemas/table-device.js';

const MINUTE = 60_000;
/** "Bill fresh within 5 minutes" (1-core §9). */
export const BILL_UP_TO_DATE_MS = 5 * MINUTE;
/** "too old after 7 hours" (1-core §9). */
export const BILL_TOO_OLD_MS = 7 * 60 * MINUTE;
/** "table device own within 2 minutes" (1-core §9). */
export const TABLE_DEVICE_OWN_MS = 2 * MINUTE;

function billAge(bill: Pick<Bill, 'refreshedAt'>, now: number): number {
  return now - toEpochMilliseconds(bill.refreshedAt);
}

/** "Up to date: refreshed within 5 minutes" (1-core §4). `now` is epoch milliseconds. */
export function isBillUpToDate(bill: Pick<Bill, 'refreshedAt'>, now: number): boolean {
  return billAge(bill, now) <= BILL_UP_TO_DATE_MS;
}

/** "Too old: more than 7 hours" (1-core §4). */
export function isBillTooOld(bill: Pick<Bill, 'refreshedAt'>, now: number): boolean {
  return billAge(bill, now) > BILL_TOO_OLD_MS;
}

/**
 * "The user's own: the table device's last refresh is within 2 minutes of the initial render" (1-core §4).
 * A device never refreshed is not the user's own.
 */
export function isTableDeviceOwn(tableDevice: Pick<TableDevice, 'currentOrderRefreshedAt'>, initialRenderAt: number): boolean {
  if (tableDevice.currentOrderRefreshedAt === undefined) return false;
  return Math.abs(toEpochMilliseconds(tableDevice.currentOrderRefreshedAt) - initialRenderAt) <= TABLE_DEVICE_OWN_MS;
}

/** "A bill is shown only if the table has an order, is up to date and is the user's own" (1-core §4). */
export function isBillDisplayable(input: {
  tableDevice: Pick<TableDevice, 'orderId' | 'currentOrderRefreshedAt'>;
  bill: Pick<Bill, 'refreshedAt'>;
  initialRenderAt: number;
  now: number;
}): boolean {
  return (
    input.tableDevice.orderId !== undefined &&
    input.tableDevice.orderId !== '' &&
    isBillUpToDate(input.bill, input.now) &&
    isTableDeviceOwn(input.tableDevice, input.initialRenderAt)
  );
}

type Amounts = Pick<Bill, 'totalBillAmount' | 'leftToPay'>;

/** "Paid: total at least 0 and left-to-pay at most 0" (1-core §4). */
export function isBillPaid(bill: Amounts): boolean {
  return bill.totalBillAmount.amount >= 0 && bill.leftToPay.amount <= 0;
}

/** "Payment is possible when left-to-pay is above 0, or when total and left-to-pay are both 0" (1-core §4). */
export function isPaymentPossible(bill: Amounts): boolean {
  return isPositive(bill.leftToPay) || (isZero(bill.totalBillAmount) && isZero(bill.leftToPay));
}

/**
 * "On the bill page it is further allowed only when payments are enabled, the bill is up to date, not too old,
 * not closed and not fully paid" (1-core §4).
 */
export function isPaymentAllowedOnBillPage(input: { bill: Amounts & Pick<Bill, 'refreshedAt' | 'closed'>; paymentsEnabled: boolean; now: number }): boolean {
  const { bill, paymentsEnabled, now } = input;
  return isPaymentPossible(bill) && paymentsEnabled && isBillUpToDate(bill, now) && !isBillTooOld(bill, now) && !bill.closed && !isBillPaid(bill);
}

/** "the point of sale seems disconnected (bill neither up to date nor too old, money remains)" (1-core §4). */
export function isPosSeeminglyDisconnected(bill: Pick<Bill, 'refreshedAt' | 'leftToPay'>, now: number): boolean {
  return !isBillUpToDate(bill, now) && !isBillTooOld(bill, now) && isPositive(bill.leftToPay);
}

/** True when the order reports an inconsistent split total. */
export function hasInconsistentSplitTotal(bill: Pick<Bill, 'order'>): boolean {
  return bill.order.violations.some((violation) => violation.type === INCONSISTENT_SPLIT_TOTAL_VIOLATION);
}

/**
 * "Anomalous bills: order consistency INCONSISTENT or UNSTABLE, notably with an inconsistent-split-total
 * violation" (1-core §4).
 */
export function isBillAnomalous(bill: Pick<Bill, 'order'>): boolean {
  const { consistency } = bill.order;
  return consistency === 'INCONSISTENT' || consistency === 'UNSTABLE' || hasInconsistentSplitTotal(bill);
}

/** "A tab with nothing left to pay and no products is an empty tab" (1-core §4). */
export function isEmptyTab(bill: Pick<Bill, 'tabId' | 'leftToPay' | 'order'>): boolean {
  if (bill.tabId === undefined) return false;
  const hasProducts = bill.order.subOrders.some((subOrder) => subOrder.quantifiedProducts.length > 0);
  return lessThanOrEqual(bill.leftToPay, { amount: 0, currency: bill.leftToPay.currency }) && !hasProducts;
}

/** "Payment is shown only if left to pay is 0 or more" (2-paying §4). */
export function isLeftToPayNonNegative(bill: Pick<Bill, 'leftToPay'>): boolean {
  return greaterThanOrEqual(bill.leftToPay, { amount: 0, currency: bill.leftToPay.currency });
}
