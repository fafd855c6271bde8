import * as domain from '@tableside/billing-domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

// The product list's one domain call, counted: it runs once per render of the list.
vi.mock('@tableside/billing-domain', async (importOriginal) => {
  const actual = await importOriginal<typeof domain>();
  return { ...actual, buildBillProductDisplays: vi.fn(actual.buildBillProductDisplays) };
});

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const docs = (bill = billDoc()) => ({
  'bills/bill-1': bill,
  'venues/venue-1': venueDoc(),
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
});
const listRenders = () => vi.mocked(domain.buildBillProductDisplays).mock.calls.length;

describe('the bill page under live changes (issue 12: the product list re-renders only when the order changes)', () => {
  test('a payment elsewhere (what is left to pay) or a refresh changes the amount, not the product list; a new item does', async () => {
    const { fake } = await renderApp({ path: BILL, docs: docs() });
    await screen.findByRole('heading', { name: 'Table 1' });
    const before = listRenders();
    expect(before).toBeGreaterThan(0);

    fake.set('bills/bill-1', billDoc({ leftToPay: eur(6.5), refreshedAt: Date.now() }));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('88'));
    expect(listRenders()).toBe(before);

    const order = billDoc().order;
    const [subOrder] = order.subOrders;
    if (!subOrder) throw new Error('the fixture has a sub-order');
    const withDessert = {
      ...order,
      subOrders: [
        {
          ...subOrder,
          quantifiedProducts: [
            ...subOrder.quantifiedProducts,
            { ...subOrder.quantifiedProducts[0], productId: 'line-5', product: { ...subOrder.quantifiedProducts[0]?.product, name: 'Tarte tatin' } },
          ],
        },
      ],
    };
    fake.set('bills/bill-1', billDoc({ leftToPay: eur(6.5), order: withDessert }));
    expect(await within(screen.getByRole('list', { name: 'Products' })).findByText('Tarte tatin')).toBeTruthy();
    expect(listRenders()).toBeGreaterThan(before);
  });
});
