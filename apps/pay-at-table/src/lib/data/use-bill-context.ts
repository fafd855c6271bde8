import { globalSettingsSchema, tableDeviceSchema, venueSchema, type GlobalSettings, type TableDevice, type Venue } from '@tableside/billing-domain';
import { useMemo } from 'react';
import { primeLiveDocument, useLiveDocument, useLiveQueryFirst, type LivePriming } from '../realtime/live-query.js';
import { billDocumentSchema, type BillDocument } from '../documents/bill-document-schema.js';

/** The live bill with what its rules need: the venue, the global settings and the table device. */
export type BillContext =
  | { readonly status: 'pending' }
  | { readonly status: 'missing'; readonly what: 'bill' | 'venue' }
  | {
      readonly status: 'success';
      readonly bill: BillDocument;
      readonly venue: Venue;
      readonly settings: GlobalSettings;
      readonly tableDevice: TableDevice | undefined;
    };

/**
 * Opens the bill page's documents (`bills/{billId}`, `venues/{venueId}`, `configs/settings`) ahead of the page, from
 * the bill route's loader: they load while the route's code does, and `useBillContext` finds them in the cache.
 */
export function primeBillContext(priming: LivePriming, venueId: string, billId: string): void {
  primeLiveDocument(priming, `bills/${billId}`, billDocumentSchema);
  primeLiveDocument(priming, `venues/${venueId}`, venueSchema);
  primeLiveDocument(priming, 'configs/settings', globalSettingsSchema);
}

/** Subscribes to `bills/{billId}`, `venues/{venueId}`, `configs/settings` and the bill's table device. */
export function useBillContext(venueId: string, billId: string): BillContext {
  const bill = useLiveDocument(`bills/${billId}`, billDocumentSchema);
  const venue = useLiveDocument(`venues/${venueId}`, venueSchema);
  const settings = useLiveDocument('configs/settings', globalSettingsSchema);
  const tableId = bill.status === 'success' ? bill.data.order.tableId : undefined;
  const where = useMemo(() => (tableId === undefined ? undefined : ([['tableId', '==', tableId]] as const)), [tableId]);
  const tableDevice = useLiveQueryFirst('table_devices', where, tableDeviceSchema);

  if (bill.status === 'missing' || bill.status === 'error') return { status: 'missing', what: 'bill' };
  if (venue.status === 'missing' || venue.status === 'error') return { status: 'missing', what: 'venue' };
  if (bill.status !== 'success' || venue.status !== 'success' || settings.status === 'pending') return { status: 'pending' };
  return {
    status: 'success',
    bill: bill.data,
    venue: venue.data,
    // With no settings document the global switch does not block payments.
    settings: settings.status === 'success' ? settings.data : { allPaymentsEnabled: true },
    tableDevice: tableDevice.status === 'success' ? tableDevice.data : undefined,
  };
}
