import { LOYALTY_AUTH_INITIAL, type LoyaltyProvider } from '@tableside/loyalty-providers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Refused, type FakeRoutes } from '../../../test/fake-http.js';
import { renderWithServices } from '../../../test/render-with-services.js';
import { identityStorageOf, loyaltyStore } from '../api/loyalty-store.js';
import LoyaltyPanel from './loyalty-panel.js';

afterEach(() => {
  cleanup();
  loyaltyStore().setState({ auth: LOYALTY_AUTH_INITIAL, identification: {}, earned: {} });
  globalThis.localStorage.clear();
});

const BUSINESS = 'business-crown';
const USER = 'guest-me';
const base = `/public/businesses/${BUSINESS}/users/${USER}`;
const split = { billId: 'bill-1', splitId: 'split-1' };
const pint = { id: 'reward-pint', name: 'A free pint', points: 100 };
const dinner = { id: 'reward-dinner', name: 'Dinner for two', points: 500 };
const gbp = (amount: number) => ({ amount, currency: 'GBP' });

/** A diner this device identified with the programme. */
function identified(provider: LoyaltyProvider, balance = 120) {
  identityStorageOf(loyaltyStore()).write(provider, { primaryUserId: USER, balance, createdAt: '2026-01-01T00:00:00.000Z', storeId: BUSINESS });
}

/**
 * A programme with the two rewards whose eligible discount lives on the fake server: applying the pint takes 6.00
 * off the split, unapplying puts it back. `refuse` makes apply answer that status instead of 200.
 */
function programme(provider: LoyaltyProvider, { balance = 120, refuse }: { balance?: number; refuse?: number } = {}): FakeRoutes {
  let applied = false;
  const discount = () =>
    applied
      ? { rewardId: pint.id, applicableReward: pint, isApplied: true, amount: gbp(600_000) }
      : { rewardId: null, applicableReward: null, isApplied: false };
  return {
    [`GET /public/businesses/${BUSINESS}`]: () => ({ id: BUSINESS, provider, loyaltyReference: 'Crown Club', burnEnabled: true, theme: 'default' }),
    [`GET ${base}`]: () => ({ balance, createdAt: '2026-01-01T00:00:00.000Z', hasOptIn: true }),
    [`GET ${base}/rewards`]: () => [pint, dinner],
    [`POST ${base}/rewards`]: () => discount(),
    [`PUT ${base}/rewards/${pint.id}`]: () => {
      if (refuse) return new Refused(refuse, 'reward-not-applicable');
      applied = true;
      return { ok: true };
    },
    [`PUT ${base}/rewards/${pint.id}/unapply`]: () => {
      applied = false;
      return { ok: true };
    },
  };
}

async function renderPanel(routes: FakeRoutes) {
  const changes: { amount: number | undefined; pending: boolean }[] = [];
  const rendered = await renderWithServices(
    <LoyaltyPanel
      venueId="venue-crown"
      businessId={BUSINESS}
      {...split}
      onRewardChange={(amount, pending) => changes.push({ amount: amount?.amount, pending })}
    />,
    { routes },
  );
  return { ...rendered, changes };
}

const region = () => screen.findByRole('region', { name: 'Crown Club loyalty' });

describe('loyalty on the payment page (2-paying §2, 3 §4)', () => {
  test('a diner not identified sees the login banner and no rewards; nothing is taken off the split', async () => {
    const { changes, calls } = await renderPanel(programme('COMO'));
    const panel = await region();
    expect(within(panel).getByText('Log in to see your points, use a reward on this check and earn points when you pay.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Log in to the loyalty programme' })).toBeTruthy();
    expect(within(panel).queryByRole('list')).toBeNull();
    await waitFor(() => expect(changes.at(-1)).toEqual({ amount: undefined, pending: false }));
    expect(calls.map((call) => call.path)).toEqual([`/public/businesses/${BUSINESS}`]);
  });

  test('a business without loyalty (204) shows nothing', async () => {
    const { changes } = await renderPanel({ [`GET /public/businesses/${BUSINESS}`]: () => null });
    await waitFor(() => expect(changes.at(-1)).toEqual({ amount: undefined, pending: false }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  test('an identified diner applies a reward: its amount goes to the page and the reward can be removed again; a reward over the balance is locked', async () => {
    identified('COMO');
    const { changes, calls } = await renderPanel(programme('COMO'));
    const panel = await region();
    expect(await within(panel).findByText('Your points: 120')).toBeTruthy();
    const locked = await within(panel).findByRole('button', { name: 'Dinner for two: not enough points' });
    expect(locked.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Use A free pint' }));
    const remove = await within(panel).findByRole('button', { name: 'Remove A free pint' });
    expect(within(panel).getByText('Applied: £6.00 off')).toBeTruthy();
    await waitFor(() => expect(changes.at(-1)).toEqual({ amount: 600_000, pending: false }));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: `${base}/rewards/${pint.id}`, body: split });
    // One reward at a time: while the pint is applied the other rewards cannot be used.
    expect(locked.hasAttribute('disabled')).toBe(true);

    fireEvent.click(remove);
    expect(await within(panel).findByRole('button', { name: 'Use A free pint' })).toBeTruthy();
    await waitFor(() => expect(changes.at(-1)).toEqual({ amount: undefined, pending: false }));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      `${base}/rewards/${pint.id}`,
      `${base}/rewards/${pint.id}/unapply`,
    ]);
  });

  test('"apply ... succeed only on HTTP 200": a refused apply shows the default error and takes nothing off', async () => {
    identified('COMO');
    const { changes } = await renderPanel(programme('COMO', { refuse: 409 }));
    const panel = await region();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Use A free pint' }));
    expect(await within(panel).findByText('Something went wrong')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Use A free pint' })).toBeTruthy();
    expect(changes.every((change) => change.amount === undefined)).toBe(true);
  });

  test('Paytronix: redeem asks for confirmation first; cancel goes back, confirm applies', async () => {
    identified('PAYTRONIX');
    const { calls, changes } = await renderPanel(programme('PAYTRONIX'));
    const panel = await region();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Use A free pint' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByRole('button', { name: 'Use A free pint' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: 'Use A free pint' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm A free pint' }));
    expect(await within(panel).findByRole('button', { name: 'Remove A free pint' })).toBeTruthy();
    await waitFor(() => expect(changes.at(-1)).toEqual({ amount: 600_000, pending: false }));
  });

  test('Paytronix: a refused confirmation shows the reward-not-applied banner', async () => {
    identified('PAYTRONIX');
    await renderPanel(programme('PAYTRONIX', { refuse: 422 }));
    const panel = await region();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Use A free pint' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm A free pint' }));
    // A warning banner (a status), not the default error toast.
    const title = await within(panel).findByText('Your reward could not be applied');
    expect(title.closest('[role="status"]')?.textContent).toContain('Please try again or pay without it.');
    expect(within(panel).queryByText('Something went wrong')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Use A free pint' })).toBeTruthy();
  });
});
