import { money, type SplitItem } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { intendedItemsSelection } from './intended-items-selection.js';

const U = 100000;
const item = (id: string, productId: string, kind: SplitItem['kind'], consumer?: string): SplitItem => ({
  id,
  productId,
  name: id,
  quantity: U,
  amount: money(5 * U, 'EUR'),
  kind,
  groupId: 'none',
  groupName: '',
  subProducts: [],
  ...(consumer ? { consumer: { guestId: consumer } } : {}),
});

describe('intendedItemsSelection (2-paying §4 "Items paid in the meantime show as already paid"; "Check for anomalies first")', () => {
  test.each([
    ['an item selected by the diner counts', [item('a', 'p1', 'selected')], { p1: U }, 5],
    ['"Items paid in the meantime" stay in the checked selection', [item('a', 'p1', 'selected'), item('b', 'p2', 'paid')], { p1: U, p2: U }, 10],
    ['an item marked as paid stays in the checked selection', [item('b', 'p2', 'marked-as-paid')], { p2: U }, 5],
    ['two units of one product add up', [item('a', 'p1', 'selected'), item('b', 'p1', 'paid')], { p1: 2 * U }, 10],
    [
      'an item another diner chose since the diner selected it stays in (a same-items race)',
      [item('a', 'p1', 'selected'), item('c', 'p3', 'selected', 'guest-other')],
      { p1: U, p3: U },
      10,
    ],
    ['an available item is not part of the selection', [item('a', 'p1', 'selected'), item('d', 'p4', 'available')], { p1: U }, 5],
  ])('%s', (_rule, items, selection, units) => {
    const result = intendedItemsSelection(items, new Set(items.map((candidate) => candidate.id)), 'EUR');
    expect(result.splitItemsSelection).toEqual(selection);
    expect(result.amount).toEqual(money(units * U, 'EUR'));
  });

  test('items the diner did not select stay out', () => {
    expect(intendedItemsSelection([item('a', 'p1', 'paid')], new Set(), 'EUR').splitItemsSelection).toEqual({});
  });
});
