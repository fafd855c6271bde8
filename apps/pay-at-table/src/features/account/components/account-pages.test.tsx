import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { accountUser } from '../../../test/account-fixtures.js';
import { Refused, fakeHttp, type FakeRoutes } from '../../../test/fake-http.js';
import { NOW } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(() => {
  cleanup();
  accountSessionStore().getState().clearSession();
});

const ada = accountUser();
const ME = 'GET /user-account/users/me';

async function open(path: string, routes: FakeRoutes = {}, { loggedIn = true } = {}) {
  if (loggedIn)
    accountSessionStore()
      .getState()
      .setSession({ userId: 'acc-1', accessToken: 'jwt', expiresAt: NOW + 3_600_000 });
  const fake = fakeHttp(routes);
  const app = await renderApp({ path, http: fake.http });
  return { ...fake, ...app };
}

describe('the account pages (1-core §2, 3 §2)', () => {
  test('/me shows the profile read with the bearer token, and its links', async () => {
    const { calls } = await open('/me', { [ME]: () => ada });
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('+33612345678')).toBeTruthy();
    expect(screen.getByText('ada@example.test')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/me/details', '/me/receipts/list', '/me/management']);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/user-account/users/me', bearer: 'jwt' });
  });

  test('/me of an unverified e-mail asks to verify it; unset fields say so', async () => {
    await open('/me', { [ME]: () => ({ ...ada, firstName: null, lastName: null, verificationRequired: true }) });
    expect(await screen.findByText('Check your inbox: open the link we sent to ada@example.test to verify your email address.')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
  });

  test('/me?redirectTo goes straight there for a logged-in diner; a guest goes to sign-up with the page as origin', async () => {
    const logged = await open('/me?redirectTo=%2Fme%2Freceipts%2Flist', { 'GET /marketing/api/v1/receipts': () => ({ receipts: [] }) });
    await waitFor(() => expect(logged.router.state.location.pathname).toBe('/me/receipts/list'));
    cleanup();
    accountSessionStore().getState().clearSession();
    const guest = await open('/me', {}, { loggedIn: false });
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/signup'));
    expect(guest.router.state.location.search).toBe('?originPath=%2Fme');
  });

  test('a refused access token ends the session; a failed read can be tried again', async () => {
    let reads = 0;
    await open('/me', { [ME]: () => (++reads === 1 ? new Refused(500, 'down') : ada) });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    cleanup();

    const refused = await open('/me', { [ME]: () => new Refused(401, 'access-token-expired') });
    await waitFor(() => expect(refused.router.state.location.pathname).toBe('/signup'));
    expect(accountSessionStore().getState().session).toBeNull();
  });

  test('/me/details saves the personal details; a taken e-mail gives error.auth.emailAlreadyExists', async () => {
    let taken = false;
    let body: unknown;
    await open('/me/details', {
      [ME]: () => ada,
      'PUT /user-account/users/me/personal-details': (spec) => {
        body = spec.body;
        return taken ? new Refused(409, 'error.auth.emailAlreadyExists') : { ...ada, firstName: 'Augusta' };
      },
    });
    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    expect(first.value).toBe('Ada');
    fireEvent.change(first, { target: { value: 'Augusta' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your details are saved.')).toBeTruthy();
    expect(body).toEqual({ firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@example.test' });

    taken = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account already exists with this email address.');
  });

  test('/me/details does not send a blank first name ("at least one non-whitespace character")', async () => {
    const { calls } = await open('/me/details', { [ME]: () => ada });
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).validity.valid).toBe(false);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  test('/me/management names the phone and logs out through /me/logged-out, which forgets the session and the guest identity', async () => {
    const { router, device } = await open('/me/management', { [ME]: () => ada });
    expect(await screen.findByText('Your account is tied to +33612345678.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change my personal details' }).getAttribute('href')).toBe('/me/details');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'You are logged out', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/me/logged-out');
    await waitFor(() => expect(accountSessionStore().getState().session).toBeNull());
    expect(device.getState().identity).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/login?redirectToPath=%2Fme');
  });

  test('/me/receipts/list lists the payments and downloads a PDF; a failed download says so', async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let fail = false;
    const { calls } = await open('/me/receipts/list', {
      'GET /marketing/api/v1/receipts': () => ({
        receipts: [
          {
            id: 'r-1',
            businessId: 'business-crown',
            businessName: 'The Crown & Anchor',
            paymentId: 'pay-1',
            paid: { amount: 2_500_000, currency: 'GBP' },
            date: NOW,
            logo: null,
          },
        ],
      }),
      'GET /receipt/receipts/v2/payments/pay-1': () => (fail ? new Refused(404, 'receipt-not-found') : new Blob(['%PDF-'], { type: 'application/pdf' })),
    });
    const list = await screen.findByRole('list', { name: 'My receipts' });
    expect(within(list).getByText('The Crown & Anchor')).toBeTruthy();
    expect(within(list).getByText('£25.00')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)).toMatchObject({ path: '/receipt/receipts/v2/payments/pay-1', bearer: 'jwt', guest: true });

    fail = true;
    fireEvent.click(within(list).getByRole('button', { name: 'Download PDF' }));
    expect(await within(list).findByText("We couldn't download this receipt. Please try again.")).toBeTruthy();
  });

  test('/me/receipts/list without payments says so', async () => {
    await open('/me/receipts/list', { 'GET /marketing/api/v1/receipts': () => ({ receipts: [] }) });
    expect(await screen.findByRole('heading', { name: 'No payments yet.', level: 2 })).toBeTruthy();
  });

  test('/entry-point offers login and sign-up back to the target; a logged-in diner goes on', async () => {
    await open('/entry-point?redirectToPath=%2Fvenues%2Fv', {}, { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeTruthy();
    const page = screen.getByRole('main');
    expect(within(page).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirectToPath=%2Fvenues%2Fv');
    expect(within(page).getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/signup?originPath=%2Fvenues%2Fv');
    cleanup();
    const logged = await open('/entry-point?redirectToPath=%2Fme%2Freceipts%2Flist', { 'GET /marketing/api/v1/receipts': () => ({ receipts: [] }) });
    await waitFor(() => expect(logged.router.state.location.pathname).toBe('/me/receipts/list'));
  });

  test('/logged-in says so without a target, and sends a guest to the login', async () => {
    await open('/logged-in');
    expect(await screen.findByRole('heading', { name: 'You are logged in', level: 1 })).toBeTruthy();
    cleanup();
    accountSessionStore().getState().clearSession();
    const guest = await open('/logged-in?redirectToPath=%2Fme', {}, { loggedIn: false });
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
    expect(guest.router.state.location.search).toBe('?redirectToPath=%2Fme');
  });
});
