import { billSchema, isBillPaid, isBillTooOld, tableDeviceSchema, venueSchema, type Bill, type TableDevice, type Venue } from '@tableside/billing-domain';
import { orderingCapability, venueClock, type Menu, type OrderingCapability } from '@tableside/menu-availability';
import { currentAllergyAnswer, type AllergyAnswer } from '@tableside/ordering';
import { useMemo } from 'react';
import { useServices } from '../services-context.js';
import { useOrdering } from '../ordering/use-ordering-store.js';
import { useLiveDocument, useLiveQueryFirst } from '../realtime/live-query.js';
import type { MenuBase } from '../menu-paths.js';

/** The venue, table device, open bill and ordering capability of a menu route. */
export interface TableOrdering {
  readonly venue: Venue | undefined;
  readonly tableDevice: TableDevice | undefined;
  readonly billId: string | undefined;
  readonly billIssuedAt: number | undefined;
  readonly capability: OrderingCapability | undefined;
  /** "canReorder" or "canOpenANewBill": the diner may add to the basket and order. */
  readonly canOrder: boolean;
}

/** The device's time zone: it stands for the venue's only when the venue record has none. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the capability rules read, once loaded. */
export interface TableOrderingInput {
  readonly base: MenuBase;
  readonly venue: Venue | undefined;
  readonly tableDevice: TableDevice | undefined;
  /** False while the table device is still loading. */
  readonly tableDeviceKnown: boolean;
  readonly bill: Bill | undefined;
  readonly menus: readonly Menu[] | undefined;
  readonly allergyAnswer: AllergyAnswer | undefined;
  readonly now: number;
}

/**
 * What the diner may do on a menu (3-menus §4 "Ordering capability"): only from a table device, by the rules of
 * `orderingCapability` with the stored allergy answer and the table's open bill.
 */
export function tableOrdering({ base, venue, tableDevice, tableDeviceKnown, bill, menus, allergyAnswer, now }: TableOrderingInput): TableOrdering {
  const fromTable = base.kind === 'table';
  const capability =
    venue && menus && (!fromTable || tableDeviceKnown)
      ? orderingCapability({
          venue: { countryCode: venue.countryCode, menuExposedType: venue.menuExposedType ?? 'DYNAMIC_MENU', ordering: venue.ordering },
          isPreview: false,
          hasOpenTab: false,
          isTabBill: bill?.tabId !== undefined,
          menus,
          clock: venueClock(now, venue.timeZone, deviceTimeZone()),
          allergyAnswer: currentAllergyAnswer(allergyAnswer, now)?.hasAllergies,
          bill: bill ? { isTooOld: isBillTooOld(bill, now), isPaid: isBillPaid(bill), closed: bill.closed } : undefined,
        })
      : undefined;
  return {
    venue,
    tableDevice,
    billId: bill?.id,
    billIssuedAt: bill?.issuedAt,
    capability,
    canOrder: fromTable && tableDevice !== undefined && (capability === 'canReorder' || capability === 'canOpenANewBill'),
  };
}

/** `tableOrdering` over the live venue, table device and open bill of a menu route. */
export function useTableOrdering(base: MenuBase, menus: readonly Menu[] | undefined): TableOrdering {
  const { clock } = useServices();
  const deviceId = base.kind === 'table' ? base.deviceId : undefined;
  const venue = useLiveDocument(`venues/${base.venueId}`, venueSchema);
  const device = useLiveDocument(deviceId === undefined ? undefined : `table_devices/${deviceId}`, tableDeviceSchema);
  const tableId = device.status === 'success' ? device.data.tableId : undefined;
  const where = useMemo(
    () =>
      tableId === undefined
        ? undefined
        : ([
            ['order.tableId', '==', tableId],
            ['closed', '==', false],
          ] as const),
    [tableId],
  );
  const bill = useLiveQueryFirst('bills', where, billSchema);
  const allergyAnswer = useOrdering((state) => state.allergyAnswer);
  return tableOrdering({
    base,
    venue: venue.status === 'success' ? venue.data : undefined,
    tableDevice: device.status === 'success' ? device.data : undefined,
    tableDeviceKnown: device.status !== 'pending',
    bill: bill.status === 'success' ? bill.data : undefined,
    menus,
    allergyAnswer,
    now: clock.now(),
  });
}
