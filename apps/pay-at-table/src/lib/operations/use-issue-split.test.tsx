import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, tableDeviceDoc, U, venueDoc } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

// The split issue's anomaly checks are a chunk loaded after the bill's first render; here that chunk cannot load.
vi.mock('./split-issue-checks.js', () => {
  throw new Error('chunk failed to load');
});

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';

const check = (id: string, name: string, productId: string, total: number) => ({
  id,
  name,
  charges: [],
  discounts: [],
  subOrderAmount: eur(total),
  forecastedLeftToPay: eur(total),
  quantifiedProducts: [
    {
      productId,
      quantity: U,
      product: {
        name: `${name} dish`,
        discounts: [],
        subProducts: [],
        exclusiveCharges: [],
        unitPriceAfterTax: eur(total),
        unitPriceAfterTaxAndDiscount: eur(total),
      },
    },
  ],
});

describe('useIssueSplit when the anomaly checks cannot load', () => {
  test("nothing is issued without the checks, and the diner sees 'split.issueSplit.failed'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const issueByItems = vi.fn(async () => ok({ splitId: 'split-check', billSplitAmount: eur(25) }));
    const bill = billDoc({
      totalBillAmount: eur(45),
      leftToPay: eur(45),
      forecastedLeftToPay: eur(45),
      order: { ...billDoc().order, posSplitMode: 'SPLIT_BY_CHECK_ON_POS', subOrders: [check('c-2', 'Seat 2', 'p-2', 20), check('c-3', 'Seat 3', 'p-3', 25)] },
      unpaidItems: [
        { productId: 'p-2', quantity: U },
        { productId: 'p-3', quantity: U },
      ],
    });
    const { router } = await renderApp({
      path: BILL,
      docs: {
        'bills/bill-1': bill,
        'venues/venue-1': venueDoc(),
        'configs/settings': { allPaymentsEnabled: true },
        'table_devices/device-1': tableDeviceDoc(),
      },
      api: { billing: { issueByItems } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Seat 3' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(issueByItems).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(BILL);
    warn.mockRestore();
  });
});
