import { ok } from '@tableside/api-client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { billDoc, NOW, paidSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

const BILL = '/venues/venue-1/bills/bill-1';
const SPLIT = `${BILL}/splits/split-1`;
const docs = {
  'bills/bill-1': billDoc(),
  'venues/venue-1': venueDoc(),
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
};
const browserAgent = window.navigator.userAgent;

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

let posted: unknown[];
beforeEach(() => {
  posted = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(JSON.parse(String(message))));
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setUserAgent(browserAgent);
});

describe('native app messages (2-paying §7 "Native bridge", 3-menus §7)', () => {
  test('inside the marked app the receipt goes to the app as base64 named receipt_{name}_{date}_{paymentId}.pdf, beside BillSplitPaid', async () => {
    setUserAgent(`${browserAgent} TablesideNativeApp/3.1`);
    const downloadReceipt = vi.fn(async () => ok(new Blob(['%PDF-1.4 receipt'], { type: 'application/pdf' })));
    await renderApp({
      path: `${SPLIT}/success`,
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) }, receipts: { downloadReceipt } },
    });
    const download = await screen.findByRole('button', { name: 'Download my receipt' });
    await waitFor(() => expect(posted).toEqual([{ type: 'BillSplitPaid', billId: 'bill-1', splitId: 'split-1' }]));
    fireEvent.click(download);
    await waitFor(() => expect(posted).toHaveLength(2));
    const date = new Date(NOW).toISOString().slice(0, 10);
    expect(posted).toEqual([
      { type: 'BillSplitPaid', billId: 'bill-1', splitId: 'split-1' },
      { type: 'ReceiptFile', fileName: `receipt_Le-Petit-Zinc_${date}_payment-split-1.pdf`, base64: btoa('%PDF-1.4 receipt') },
    ]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  test('in a browser the receipt is saved as a download and nothing is posted', async () => {
    const downloadReceipt = vi.fn(async () => ok(new Blob(['%PDF-1.4'], { type: 'application/pdf' })));
    await renderApp({
      path: `${SPLIT}/success`,
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) }, receipts: { downloadReceipt } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my receipt' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([]);
  });

  test.each([
    ['a JSON string on window', (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }))],
    ['an object on document (Android web views)', (data: unknown) => document.dispatchEvent(new MessageEvent('message', { data }))],
  ])('the change-table message as %s opens the new table', async (_how, send) => {
    setUserAgent(`${browserAgent} TablesideNativeApp/3.1`);
    const { router } = await renderApp({
      path: `${SPLIT}/success`,
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) } },
    });
    await screen.findByRole('heading', { name: 'Thank you, your payment went through' });
    act(() => void send({ type: 'ChangeTable', venueId: 'venue-1', tableId: 'device-2' }));
    act(() => void send({ type: 'ChangeTable', venueId: 'venue-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/venue-1/tables/device-2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('outside the app a change-table message is ignored', async () => {
    const { router } = await renderApp({
      path: `${SPLIT}/success`,
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) } },
    });
    await screen.findByRole('heading', { name: 'Thank you, your payment went through' });
    act(
      () => void window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'ChangeTable', venueId: 'venue-1', tableId: 'device-2' }) })),
    );
    expect(router.state.location.pathname).toBe(`${SPLIT}/success`);
  });
});
