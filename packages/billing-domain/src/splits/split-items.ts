import { isZero, multiplyByQuantity } from '../money/money.js';
import { unitPriceAfterTaxAndDiscount } from '../display/bill-product-display.js';
import type { Bill, ItemManuallyMarkedAsPaid } from '../schemas/bill.js';
import { ONE_QUANTITY } from '../schemas/common.js';
import type { SplitItem, SplitItemKind } from '../schemas/split-item.js';
import type { StoredBillSplit } from '../schemas/bill-split.js';
import { isIssuedSplitStatus, isPendingSplitStatus, splitBelongsToUser } from './split-status.js';

/** The group of items of a bill that is not split on the point of sale ("Items are grouped by seat: none, …"). */
export const NO_ITEM_GROUP = 'none';

/** What the items page is built from. */
export interface SplitItemsInput {
  readonly bill: Pick<Bill, 'order' | 'unpaidItems' | 'sundayBillSplits' | 'itemsManuallyMarkedAsPaid'>;
  /** The item ids the diner has selected (UI state). */
  readonly selectedIds: ReadonlySet<string>;
  /** Items marked as paid by hand (`bills/{billId}/itemsManuallyMarkedAsPaid`); the bill's own list when absent. */
  readonly markedAsPaid?: readonly ItemManuallyMarkedAsPaid[];
  /** The diner, so their own ongoing item split does not hold its items against them. */
  readonly user: { readonly deviceId: string | undefined; readonly userId?: string | undefined };
}

function quantitiesById(entries: readonly { id: string; quantity: number }[]): Map<string, number> {
  const byId = new Map<string, number>();
  for (const entry of entries) byId.set(entry.id, (byId.get(entry.id) ?? 0) + entry.quantity);
  return byId;
}

/** Items held by other diners' ongoing (ISSUED or PENDING) splits by items, per product, with the holder. */
export function heldByOthers(
  splits: Readonly<Record<string, StoredBillSplit>>,
  user: SplitItemsInput['user'],
): { productId: string; quantity: number; guestId: string }[] {
  return Object.values(splits).flatMap((split) => {
    if (!(isIssuedSplitStatus(split.status) || isPendingSplitStatus(split.status))) return [];
    if (split.splitType !== 'BY_ITEMS' || splitBelongsToUser(split, user)) return [];
    const items = split.modality && 'items' in split.modality ? split.modality.items : {};
    const guestId = split.consumer?.guestId ?? '';
    return Object.entries(items).map(([productId, quantity]) => ({ productId, quantity, guestId }));
  });
}

/**
 * The items of a split by items (2-paying §3 "Split item", §4 "By items"): one item per unit of each product line
 * (a fractional remainder is one more item), "grouped by seat: none, table, or a seat number" — the sub-order
 * (check or seat) when the point of sale splits, else one group. Units are given kinds in this order: paid (no
 * longer in the bill's unpaidItems), marked-as-paid (the shared store), selected by another diner's ongoing split
 * (with that consumer), then selected (by this diner) or available. Zero-priced products are left out, as on the
 * bill page. An empty `unpaidItems` is a bill without item tracking: nothing counts as paid from it.
 */
export function buildSplitItems({ bill, selectedIds, markedAsPaid, user }: SplitItemsInput): SplitItem[] {
  const tracked = bill.unpaidItems.length > 0;
  const unpaid = quantitiesById(bill.unpaidItems.map((item) => ({ id: item.productId, quantity: item.quantity })));
  const marked = quantitiesById(markedAsPaid ?? bill.itemsManuallyMarkedAsPaid);
  const others = heldByOthers(bill.sundayBillSplits, user);
  const grouped = bill.order.posSplitMode !== 'NOT_SPLIT_ON_POS' || bill.order.subOrders.length > 1;
  const items: SplitItem[] = [];
  for (const subOrder of bill.order.subOrders) {
    for (const line of subOrder.quantifiedProducts) {
      const unitPrice = unitPriceAfterTaxAndDiscount(line.product);
      if (line.quantity <= 0 || isZero(unitPrice)) continue;
      let paidLeft = tracked ? Math.max(line.quantity - (unpaid.get(line.productId) ?? 0), 0) : 0;
      let markedLeft = marked.get(line.productId) ?? 0;
      const holders = others.filter((held) => held.productId === line.productId).map((held) => ({ ...held }));
      for (let offset = 0, index = 0; offset < line.quantity; offset += ONE_QUANTITY, index += 1) {
        const quantity = Math.min(ONE_QUANTITY, line.quantity - offset);
        const id = `${line.productId}:${index}`;
        let kind: SplitItemKind;
        let consumer: { guestId: string } | undefined;
        const holder = holders.find((held) => held.quantity > 0);
        if (paidLeft > 0) {
          kind = 'paid';
          paidLeft -= quantity;
        } else if (markedLeft > 0) {
          kind = 'marked-as-paid';
          markedLeft -= quantity;
        } else if (holder) {
          kind = 'selected';
          consumer = { guestId: holder.guestId };
          holder.quantity -= quantity;
        } else {
          kind = selectedIds.has(id) ? 'selected' : 'available';
        }
        items.push({
          id,
          productId: line.productId,
          kind,
          name: line.product.name,
          groupId: grouped ? subOrder.id : NO_ITEM_GROUP,
          groupName: grouped ? subOrder.name : '',
          amount: multiplyByQuantity(unitPrice, quantity),
          quantity,
          subProducts: line.product.subProducts.map((sub) => ({ name: sub.name, amount: multiplyByQuantity(sub.unitPriceAfterTax, sub.quantity) })),
          ...(consumer ? { consumer } : {}),
        });
      }
    }
  }
  return items;
}
