import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NOW, billDoc, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const TABLE = '/venues/venue-1/tables/device-1';

describe('table landing (1-core §2 "Table landing page")', () => {
  test('"If the table has a displayable open bill it redirects (replace navigation) to the bill page"', async () => {
    const { router } = await renderApp({
      path: TABLE,
      docs: {
        'table_devices/device-1': tableDeviceDoc(),
        'venues/venue-1': venueDoc(),
        'bills/bill-1': billDoc(),
        'configs/settings': { allPaymentsEnabled: true },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/venue-1/bills/bill-1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test.each([
    ['the bill is not up to date', { 'bills/bill-1': billDoc({ refreshedAt: NOW - 6 * 60_000 }) }, tableDeviceDoc()],
    ['the table has no order', { 'bills/bill-1': billDoc() }, tableDeviceDoc({ orderId: undefined })],
    [
      "the device was not refreshed around the first render (not the user's own)",
      { 'bills/bill-1': billDoc() },
      tableDeviceDoc({ currentOrderRefreshedAt: NOW - 3 * 60_000 }),
    ],
    ['there is no bill', {}, tableDeviceDoc()],
  ])('after the first refresh, "landing.noBillYet" when %s', async (_name, bills, device) => {
    const refreshTable = vi.fn(async () => ({ ok: true as const, value: { advisoryDelayUntilNext: 60_000, fallback: false } }));
    await renderApp({ path: TABLE, docs: { 'table_devices/device-1': device, 'venues/venue-1': venueDoc(), ...bills }, api: { refresh: { refreshTable } } });
    expect(await screen.findByRole('heading', { name: 'There is no check for this table yet' })).toBeTruthy();
    expect(screen.getByText('It will appear here as soon as your order is registered.')).toBeTruthy();
    expect(refreshTable).toHaveBeenCalledWith('table-1');
  });

  test.each([
    ['table device', {}, 'The QR code is not associated with a table device'],
    ['venue', { 'table_devices/device-1': tableDeviceDoc() }, 'The QR code is not associated with a venue'],
  ])('a missing %s shows "%s"', async (_name, docs, message) => {
    await renderApp({ path: TABLE, docs });
    expect(await screen.findByRole('alert', { name: message })).toBeTruthy();
  });
});
