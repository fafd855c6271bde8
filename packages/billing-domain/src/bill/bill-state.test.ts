import { describe, expect, test } from 'vitest';
import { HOUR, MINUTE, NOW, bill, eur, subOrderInput } from '../../test/fixtures.js';
import {
  isBillAnomalous,
  isBillDisplayable,
  isBillPaid,
  isBillTooOld,
  isBillUpToDate,
  isEmptyTab,
  isLeftToPayNonNegative,
  isPaymentAllowedOnBillPage,
  isPaymentPossible,
  isPosSeeminglyDisconnected,
  isTableDeviceOwn,
} from './bill-state.js';
import { arePaymentsEnabled } from './payments-enabled.js';

describe('1-core §4 bill display rules', () => {
  test.each([
    ['Up to date: refreshed within 5 minutes', 0, true],
    ['Up to date: refreshed within 5 minutes', 5 * MINUTE, true],
    ['Up to date: refreshed within 5 minutes', 5 * MINUTE + 1, false],
  ])('%s: age %d ms → %s', (_rule, age, expected) => {
    expect(isBillUpToDate({ refreshedAt: NOW - age }, NOW)).toBe(expected);
  });

  test('A timestamp above 9999999999 is milliseconds, otherwise seconds: a refreshedAt in seconds is read as seconds', () => {
    expect(isBillUpToDate({ refreshedAt: Math.floor((NOW - MINUTE) / 1000) }, NOW)).toBe(true);
  });

  test.each([
    ['Too old: more than 7 hours', 7 * HOUR, false],
    ['Too old: more than 7 hours', 7 * HOUR + 1, true],
  ])('%s: age %d ms → %s', (_rule, age, expected) => {
    expect(isBillTooOld({ refreshedAt: NOW - age }, NOW)).toBe(expected);
  });

  test.each([
    ["The user's own: the table device's last refresh is within 2 minutes of the initial render", NOW - 2 * MINUTE, true],
    ["The user's own: the table device's last refresh is within 2 minutes of the initial render", NOW + MINUTE, true],
    ["The user's own: the table device's last refresh is within 2 minutes of the initial render", NOW - 2 * MINUTE - 1, false],
    ["The user's own: the table device's last refresh is within 2 minutes of the initial render", undefined, false],
  ])('%s: refreshed %s', (_rule, currentOrderRefreshedAt, expected) => {
    expect(isTableDeviceOwn({ currentOrderRefreshedAt }, NOW)).toBe(expected);
  });

  test.each([
    ["A bill is shown only if the table has an order, is up to date and is the user's own", 'order-1', NOW - MINUTE, NOW, true],
    ['... the table has an order', undefined, NOW - MINUTE, NOW, false],
    ['... the table has an order', '', NOW - MINUTE, NOW, false],
    ['... is up to date', 'order-1', NOW - 6 * MINUTE, NOW, false],
    ["... is the user's own", 'order-1', NOW - MINUTE, NOW - 10 * MINUTE, false],
  ])('%s (orderId %s)', (_rule, orderId, refreshedAt, deviceRefreshedAt, expected) => {
    const tableDevice = { orderId, currentOrderRefreshedAt: deviceRefreshedAt };
    expect(isBillDisplayable({ tableDevice, bill: { refreshedAt }, initialRenderAt: NOW, now: NOW })).toBe(expected);
  });

  test.each([
    ['Paid: total at least 0 and left-to-pay at most 0', 3000, 0, true],
    ['Paid: total at least 0 and left-to-pay at most 0', 3000, -10, true],
    ['Paid: total at least 0 and left-to-pay at most 0', 0, 0, true],
    ['Paid: total at least 0 and left-to-pay at most 0', 3000, 1, false],
    ['Paid: total at least 0 and left-to-pay at most 0', -1, 0, false],
  ])('%s: total %d, left %d → %s', (_rule, total, left, expected) => {
    expect(isBillPaid({ totalBillAmount: eur(total), leftToPay: eur(left) })).toBe(expected);
  });

  test.each([
    ['Payment is possible when left-to-pay is above 0', 3000, 1, true],
    ['or when total and left-to-pay are both 0', 0, 0, true],
    ['not possible when all is paid', 3000, 0, false],
    ['not possible after an overpayment', 3000, -100, false],
  ])('%s: total %d, left %d → %s', (_rule, total, left, expected) => {
    expect(isPaymentPossible({ totalBillAmount: eur(total), leftToPay: eur(left) })).toBe(expected);
  });

  test.each([
    ['allowed when payments are enabled, up to date, not too old, not closed and not fully paid', true, NOW - MINUTE, false, 3000, true],
    ['... only when payments are enabled', false, NOW - MINUTE, false, 3000, false],
    ['... the bill is up to date', true, NOW - 6 * MINUTE, false, 3000, false],
    ['... not too old', true, NOW - 8 * HOUR, false, 3000, false],
    ['... not closed', true, NOW - MINUTE, true, 3000, false],
    ['... not fully paid', true, NOW - MINUTE, false, 0, false],
  ])('On the bill page it is further %s', (_rule, paymentsEnabled, refreshedAt, closed, left, expected) => {
    const b = { totalBillAmount: eur(3000), leftToPay: eur(left), refreshedAt, closed };
    expect(isPaymentAllowedOnBillPage({ bill: b, paymentsEnabled, now: NOW })).toBe(expected);
  });

  test.each([
    ['the point of sale seems disconnected (bill neither up to date nor too old, money remains)', 30 * MINUTE, 3000, true],
    ['... neither up to date', MINUTE, 3000, false],
    ['... nor too old', 8 * HOUR, 3000, false],
    ['... money remains', 30 * MINUTE, 0, false],
  ])('%s', (_rule, age, left, expected) => {
    expect(isPosSeeminglyDisconnected({ refreshedAt: NOW - age, leftToPay: eur(left) }, NOW)).toBe(expected);
  });

  test.each([
    ['Anomalous bills: order consistency INCONSISTENT', 'INCONSISTENT', [], true],
    ['Anomalous bills: order consistency ... UNSTABLE', 'UNSTABLE', [], true],
    ['notably with an inconsistent-split-total violation', 'CONSISTENT', [{ type: 'INCONSISTENT_SPLIT_TOTAL' }], true],
    ['a consistent order is not anomalous', 'CONSISTENT', [{ type: 'OTHER' }], false],
    ['a consistent order is not anomalous', undefined, [], false],
  ] as const)('%s', (_rule, consistency, violations, expected) => {
    const b = bill();
    expect(isBillAnomalous({ order: { ...b.order, consistency, violations: [...violations] } })).toBe(expected);
  });

  test.each([
    ['A tab with nothing left to pay and no products is an empty tab', 'tab-1', 0, [], true],
    ['... nothing left to pay', 'tab-1', 100, [], false],
    ['... no products', 'tab-1', 0, [subOrderInput()], false],
    ['only a tab can be an empty tab', undefined, 0, [], false],
  ])('%s', (_rule, tabId, left, subOrders, expected) => {
    const b = bill({ tabId, leftToPay: eur(left), order: { ...bill().order, subOrders } });
    expect(isEmptyTab(b)).toBe(expected);
  });

  test.each([
    ['Payment is shown only if left to pay is 0 or more', 0, true],
    ['otherwise the error ticket.exceedingAmountError', -1, false],
  ])('%s', (_rule, left, expected) => {
    expect(isLeftToPayNonNegative({ leftToPay: eur(left) })).toBe(expected);
  });
});

describe('1-core §4 payments enabled', () => {
  test.each([
    ['Payments are enabled only if both the global setting and the venue flag allow it', true, true, true],
    ['Payments are enabled only if both the global setting and the venue flag allow it', true, false, false],
    ['Payments are enabled only if both the global setting and the venue flag allow it', false, true, false],
    ['The venue flag defaults to true when absent', true, undefined, true],
    ['The venue flag defaults to true when absent', false, undefined, false],
  ])('%s: global %s, venue %s → %s', (_rule, allPaymentsEnabled, paymentsEnabled, expected) => {
    expect(arePaymentsEnabled({ allPaymentsEnabled }, { paymentsEnabled })).toBe(expected);
  });
});
