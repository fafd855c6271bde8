import { LOYALTY_AUTH_INITIAL } from '@tableside/loyalty-providers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Refused, fakeHttp, type FakeRoutes } from '../../../test/fake-http.js';
import { renderApp } from '../../../test/render-app.js';
import { renderWithServices } from '../../../test/render-with-services.js';
import { identityStorageOf, loyaltyStore, splitKey } from '../api/loyalty-store.js';
import EarnAfterPay from './earn-after-pay.js';
import LoyaltyTabItem from './loyalty-tab-item.js';

afterEach(() => {
  cleanup();
  loyaltyStore().setState({ auth: LOYALTY_AUTH_INITIAL, identification: {}, earned: {} });
  globalThis.localStorage.clear();
});

const VENUE = 'venue-crown';
const BUSINESS = 'business-crown';
const USER = 'guest-me';
const config = (provider: string) => () => ({ id: BUSINESS, provider, loyaltyReference: 'Crown Club', burnEnabled: true, theme: 'default' });
const phone = { phoneNumber: '+33612345678', hasOptIn: true };
const EARN = `POST /public/businesses/${BUSINESS}/users/${USER}/bills/bill-1/splits/split-1/earn-after-pay`;

function identifiedByPhone(balance = 120) {
  identityStorageOf(loyaltyStore()).write('COMO', { primaryUserId: USER, balance, createdAt: '2026-01-01T00:00:00.000Z', storeId: BUSINESS });
  loyaltyStore().getState().setIdentification(BUSINESS, phone);
}

describe('earn after paying (3 §1, §7 earn-after-pay)', () => {
  test("an identified diner earns the split's points once: the answer is kept for the split and said on the success page", async () => {
    identifiedByPhone();
    const bodies: unknown[] = [];
    const routes: FakeRoutes = {
      [`GET /public/businesses/${BUSINESS}`]: config('COMO'),
      [EARN]: (spec) => {
        bodies.push(spec.body);
        return { points: 25, undisclosed: false, balance: 145 };
      },
    };
    await renderWithServices(<EarnAfterPay venueId={VENUE} businessId={BUSINESS} billId="bill-1" splitId="split-1" />, { routes });
    expect(await screen.findByText('You earned 25 points with this payment. Your points: 145.')).toBeTruthy();
    expect(bodies).toEqual([{ guestIdentificationParameters: phone }]);
    expect(loyaltyStore().getState().earned[splitKey('bill-1', 'split-1')]).toEqual({ points: 25, undisclosed: false, balance: 145 });

    // Shown again (a reload of the success page): no second call.
    cleanup();
    await renderWithServices(<EarnAfterPay venueId={VENUE} businessId={BUSINESS} billId="bill-1" splitId="split-1" />, { routes });
    expect(await screen.findByText('You earned 25 points with this payment. Your points: 145.')).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  test('undisclosed points say they are on their way; a failed call says nothing', async () => {
    identifiedByPhone();
    await renderWithServices(<EarnAfterPay venueId={VENUE} businessId={BUSINESS} billId="bill-1" splitId="split-1" />, {
      routes: { [`GET /public/businesses/${BUSINESS}`]: config('COMO'), [EARN]: () => ({ points: 0, undisclosed: true }) },
    });
    expect(await screen.findByText('Your points for this payment are on their way.')).toBeTruthy();
    cleanup();
    loyaltyStore().setState({ earned: {} });

    const failed = await renderWithServices(<EarnAfterPay venueId={VENUE} businessId={BUSINESS} billId="bill-1" splitId="split-1" />, {
      routes: { [`GET /public/businesses/${BUSINESS}`]: config('COMO'), [EARN]: () => new Refused(502, 'provider-down') },
    });
    await waitFor(() => expect(failed.calls).toHaveLength(2));
    expect(screen.queryByRole('status')).toBeNull();
    expect(loyaltyStore().getState().earned).toEqual({});
  });

  test('a diner not identified earns nothing and nothing is called', async () => {
    const { calls } = await renderWithServices(<EarnAfterPay venueId={VENUE} businessId={BUSINESS} billId="bill-1" splitId="split-1" />, {
      routes: { [`GET /public/businesses/${BUSINESS}`]: config('COMO') },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.path).toBe(`/public/businesses/${BUSINESS}`);
  });
});

describe("the tab bar's loyalty item (1-core §2)", () => {
  test('leads to the venue loyalty page, with the points once identified', async () => {
    identifiedByPhone(80);
    await renderWithServices(<LoyaltyTabItem venueId={VENUE} businessId={BUSINESS} className="tab" />, {
      routes: {
        [`GET /public/businesses/${BUSINESS}`]: config('COMO'),
        [`GET /public/businesses/${BUSINESS}/users/${USER}`]: () => ({ balance: 95, createdAt: '2026-01-01T00:00:00.000Z', hasOptIn: true }),
      },
    });
    const item = await screen.findByRole('link', { name: 'Loyalty, 95 points' });
    expect(item.getAttribute('href')).toBe(`/venues/${VENUE}/loyalty`);
  });

  test('a guest sees the item without points; a business without loyalty shows none', async () => {
    await renderWithServices(<LoyaltyTabItem venueId={VENUE} businessId={BUSINESS} className="tab" />, {
      routes: { [`GET /public/businesses/${BUSINESS}`]: config('ZEROSIX') },
    });
    expect((await screen.findByRole('link', { name: 'Loyalty' })).textContent).toBe('Loyalty');
    cleanup();
    const none = await renderWithServices(<LoyaltyTabItem venueId={VENUE} businessId={BUSINESS} className="tab" />, {
      routes: { [`GET /public/businesses/${BUSINESS}`]: () => null },
    });
    await waitFor(() => expect(none.calls).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the Paytronix-style login (2-paying §5)', () => {
  test('username and password are both needed; a refusal says so; accepted, the balance shows and the password is not kept', async () => {
    let accept = false;
    const fake = fakeHttp({
      [`GET /public/businesses/${BUSINESS}`]: config('PAYTRONIX'),
      [`POST /public/businesses/${BUSINESS}/users/prepare-loyalty-id`]: () =>
        accept ? { balance: 300, createdAt: '2026-01-01T00:00:00.000Z', hasOptIn: false, status: 'OK' } : new Refused(401, 'invalid-credentials'),
      [`GET /public/businesses/${BUSINESS}/users/${USER}`]: () => ({ balance: 300, createdAt: '2026-01-01T00:00:00.000Z', hasOptIn: false }),
      [`GET /public/businesses/${BUSINESS}/users/${USER}/rewards`]: () => [],
    });
    await renderApp({ path: `/venues/${VENUE}/loyalty`, docs: { [`venues/${VENUE}`]: { businessId: BUSINESS, name: 'The Crown & Anchor' } }, http: fake.http });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to the loyalty programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Loyalty programme' });
    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'diner@example.com' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'waffles' } });
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Incorrect username or password.');

    accept = true;
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'pancakes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Your points: 300')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.filter((call) => call.path.endsWith('/prepare-loyalty-id')).map((call) => call.body)).toEqual([
      { userId: USER, guestIdentificationParameters: { username: 'diner@example.com', password: 'waffles' } },
      { userId: USER, guestIdentificationParameters: { username: 'diner@example.com', password: 'pancakes' } },
    ]);
    expect(JSON.stringify(loyaltyStore().getState())).not.toContain('pancakes');
  });
});
