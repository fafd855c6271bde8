import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bill, eur, storedSplit, subOrderInput } from '../../test/fixtures.js';
import type { QuantifiedProduct } from '../schemas/product.js';
import type { SplitItem } from '../schemas/split-item.js';
import { findOngoingSplit } from './ongoing-split.js';
import { splitAmountByItems } from './split-by-items.js';
import { NO_ITEM_GROUP, buildSplitItems, heldByOthers } from './split-items.js';
import {
  isSelectableSplitItem,
  itemsPaidInTheMeantime,
  itemsSplitTotals,
  itemsTakenInTheMeantime,
  splitByItemsBlock,
  splitItemsSelection,
  toggleSplitItem,
  toggleSplitItemGroup,
} from './split-items-selection.js';

const product = (productId: string, quantity: number, cents: number, extra: Partial<QuantifiedProduct['product']> = {}): QuantifiedProduct => ({
  productId,
  quantity,
  product: { name: productId, unitPriceAfterTax: eur(cents), discounts: [], subProducts: [], exclusiveCharges: [], ...extra },
});

const me = { deviceId: 'guest-me' };
const none = new Set<string>();

const tableBill = bill({
  totalBillAmount: eur(5900),
  leftToPay: eur(5900),
  forecastedLeftToPay: eur(5900),
  order: {
    ...bill().order,
    subOrders: [
      subOrderInput({
        quantifiedProducts: [
          product('burger', 200_000, 1500),
          product('water', 100_000, 0),
          product('steak', 100_000, 2000, { subProducts: [{ name: 'Sauce', quantity: 100_000, unitPriceAfterTax: eur(150) }] }),
          product('wine', 150_000, 600),
        ],
      }),
    ],
  },
});

const seatBill = bill({
  order: {
    ...bill().order,
    posSplitMode: 'SPLIT_BY_SEAT_ON_POS',
    subOrders: [
      subOrderInput({ id: 'seat-1', name: 'Seat 1', quantifiedProducts: [product('s1-burger', 100_000, 1500)] }),
      subOrderInput({ id: 'seat-2', name: 'Seat 2', quantifiedProducts: [product('s2-pancakes', 100_000, 900), product('s2-coffee', 100_000, 300)] }),
    ],
  },
});

const kinds = (items: readonly SplitItem[]) => items.map((item) => `${item.id}=${item.kind}`);

describe('buildSplitItems (2-paying §3 "Split item", §4 "By items")', () => {
  test('one item per unit at the POS price of the line (sub-products are details of it), a fractional remainder is one more item; zero-priced products are left out', () => {
    const items = buildSplitItems({ bill: tableBill, selectedIds: none, user: me });
    expect(items.map((item) => [item.id, item.quantity, item.amount.amount])).toEqual([
      ['burger:0', 100_000, 1_500_000],
      ['burger:1', 100_000, 1_500_000],
      ['steak:0', 100_000, 2_000_000],
      ['wine:0', 100_000, 600_000],
      ['wine:1', 50_000, 300_000],
    ]);
    expect(items[2]?.subProducts).toEqual([{ name: 'Sauce', amount: eur(150) }]);
  });

  test.each([
    ['"Items are grouped by seat: none": a bill not split on the POS is one group', tableBill, [NO_ITEM_GROUP], ['']],
    ['"… or a seat number": a bill split by seat groups items by sub-order', seatBill, ['seat-1', 'seat-2'], ['Seat 1', 'Seat 2']],
  ])('%s', (_rule, source, groupIds, groupNames) => {
    const items = buildSplitItems({ bill: source, selectedIds: none, user: me });
    expect([...new Set(items.map((item) => item.groupId))]).toEqual(groupIds);
    expect([...new Set(items.map((item) => item.groupName))]).toEqual(groupNames);
  });

  test.each([
    [
      '"Item kinds move between available, selected": a selected id is selected',
      { selectedIds: new Set(['burger:1']) },
      ['burger:0=available', 'burger:1=selected'],
    ],
    [
      '"paid": units no longer in unpaidItems are paid first',
      {
        unpaidItems: [
          { productId: 'burger', quantity: 100_000 },
          { productId: 'steak', quantity: 100_000 },
        ],
      },
      ['burger:0=paid', 'burger:1=available'],
    ],
    ['"marked-as-paid": from the shared store', { markedAsPaid: [{ id: 'burger', quantity: 100_000 }] }, ['burger:0=marked-as-paid', 'burger:1=available']],
    ['an empty unpaidItems is a bill without item tracking: nothing is paid', { unpaidItems: [] }, ['burger:0=available', 'burger:1=available']],
  ])('%s', (_rule, input, expected) => {
    const source = bill({ ...tableBill, unpaidItems: 'unpaidItems' in input ? input.unpaidItems : [] });
    const items = buildSplitItems({
      bill: source,
      selectedIds: 'selectedIds' in input ? input.selectedIds : none,
      user: me,
      ...('markedAsPaid' in input ? { markedAsPaid: input.markedAsPaid } : {}),
    });
    expect(kinds(items).slice(0, 2)).toEqual(expected);
  });

  test("the bill's own itemsManuallyMarkedAsPaid is read when the shared store gives nothing", () => {
    const source = bill({ ...tableBill, itemsManuallyMarkedAsPaid: [{ id: 'steak', quantity: 100_000 }] });
    expect(kinds(buildSplitItems({ bill: source, selectedIds: none, user: me }))).toContain('steak:0=marked-as-paid');
  });

  test("items in another diner's ongoing split by items are selected, with that consumer; mine and settled ones are not held", () => {
    const source = bill({
      ...tableBill,
      sundayBillSplits: {
        other: storedSplit({
          splitId: 'other',
          splitType: 'BY_ITEMS',
          status: 'PENDING',
          consumer: { guestId: 'guest-other' },
          modality: { items: { burger: 100_000 } },
        }),
        mine: storedSplit({ splitId: 'mine', splitType: 'BY_ITEMS', consumer: { guestId: 'guest-me' }, modality: { items: { steak: 100_000 } } }),
        paid: storedSplit({
          splitId: 'paid',
          splitType: 'BY_ITEMS',
          status: 'PAID',
          consumer: { guestId: 'guest-other' },
          modality: { items: { wine: 100_000 } },
        }),
        amount: storedSplit({ splitId: 'amount', consumer: { guestId: 'guest-other' } }),
        share: storedSplit({ splitId: 'share', splitType: 'BY_ITEMS', consumer: {}, modality: { amount: eur(100) } }),
      },
    });
    const items = buildSplitItems({ bill: source, selectedIds: none, user: me });
    expect(items[0]).toMatchObject({ id: 'burger:0', kind: 'selected', consumer: { guestId: 'guest-other' } });
    expect(kinds(items)).toEqual(['burger:0=selected', 'burger:1=available', 'steak:0=available', 'wine:0=available', 'wine:1=available']);
  });
});

describe('selection (2-paying §4 "By items", §5)', () => {
  const items = buildSplitItems({ bill: seatBill, selectedIds: none, user: me });

  test.each([
    ['"available items become selected"', none, 's1-burger:0', ['s1-burger:0']],
    ['"… or unselected"', new Set(['s1-burger:0']), 's1-burger:0', []],
  ])('%s', (_rule, selected, id, expected) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`no item ${id}`);
    expect([...toggleSplitItem(selected, item)]).toEqual(expected);
  });

  test('a paid item cannot be selected', () => {
    const paid: SplitItem = { ...items[0]!, kind: 'paid' };
    expect([...toggleSplitItem(none, paid)]).toEqual([]);
    expect(isSelectableSplitItem(paid)).toBe(false);
  });

  test.each([
    ['"a group can be toggled at once; check or seat splitting selects a whole check"', none, ['s2-pancakes:0', 's2-coffee:0']],
    ['a group already wholly selected is unselected at once', new Set(['s2-pancakes:0', 's2-coffee:0', 's1-burger:0']), ['s1-burger:0']],
    ['a partly selected group is completed', new Set(['s2-coffee:0']), ['s2-coffee:0', 's2-pancakes:0']],
  ])('%s', (_rule, selected, expected) => {
    expect([...toggleSplitItemGroup(items, selected, 'seat-2')].sort()).toEqual([...expected].sort());
  });

  test('"Items paid in the meantime show as already paid with a warning count"', () => {
    const selected = new Set(['burger:0', 'burger:1', 'steak:0']);
    const source = bill({
      ...tableBill,
      unpaidItems: [
        { productId: 'burger', quantity: 100_000 },
        { productId: 'steak', quantity: 100_000 },
        { productId: 'wine', quantity: 150_000 },
      ],
    });
    const live = buildSplitItems({ bill: source, selectedIds: selected, user: me });
    expect(itemsPaidInTheMeantime(live, selected)).toBe(1);
    expect(itemsTakenInTheMeantime(live, selected)).toBe(0);
    expect(splitItemsSelection(live)).toEqual({ burger: 100_000, steak: 100_000 });
  });

  test('items another diner only chose since are counted apart from the paid ones (a same-items race)', () => {
    const selected = new Set(['burger:0', 'burger:1', 'steak:0']);
    const source = bill({
      ...tableBill,
      unpaidItems: [
        { productId: 'burger', quantity: 200_000 },
        { productId: 'steak', quantity: 100_000 },
        { productId: 'wine', quantity: 150_000 },
      ],
      sundayBillSplits: {
        other: storedSplit({
          splitId: 'other',
          splitType: 'BY_ITEMS',
          status: 'ISSUED',
          consumer: { guestId: 'guest-other' },
          modality: { items: { burger: 200_000 } },
        }),
      },
    });
    const live = buildSplitItems({ bill: source, selectedIds: selected, user: me });
    expect(itemsPaidInTheMeantime(live, selected)).toBe(0);
    expect(itemsTakenInTheMeantime(live, selected)).toBe(2);
    expect(heldByOthers(source.sundayBillSplits, me)).toEqual([{ productId: 'burger', quantity: 200_000, guestId: 'guest-other' }]);
  });
});

describe('itemsSplitTotals (2-paying §2 "Items-split page", §5)', () => {
  test.each([
    ['"confirm disabled when selected total is 0"', [], 0, false, false],
    ['a selection within left to pay', ['burger:0'], 1500, false, true],
    ['"shown red when the selection exceeds left to pay"', ['burger:0', 'burger:1', 'steak:0'], 5000, true, true],
  ])('%s', (_rule, ids, cents, exceeds, canConfirm) => {
    const source = bill({ ...tableBill, leftToPay: eur(4000) });
    const live = buildSplitItems({ bill: source, selectedIds: new Set(ids), user: me });
    expect(itemsSplitTotals(source, live)).toEqual({
      totalBill: eur(5900),
      leftToPay: eur(4000),
      selectedTotal: eur(cents),
      exceedsLeftToPay: exceeds,
      canConfirm,
    });
  });

  test('property: the selected total is the by-items amount of the selection', () => {
    const ids = buildSplitItems({ bill: tableBill, selectedIds: none, user: me }).map((item) => item.id);
    fc.assert(
      fc.property(fc.subarray(ids, { minLength: 1 }), (chosen) => {
        const live = buildSplitItems({ bill: tableBill, selectedIds: new Set(chosen), user: me });
        const amount = splitAmountByItems(tableBill, splitItemsSelection(live));
        expect(amount.ok && amount.value.total).toEqual(itemsSplitTotals(tableBill, live).selectedTotal);
      }),
    );
  });
});

describe('splitByItemsBlock (2-paying §4 "items is hidden when the bill blocks it")', () => {
  test.each([
    ['an ongoing split by share blocks items', { ongoingSplitByShare: { baseAmount: eur(5900), numberOfGuests: 3, shares: 1 } }, 'ongoing-split-by-share'],
    ['no item left to choose blocks items', { unpaidItems: [{ productId: 'other', quantity: 1 }] }, 'no-item-left'],
    ['a bill with items left offers items', {}, undefined],
  ])('%s', (_rule, overrides, expected) => {
    const source = bill({ ...tableBill, ...overrides });
    expect(splitByItemsBlock(source, buildSplitItems({ bill: source, selectedIds: none, user: me }))).toBe(expected);
  });
});

describe('findOngoingSplit (2-paying §2 "Redirects to an existing ongoing split if one exists")', () => {
  const source = bill({
    sundayBillSplits: {
      paid: storedSplit({ splitId: 'paid', status: 'PAID', consumer: { guestId: 'guest-me' } }),
      other: storedSplit({ splitId: 'other', consumer: { guestId: 'guest-other' } }),
      mine: storedSplit({ splitId: 'mine', consumer: { guestId: 'guest-me' } }),
    },
  });
  test.each([
    ["the diner's ISSUED split", [], 'mine'],
    ['a split just dropped is ignored', ['mine'], undefined],
  ])('%s', (_rule, ignored, expected) => {
    expect(findOngoingSplit(source, me, ignored)?.splitId).toBe(expected);
  });
});
