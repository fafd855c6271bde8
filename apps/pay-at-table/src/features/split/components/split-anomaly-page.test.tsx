import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, issuedSplit, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() };

async function askFor(amount: string, api: Parameters<typeof renderApp>[0]['api'] = {}) {
  const rendered = await renderApp({ path: `${BILL}/splits/new`, docs, api });
  fireEvent.click(await screen.findByRole('radio', { name: 'Pay a custom amount' }));
  fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
  return rendered;
}

describe('split issue flow with anomalies (2-paying §4 "Split issue flow", "Anomalies and recovery")', () => {
  test('"Check for anomalies first": more than the forecasted left to pay opens the anomaly screen, nothing is issued', async () => {
    const issueByAmount = vi.fn();
    const { router } = await askFor('60', { billing: { issueByAmount } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/new/anomaly`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Add the extra €3.50 as a tip' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay only what is left (€56.50)' })).toBeTruthy();
    // Found before issuing, there is no split to delete: the last choice goes back to the bill.
    expect(
      within(dialog)
        .getAllByRole('button')
        .slice(1)
        .map((button) => button.textContent),
    ).toEqual(['Add the extra €3.50 as a tip', 'Pay only what is left (€56.50)', 'Back to the check']);
    expect(issueByAmount).not.toHaveBeenCalled();
  });

  test('"pay only what is left" issues the left amount and goes to tips', async () => {
    const issueByAmount = vi.fn(async () => ok({ splitId: 'split-left', billSplitAmount: eur(56.5) }));
    const { router } = await askFor('60', { billing: { issueByAmount } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay only what is left (€56.50)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/split-left/tips`));
    expect(issueByAmount).toHaveBeenCalledWith(expect.objectContaining({ splitAmount: eur(56.5) }));
  });

  test('"Add the excess as a tip" pays what is left with the excess as the tip', async () => {
    const issueByAmount = vi.fn(async () => ok({ splitId: 'split-tip', billSplitAmount: eur(56.5) }));
    const getSplit = vi.fn(async () => ok(issuedSplit('split-tip', 'guest-me', 56.5)));
    const { router } = await askFor('60', { billing: { issueByAmount, getSplit } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add the extra €3.50 as a tip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/split-tip/payment-intents/new`));
    expect(issueByAmount).toHaveBeenCalledWith(expect.objectContaining({ splitAmount: eur(56.5) }));
    expect(router.state.location.state).toEqual({ tip: eur(3.5) });
    expect(await screen.findByText('You pay €60.00')).toBeTruthy();
  });

  test('"delete" returns to the bill', async () => {
    const { router } = await askFor('60');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
  });

  test('"returns to the bill if none is in state"', async () => {
    const { router } = await renderApp({ path: `${BILL}/splits/new/anomaly`, docs });
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
  });
});
