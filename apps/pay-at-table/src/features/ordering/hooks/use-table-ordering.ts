import { billSchema, isBillPaid, isBillTooOld, tableDeviceSchema, venueSchema, type TableDevice, type Venue } from '@tableside/billing-domain';
import { orderingCapability, type Menu, type OrderingCapability } from '@tableside/menu-availability';
import { currentAllergyAnswer } from '@tableside/ordering';
import { useMemo } from 'react';
import { useServices } from '../../../app/services-context.js';
import { useOrdering } from '../../basket/hooks/use-ordering-store.js';
import { useDocument } from '../../realtime/hooks/use-document.js';
import { useQueryFirst } from '../../realtime/hooks/use-query-first.js';
import type { MenuBase } from '../../menu/api/menu-paths.js';

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

/** The diner's time zone stands for the venue's: the diner is at the table. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * What the diner may do on a menu (3-menus §4 "Ordering capability"): only from a table device, by the rules of
 * `orderingCapability` with the stored allergy answer and the table's open bill.
 */
export function useTableOrdering(base: MenuBase, menus: readonly Menu[] | undefined): TableOrdering {
  const { clock } = useServices();
  const deviceId = base.kind === 'table' ? base.deviceId : undefined;
  const venue = useDocument(`venues/${base.venueId}`, venueSchema);
  const device = useDocument(deviceId === undefined ? undefined : `table_devices/${deviceId}`, tableDeviceSchema);
  const tableId = device.status === 'success' ? device.data.tableId : undefined;
  const where = useMemo(() => (tableId === undefined ? undefined : ([['order.tableId', '==', tableId], ['closed', '==', false]] as const)), [tableId]);
  const bill = useQueryFirst('bills', where, billSchema);
  const allergyAnswer = useOrdering((state) => state.allergyAnswer);
  const now = clock.now();
  const venueData = venue.status === 'success' ? venue.data : undefined;
  const billData = bill.status === 'success' ? bill.data : undefined;
  const capability =
    venueData && menus && (deviceId === undefined || device.status !== 'pending')
      ? orderingCapability({
          venue: { countryCode: venueData.countryCode, menuExposedType: venueData.menuExposedType ?? 'DYNAMIC_MENU', ordering: venueData.ordering },
          isPreview: false,
          hasOpenTab: false,
          isTabBill: false,
          menus,
          clock: { now, timeZone: localTimeZone() },
          allergyAnswer: currentAllergyAnswer(allergyAnswer, now)?.hasAllergies,
          bill: billData ? { isTooOld: isBillTooOld(billData, now), isPaid: isBillPaid(billData), closed: billData.closed } : undefined,
        })
      : undefined;
  return {
    venue: venueData,
    tableDevice: device.status === 'success' ? device.data : undefined,
    billId: billData?.id,
    billIssuedAt: billData?.issuedAt,
    capability,
    canOrder: deviceId !== undefined && (capability === 'canReorder' || capability === 'canOpenANewBill'),
  };
}
