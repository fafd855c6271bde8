import { err, ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, issuedSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const usd = (units: number) => ({ amount: Math.round(units * 100_000), currency: 'USD' });
const usBill = (overrides: Record<string, unknown> = {}) => {
  const bill = billDoc({ totalBillAmount: usd(40), leftToPay: usd(40), forecastedLeftToPay: usd(40), ...overrides });
  return {
    ...bill,
    order: {
      ...bill.order,
      subOrders: bill.order.subOrders.map((subOrder) => ({
        ...subOrder,
        subOrderAmount: usd(40),
        forecastedLeftToPay: usd(40),
        discounts: [],
        quantifiedProducts: [],
        charges: [
          { type: 'SALES_TAX', model: 'RATE', label: 'State tax', rate: 400, chargedAmount: usd(1.6) },
          { type: 'TAX', model: 'RATE', label: 'City tax', rate: 450, chargedAmount: usd(1.8) },
        ],
      })),
    },
  };
};
const usVenue = (fastCheckout: Record<string, unknown> = { enabled: true, tipsRate: 1800 }) =>
  venueDoc({ countryCode: 'US', currency: 'USD', tipsSuggestion: { configuration: { ...venueDoc().tipsSuggestion.configuration, fastCheckout } } });
const docs = (bill: Record<string, unknown>, venue: Record<string, unknown>) => ({
  'bills/bill-1': bill,
  'venues/venue-1': venue,
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
});
const readBack = { ...issuedSplit('split-express', 'guest-me', 40), billSplitAmount: usd(40) };

describe('express checkout (1-core §4 "Checkout mode", 2-paying §4)', () => {
  test('"one-tap full-bill payment with a tip": issues a remaining-amount split, reads it back, pays with the fastCheckout rate', async () => {
    const issueLeftToPay = vi.fn(async () => ok({ splitId: 'split-express', billSplitAmount: usd(40) }));
    const getSplit = vi.fn(async () => ok(readBack));
    const { router } = await renderApp({ path: BILL, docs: docs(usBill(), usVenue()), api: { billing: { issueLeftToPay, getSplit } } });
    const express = await screen.findByRole('region', { name: 'Express checkout' });
    // The tip's base is the read-back split's: the bill page names the rate, the payment page the amount.
    expect(within(express).getByText('$40.00 plus a tip of 18%')).toBeTruthy();
    fireEvent.click(within(express).getByRole('button', { name: 'Pay the check now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/split-express/payment-intents/new`));
    expect(getSplit).toHaveBeenCalledWith('bill-1', 'split-express');
    expect(router.state.location.state).toEqual({ tip: usd(7.2) });
  });

  test('the tip is the tips page tip: the pre-tax base of the read-back split, for a PRE_TAX venue', async () => {
    const issueLeftToPay = vi.fn(async () => ok({ splitId: 'split-express', billSplitAmount: usd(40) }));
    const getSplit = vi.fn(async () => ok({ ...readBack, preTaxTipsBaseAmount: usd(36), postTaxTipsBaseAmount: usd(40) }));
    const venue = venueDoc({
      countryCode: 'US',
      currency: 'USD',
      tipsSuggestion: {
        configuration: { ...venueDoc().tipsSuggestion.configuration, tipsCalculationStrategy: 'PRE_TAX', fastCheckout: { enabled: true, tipsRate: 1800 } },
      },
    });
    const { router } = await renderApp({ path: BILL, docs: docs(usBill(), venue), api: { billing: { issueLeftToPay, getSplit } } });
    fireEvent.click(within(await screen.findByRole('region', { name: 'Express checkout' })).getByRole('button', { name: 'Pay the check now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/split-express/payment-intents/new`));
    expect(router.state.location.state).toEqual({ tip: usd(6.48) });
  });

  const failure = err({
    code: 'BILLING_INFRASTRUCTURE_FAILURE' as const,
    type: 'BILLING_INFRASTRUCTURE_FAILURE' as const,
    retryable: true,
    cause: { type: 'network' as const, message: 'down', timedOut: false },
  });
  test.each([
    ['the split cannot be issued', false, true],
    ['the split cannot be read back', true, false],
  ])('"any failure falls back to SPLIT": %s', async (_name, issues, readsBack) => {
    const issueLeftToPay = async () => (issues ? ok({ splitId: 'split-express', billSplitAmount: usd(40) }) : failure);
    const getSplit = async () => (readsBack ? ok(readBack) : failure);
    const { router } = await renderApp({ path: BILL, docs: docs(usBill(), usVenue()), api: { billing: { issueLeftToPay, getSplit } } });
    fireEvent.click(within(await screen.findByRole('region', { name: 'Express checkout' })).getByRole('button', { name: /now$/ }));
    expect(await screen.findByText(/Express checkout is not available right now/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Express checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay or split the check' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(BILL);
  });

  test.each([
    ['fast checkout is not enabled', usBill(), usVenue({ enabled: false })],
    ['the bill is closed', usBill({ closed: true }), usVenue()],
    [
      'the venue is not in the US',
      usBill(),
      venueDoc({ tipsSuggestion: { configuration: { ...venueDoc().tipsSuggestion.configuration, fastCheckout: { enabled: true, tipsRate: 1800 } } } }),
    ],
  ])(
    '"Express is used only if fast checkout is enabled, the bill is not fully paid or closed, the feature is available": not when %s',
    async (_name, bill, venue) => {
      await renderApp({ path: BILL, docs: docs(bill, venue) });
      await screen.findByRole('list', { name: 'Products' });
      expect(screen.queryByRole('region', { name: 'Express checkout' })).toBeNull();
    },
  );
});

describe('bill page country rules', () => {
  test('"US venues merge taxes into one \'Taxes and fees\' entry when two or more tax lines exist" (1-core §5), with its modal', async () => {
    await renderApp({ path: BILL, docs: docs(usBill(), usVenue({ enabled: false })) });
    const charges = await screen.findByRole('list', { name: 'Additional charges' });
    expect(within(charges).getByText('Taxes and fees')).toBeTruthy();
    expect(within(charges).queryByText('State tax')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'What taxes and fees include' }));
    const dialog = await screen.findByRole('dialog', { name: 'Taxes and fees' });
    expect(within(dialog).getByText('State tax')).toBeTruthy();
    expect(within(dialog).getByText('City tax')).toBeTruthy();
  });

  test.each([
    [
      'GB, 12.5%: "a"',
      'GB',
      1250,
      'Please note a 12.5% Service Charge is applied on all bills. 100% of this fee goes to the service staff. Additional gratuity is at the discretion of each guest.',
    ],
    [
      'GB, 18%: "uses \'an\' before rates 8, 11 or 18 percent"',
      'GB',
      1800,
      'Please note an 18% Service Charge is applied on all bills. 100% of this fee goes to the service staff. Additional gratuity is at the discretion of each guest.',
    ],
    ['FR: "it shows in GB only"', 'FR', 1250, undefined],
  ])('service-charge notice (1-core §9): %s', async (_name, countryCode, rate, text) => {
    const bill = billDoc();
    const withCharge = {
      ...bill,
      order: {
        ...bill.order,
        subOrders: bill.order.subOrders.map((subOrder) => ({
          ...subOrder,
          charges: [{ type: 'SERVICE_CHARGE', model: 'RATE', label: 'Service charge', rate, chargedAmount: { amount: 500_000, currency: 'EUR' } }],
        })),
      },
    };
    await renderApp({ path: BILL, docs: docs(withCharge, venueDoc({ countryCode })) });
    await screen.findByRole('list', { name: 'Products' });
    if (text) expect(screen.getByText(text)).toBeTruthy();
    else expect(screen.queryByText(/Service Charge is applied/)).toBeNull();
  });
});
