import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NOW, billDoc, venueDoc } from '../../../test/fixtures.js';
import { TEST_PAYMENT_METHOD_ID } from '../../../test/fake-card-frame.js';
import { renderApp } from '../../../test/render-app.js';
import { browserOrderingStore } from '../../../lib/ordering/use-ordering-store.js';

const VENUE = '/venues/venue-1';
const docs = { 'venues/venue-1': venueDoc() };

/** The card is entered in the provider's frame (faked here: it tokenizes to TEST_PAYMENT_METHOD_ID). */
async function cardFrameReady() {
  await screen.findByTitle('Card details');
}

beforeEach(() => browserOrderingStore().setState({ tab: undefined }));
afterEach(cleanup);

describe('tabs (3-menus §2 Tabs, §4, §5)', () => {
  test('/tab/new: the welcome message and the open-tab button', async () => {
    await renderApp({ path: `${VENUE}/tab/new`, docs });
    expect(await screen.findByRole('heading', { name: 'Welcome to Le Petit Zinc' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open a tab' }).getAttribute('href')).toBe(`${VENUE}/tab/authorize`);
  });

  test('"restores a stored bill and redirects to it if valid"', async () => {
    browserOrderingStore()
      .getState()
      .setTab({ tabId: 'tab-1', paymentId: 'p1', venueId: 'venue-1', createdAt: NOW - 60_000, billId: 'bill-9' });
    const { router } = await renderApp({ path: `${VENUE}/tab/new`, docs });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${VENUE}/bills/bill-9`), { timeout: 15_000 });
  });

  test('"Unknown venue on tab landing: \'the open tab link has no venue\'"', async () => {
    await renderApp({ path: '/venues/nowhere/tab/new', docs });
    expect(await screen.findByRole('alert', { name: 'the open tab link has no venue' })).toBeTruthy();
  });

  test('step 1 of 2: the tab is created, its hold taken with manual capture, then step 2', async () => {
    const createTab = vi.fn(async () => ok({ tabId: 'tab-1', displayId: '12', paymentId: 'pay-tab-1' }));
    const confirm = vi.fn(async () => ({ kind: 'succeeded' as const, paymentId: 'pay-tab-1', intentId: 'pi_1', captured: false }));
    const { router } = await renderApp({ path: `${VENUE}/tab/authorize`, docs, api: { ordering: { createTab } }, payments: { confirm } });
    expect(await screen.findByText('A temporary hold of €20.00 is placed on your card. It is not a payment and disappears within 7 days.')).toBeTruthy();
    await cardFrameReady();
    fireEvent.click(screen.getByRole('button', { name: 'Register my card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${VENUE}/tab/tab-1/register`));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        captureMethod: 'manual',
        paymentId: 'pay-tab-1',
        amount: { amount: 2_000_000, currency: 'EUR' },
        paymentMethod: { kind: 'card', paymentMethodId: TEST_PAYMENT_METHOD_ID },
      }),
    );
    expect(router.state.location.state).toEqual({ paymentId: 'pay-tab-1' });
  });

  test('a refused card shows the warning overlay with retry', async () => {
    const createTab = vi.fn(async () => ok({ tabId: 'tab-1', displayId: '12', paymentId: 'pay-tab-1' }));
    const confirm = vi.fn(async () => ({ kind: 'failed' as const, paymentId: 'pay-tab-1', intentId: 'pi_1', code: 'card_declined', message: 'declined' }));
    await renderApp({ path: `${VENUE}/tab/authorize`, docs, api: { ordering: { createTab } }, payments: { confirm } });
    await screen.findByTitle('Card details');
    await cardFrameReady();
    fireEvent.click(screen.getByRole('button', { name: 'Register my card' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('"Tab creation failure redirects to a new-tab page with a domain engagement failure"', async () => {
    const createTab = vi.fn(async () => ({
      ok: false as const,
      error: { code: 'TAB_CALL_FAILED' as const, error: { type: 'http' as const, status: 409, body: {} } },
    }));
    const { router } = await renderApp({ path: `${VENUE}/tab/authorize`, docs, api: { ordering: { createTab } } });
    await screen.findByTitle('Card details');
    await cardFrameReady();
    fireEvent.click(screen.getByRole('button', { name: 'Register my card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${VENUE}/tab/new`));
    expect(await screen.findByText('Your tab could not be opened. Please try again or ask your waiter.')).toBeTruthy();
  });

  test('"Without a payment id in state, redirect to authorize"', async () => {
    const { router } = await renderApp({ path: `${VENUE}/tab/tab-1/register`, docs });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${VENUE}/tab/authorize`));
  });

  test("step 2 of 2: \"messages 'required' and 'Cannot be blank'; validation on change\", then the tab opens and the diner reaches its bill", async () => {
    browserOrderingStore().getState().setTab({ tabId: 'tab-1', paymentId: 'pay-tab-1', venueId: 'venue-1', createdAt: NOW });
    const registerTab = vi.fn(async () => ok({ tabId: 'tab-1', displayId: '12' }));
    const { router } = await renderApp({
      path: `${VENUE}/tab/tab-1/register`,
      state: { paymentId: 'pay-tab-1' },
      docs: { ...docs, 'tabs/tab-1': { status: 'OPEN', tabId: 'tab-1', billId: 'bill-1' }, 'bills/bill-1': billDoc({ tabId: 'tab-1' }) },
      api: { ordering: { registerTab } },
    });
    const firstName = await screen.findByLabelText('First name');
    fireEvent.change(firstName, { target: { value: '  ' } });
    expect(screen.getByText('Cannot be blank')).toBeTruthy();
    fireEvent.change(firstName, { target: { value: '' } });
    expect(screen.getByText('required')).toBeTruthy();
    fireEvent.change(firstName, { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open my tab' }));
    expect(await screen.findByRole('heading', { name: 'Your card is registered for this tab' })).toBeTruthy();
    expect(registerTab).toHaveBeenCalledWith('business-1', 'tab-1', { customer: { firstName: 'Ada', lastName: 'Lovelace' } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${VENUE}/bills/bill-1`), { timeout: 15_000 });
    expect(browserOrderingStore().getState().tab?.billId).toBe('bill-1');
  });

  test('"Registration failure shows the error overlay with retry"', async () => {
    const registerTab = vi.fn(async () => ({
      ok: false as const,
      error: { code: 'TAB_CALL_FAILED' as const, error: { type: 'http' as const, status: 409, body: {} } },
    }));
    await renderApp({ path: `${VENUE}/tab/tab-1/register`, state: { paymentId: 'pay-tab-1' }, docs, api: { ordering: { registerTab } } });
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open my tab' }));
    expect(await screen.findByRole('alertdialog', { name: 'Your tab could not be opened' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(registerTab).toHaveBeenCalledTimes(2));
  });
});
