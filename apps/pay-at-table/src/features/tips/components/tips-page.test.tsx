import { ok } from '@tableside/api-client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NOW, billDoc, issuedSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';
import { accountSessionStore } from '../../../lib/identity/account-session.js';

afterEach(() => {
  cleanup();
  accountSessionStore().getState().clearSession();
});

const BILL = '/venues/venue-1/bills/bill-1';
const SPLIT = `${BILL}/splits/split-1`;
const configuration = (overrides: Record<string, unknown>) => ({
  tipsSuggestion: { configuration: { ...venueDoc().tipsSuggestion.configuration, ...overrides } },
});
const docs = (venue: Record<string, unknown>) => ({
  'bills/bill-1': billDoc(),
  'venues/venue-1': venue,
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
});
const splitOf = (units: number, currency = 'EUR') => {
  const split = issuedSplit('split-1', 'guest-me', units);
  return { ...split, billSplitAmount: { ...split.billSplitAmount, currency } };
};
const usVenue = venueDoc({ countryCode: 'US', currency: 'USD', ...configuration({ euroCoinEnabled: false }) });

async function renderTips(venue: Record<string, unknown>, units: number, currency = 'EUR') {
  const split = splitOf(units, currency);
  return renderApp({ path: `${SPLIT}/tips`, docs: docs(venue), api: { billing: { getSplit: async () => ok(split) } } });
}

describe('FR coin modals (2-paying §2, §5)', () => {
  test.each([
    ['"split below 50 units offers 1 euro"', 20, 'A one euro coin for the team?', 1],
    ['"50 to under 100 offers 2 euro"', 56.5, 'A two euro coin for the team?', 2],
    ['"100 and above offers round up to a multiple of 5"', 102, 'Keep the change?', 3],
  ])('%s', async (_rule, units, title, tipUnits) => {
    const { router } = await renderTips(venueDoc(), units);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave a coin' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Add / }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
    expect(router.state.location.state).toMatchObject({ tip: { amount: tipUnits * 100_000, currency: 'EUR' } });
  });

  test('no coin offer when euroCoinEnabled is off', async () => {
    await renderTips(venueDoc(configuration({ euroCoinEnabled: false })), 20);
    await screen.findByRole('group', { name: 'Add a tip' });
    expect(screen.queryByRole('button', { name: 'Leave a coin' })).toBeNull();
  });
});

describe('US smart tip (2-paying §4)', () => {
  test('"US smart tip preselects the lowest tip"; the funnel shows step 1 of 2', async () => {
    await renderTips(usVenue, 40, 'USD');
    const radios = within(await screen.findByRole('group', { name: 'Add a tip' })).getAllByRole('radio');
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  test('"tips below the lowest suggested percentage trigger a confirmation modal"', async () => {
    const { router } = await renderTips(usVenue, 40, 'USD');
    fireEvent.click(await screen.findByRole('radio', { name: 'No tip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your tip is below the usual amount' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change my tip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`${SPLIT}/tips`);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep my tip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
    expect(router.state.location.state).toMatchObject({ tip: { amount: 0, currency: 'USD' } });
  });

  test('the lowest tip itself needs no confirmation', async () => {
    const { router } = await renderTips(usVenue, 40, 'USD');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
  });

  test('"round-to-nearest-dollar when enabled": whole-dollar tips', async () => {
    await renderTips(venueDoc({ countryCode: 'US', currency: 'USD', ...configuration({ roundToNearestDollarEnabled: true }) }), 40, 'USD');
    expect(await screen.findByText('Tips are rounded to the nearest dollar.')).toBeTruthy();
  });
});

describe('custom tip modal (2-paying §5)', () => {
  test.each([
    ['"Percent field takes whole numbers"', 'Percentage', '12.5', 'The amount must be a positive number'],
    ['"a non-numeric or negative amount shows error.amountMustBeANumber"', 'Amount', '-3', 'The amount must be a positive number'],
    ['"one separator only"', 'Amount', '1.2,3', 'The amount must be a positive number'],
    ['"infinity shows a joke message"', 'Amount', 'Infinity', 'That is a very generous tip, but we cannot take infinity!'],
  ])('%s', async (_rule, mode, text, message) => {
    await renderTips(venueDoc(), 20);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter a custom tip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom tip' });
    fireEvent.click(within(dialog).getByRole('radio', { name: mode }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: text } });
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect((within(dialog).getByRole('button', { name: 'Confirm tip' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('"Tip confirm is disabled when the tip is zero"; an amount with a comma is accepted and chosen', async () => {
    const { router } = await renderTips(venueDoc(), 20);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter a custom tip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom tip' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Amount' }));
    const input = within(dialog).getByRole('textbox');
    fireEvent.change(input, { target: { value: '0' } });
    expect((within(dialog).getByRole('button', { name: 'Confirm tip' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '2,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm tip' }));
    expect(await screen.findByRole('radio', { name: /^Custom tip/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.state).toMatchObject({ tip: { amount: 250_000, currency: 'EUR' } }));
  });

  test('a whole percent is applied to the tip base', async () => {
    const { router } = await renderTips(venueDoc(), 20);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter a custom tip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom tip' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm tip' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.state).toMatchObject({ tip: { amount: 200_000, currency: 'EUR' } }));
  });
});

describe('login required for tips (2-paying §4)', () => {
  test('"Logins are mandatory for tips when enforceAccountForTipsForPat is set": prompt, or continue without a tip', async () => {
    await renderTips(venueDoc(configuration({ enforceAccountForTipsForPat: true })), 20);
    expect(await screen.findByRole('heading', { name: 'Log in to leave a tip' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirectToPath=${encodeURIComponent(`${SPLIT}/tips`)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue without a tip' }));
    expect(await screen.findByRole('group', { name: 'Add a tip' })).toBeTruthy();
  });

  test('a logged-in diner is not asked to log in (1-core §2 login-for-tips)', async () => {
    await renderTips(venueDoc(configuration({ enforceAccountForTipsForPat: true })), 20);
    expect(await screen.findByRole('heading', { name: 'Log in to leave a tip' })).toBeTruthy();
    act(() =>
      accountSessionStore()
        .getState()
        .setSession({ userId: 'acc-1', accessToken: 'jwt', expiresAt: NOW + 60_000 }),
    );
    expect(await screen.findByRole('group', { name: 'Add a tip' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Log in to leave a tip' })).toBeNull();
  });
});

describe('GB (1-core §3 ukNoTipsWhenServiceCharge)', () => {
  test('a GB venue with ukNoTipsWhenServiceCharge and a service charge goes straight to payment', async () => {
    const bill = billDoc();
    const withServiceCharge = {
      ...bill,
      order: {
        ...bill.order,
        subOrders: bill.order.subOrders.map((subOrder) => ({
          ...subOrder,
          charges: [{ type: 'SERVICE_CHARGE', model: 'RATE', label: 'Service charge', rate: 1250, chargedAmount: { amount: 500_000, currency: 'GBP' } }],
        })),
      },
    };
    const venue = venueDoc({ countryCode: 'GB', currency: 'GBP', ...configuration({ ukNoTipsWhenServiceCharge: true }) });
    const split = splitOf(20, 'GBP');
    const { router } = await renderApp({
      path: `${SPLIT}/tips`,
      docs: { ...docs(venue), 'bills/bill-1': withServiceCharge },
      api: { billing: { getSplit: async () => ok(split) } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('waiter link check (2-paying §4 "an account linked to the waiter for tips", §7)', () => {
  test.each([
    ['a linked waiter: the tips show', async () => ok({ linked: true }), true],
    ['a waiter without an account: straight to the payment, no tip', async () => ok({ linked: false }), false],
    ['"a failure is treated as linked": the tips show', async (): Promise<never> => Promise.reject(new Error('network down')), true],
  ] as const)('%s', async (_case, answer, tipsShown) => {
    const isWaiterLinked = vi.fn(answer);
    const { router } = await renderApp({
      path: `${SPLIT}/tips`,
      docs: docs(venueDoc()),
      api: { billing: { getSplit: async () => ok(splitOf(20)) }, waiter: { isWaiterLinked } },
    });
    if (tipsShown) expect(await screen.findByRole('group', { name: 'Add a tip' })).toBeTruthy();
    else await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
    expect(isWaiterLinked).toHaveBeenCalledWith(venueDoc().enrollmentId, 'fr-1');
  });
});
