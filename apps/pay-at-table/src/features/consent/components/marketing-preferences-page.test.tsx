import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { Refused, fakeHttp, type FakeRoutes } from '../../../test/fake-http.js';
import { NOW } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(() => {
  cleanup();
  accountSessionStore().getState().clearSession();
});

const PATH = '/me/privacy/marketing';
const OPT_IN = '/consent-manager/v1/applications/pay-at-table/users/acc-1/opt-in';
const stored = {
  hasOptIn: true,
  brands: [
    { name: 'volfoni', consent: false },
    { name: 'leon', consent: false },
    { name: 'au_bureau', consent: false },
    { name: 'hippo', consent: true },
  ],
};

async function openPage(routes: FakeRoutes) {
  accountSessionStore()
    .getState()
    .setSession({ userId: 'acc-1', accessToken: 'jwt', expiresAt: NOW + 3_600_000 });
  const fake = fakeHttp(routes);
  const app = await renderApp({ path: PATH, http: fake.http });
  await screen.findByRole('heading', { name: 'Marketing preferences', level: 1 });
  return { ...fake, ...app };
}

const brand = (name: RegExp) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('marketing preferences per brand (3 §2, §4)', () => {
  test('a guest is sent to sign-up with the page as origin path (the login guard)', async () => {
    const { router } = await renderApp({ path: PATH });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe(`?originPath=${encodeURIComponent(PATH)}`);
  });

  test('"save is enabled only after a change"; leaving with unsaved changes asks, "back" stays; once saved, leaving asks nothing', async () => {
    let body: unknown;
    const { router, calls } = await openPage({
      [`GET ${OPT_IN}`]: () => stored,
      [`PUT ${OPT_IN}`]: (spec) => {
        body = spec.body;
        return spec.body;
      },
    });
    expect(['Volfoni', 'Leon', 'Au Bureau', 'Hippo'].map((name) => brand(new RegExp(`^${name}`)).checked)).toEqual([false, false, false, true]);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.click(brand(/^Leon/));
    expect(save.hasAttribute('disabled')).toBe(false);
    // Toggling back to what is stored is no change.
    fireEvent.click(brand(/^Leon/));
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(brand(/^Leon/));

    void router.navigate('/');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(leave).getByText('Your changes to your marketing preferences are not saved yet.')).toBeTruthy();
    fireEvent.click(within(leave).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    expect(brand(/^Leon/).checked).toBe(true);

    fireEvent.click(save);
    expect(await screen.findByText('Your preferences are saved.')).toBeTruthy();
    expect(body).toEqual({ ...stored, brands: stored.brands.map((item) => (item.name === 'leon' ? { ...item, consent: true } : item)) });
    expect(calls.find((call) => call.method === 'PUT')?.bearer).toBe('jwt');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    void router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  test('"leave" drops the unsaved change and goes on', async () => {
    const { router, calls } = await openPage({ [`GET ${OPT_IN}`]: () => stored });
    fireEvent.click(brand(/^Volfoni/));
    void router.navigate('/');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  test('a failed read says so and can be tried again; a failed save keeps the change', async () => {
    let reads = 0;
    await openPage({
      [`GET ${OPT_IN}`]: () => (++reads === 1 ? new Refused(500, 'down') : stored),
      [`PUT ${OPT_IN}`]: () => new Refused(500, 'down'),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('switch', { name: /^Au Bureau/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(brand(/^Au Bureau/).checked).toBe(true);
    expect(screen.queryByText('Your preferences are saved.')).toBeNull();
  });
});
