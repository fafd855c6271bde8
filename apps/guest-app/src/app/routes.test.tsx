import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { ServicesProvider, type Services } from '../lib/api-context.js';
import { createI18n } from '../lib/i18n.js';
import { fakeApi, services } from '../test/fixtures.js';
import { guestAppRoutes } from './routes.js';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n(['en-GB']);
});

function open(path: string, given: Services = services()) {
  const router = createMemoryRouter(guestAppRoutes(given), { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={given}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </I18nextProvider>,
  );
  return router;
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('home and brand pages', () => {
  test('the home layout tiles (only safe links), the ways in, the brands and the sign-up card', async () => {
    open('/guest-app/app-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the pub' })).toBeTruthy();
    const tiles = within(screen.getByRole('list', { name: 'Home menu' }));
    expect(tiles.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('/venues/venue-london/menus');
    expect(tiles.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://example.com');
    expect(tiles.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Find a restaurant' }).getAttribute('href')).toBe('/guest-app/app-1/store-locator?mode=list');
    const signUp = await screen.findByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1');
    expect(screen.getByRole('link', { name: 'Le Petit Zinc' }).getAttribute('href')).toBe('/guest-app/app-1/brand/brand-zinc');
  });

  test('a logged-in guest-app user sees their balance instead of the sign-up card', async () => {
    open('/guest-app/app-1', services({ loggedIn: true }));
    expect(await screen.findByText('70 loyalty points')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  test('an unknown app is the not-found page; a brand page lists its venues', async () => {
    open('/guest-app/nope');
    expect((await heading()).textContent).toBe('Page not found');
  });

  test('brand page', async () => {
    open('/guest-app/app-1/brand/brand-zinc');
    expect((await heading()).textContent).toBe('Le Petit Zinc');
    expect(screen.getByText(/^Closed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the menu of Le Petit Zinc' }).getAttribute('href')).toBe('/venues/venue-paris/menus');
  });

  test('order, pay, onboarding and the /guest-app page', async () => {
    open('/guest-app/app-1/order');
    expect((await heading()).textContent).toBe('Click and collect');
    expect(screen.getByRole('link', { name: 'See the menu of The Crown & Anchor' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See the menu of Le Petit Zinc' })).toBeNull();
  });

  test('onboarding keeps a safe originPath only', async () => {
    open('/guest-app/app-1/onboarding?venueId=venue-paris&originPath=%2F%2Fevil.example');
    expect((await heading()).textContent).toBe('Welcome to Le Petit Zinc');
    expect(screen.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe('/venues/venue-paris/menus');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toContain('originPath=%2Fvenues%2Fvenue-paris%2Fmenus');
  });
});

describe('store locator', () => {
  test('search by city, and nearest first after the tap that asks the position', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) => success({ coords: { latitude: 48.85, longitude: 2.35 } } as GeolocationPosition));
    open('/guest-app/app-1/store-locator?mode=list', services({ geolocation: { getCurrentPosition } }));
    expect((await heading()).textContent).toBe('Find a restaurant');
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names()).toEqual(['The Crown & Anchor', 'Le Petit Zinc']);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by distance from me' }));
    await waitFor(() => expect(names()).toEqual(['Le Petit Zinc', 'The Crown & Anchor']));
    expect(screen.getByText('Nearest first')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by name or city'), { target: { value: 'london' } });
    expect(names()).toEqual(['The Crown & Anchor']);
    expect(screen.getByText('1 restaurant found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by name or city'), { target: { value: 'tokyo' } });
    expect(screen.getByText('No restaurant matches your search.')).toBeTruthy();
  });

  test('a refused location keeps the list and says so; a brand filter', async () => {
    const getCurrentPosition = vi.fn((_success: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    open('/guest-app/app-1/store-locator?mode=list&brand=brand-crown', services({ geolocation: { getCurrentPosition } }));
    expect((await heading()).textContent).toBe('The Crown & Anchor restaurants');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by distance from me' }));
    expect(await screen.findByText(/You did not allow your location/)).toBeTruthy();
  });

  test('the business group page', async () => {
    open('/business-groups/group-1/locations/');
    expect((await heading()).textContent).toBe('The Crown Collective: our restaurants');
  });
});

describe('external links', () => {
  test('a configured link opens; any other is refused and never rendered', async () => {
    open('/guest-app/app-1/external-link?url=https%3A%2F%2Fbrand.example%2Ffaq&title=FAQ');
    expect((await heading()).textContent).toBe('FAQ');
    expect(screen.getByRole('link', { name: 'Open FAQ' }).getAttribute('href')).toBe('https://brand.example/faq');
  });

  test('refused', async () => {
    open('/guest-app/app-1/external-link?url=https%3A%2F%2Fevil.example%2F&title=Evil');
    expect((await heading()).textContent).toBe('This link cannot be opened');
    expect(document.body.innerHTML).not.toContain('evil.example');
  });
});

describe('burger menu', () => {
  test('the promo card for a guest, the configured links only, our brands, find and click and collect', async () => {
    open('/guest-app/app-1?burgerMenuOpen=true');
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(dialog.queryByRole('link', { name: 'My profile' })).toBeNull();
    expect(dialog.getByRole('link', { name: 'Frequently asked questions' })).toBeTruthy();
    expect(dialog.queryByRole('link', { name: 'Wi-Fi terms' })).toBeNull();
    for (const name of ['Privacy centre', 'Our brands', 'Find a restaurant', 'Click and collect']) expect(dialog.getByRole('link', { name })).toBeTruthy();
  });

  test('logged in: my profile, loyalty and receipts; closing removes the flag', async () => {
    const router = open('/guest-app/app-1?burgerMenuOpen=true', services({ loggedIn: true }));
    const dialog = within(await screen.findByRole('dialog'));
    for (const name of ['My profile', 'Loyalty', 'My receipts']) expect(dialog.getByRole('link', { name })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('login-only pages', () => {
  test('unauthenticated: a document redirect to the guest app sign-up (migration variant for migration pages)', async () => {
    const find = (routes: RouteObject[], path: string): RouteObject | undefined =>
      routes.flatMap((route) => (route.path === path ? [route] : find(route.children ?? [], path) ? [find(route.children ?? [], path) as RouteObject] : []))[0];
    const routes = guestAppRoutes(services());
    const refused = async (path: string, url: string) => {
      const loader = find(routes, path)?.loader;
      if (typeof loader !== 'function') throw new Error(`no loader for ${path}`);
      const thrown: unknown = await Promise.resolve(
        loader({ request: new Request(`http://localhost${url}`), params: { appId: 'app-1' }, context: undefined } as never),
      ).catch((error: unknown) => error);
      if (!(thrown instanceof Response)) throw new Error('expected a redirect');
      return { status: thrown.status, location: thrown.headers.get('location'), document: thrown.headers.get('x-remix-reload-document') };
    };
    expect(await refused('loyalty', '/guest-app/app-1/loyalty?x=1')).toEqual({
      status: 302,
      location: '/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1%2Floyalty%3Fx%3D1',
      document: 'true',
    });
    expect((await refused('privacy/marketing/migration', '/guest-app/app-1/privacy/marketing/migration')).location).toBe(
      '/guest-app/app-1/auth/signup/migration?originPath=%2Fguest-app%2Fapp-1%2Fprivacy%2Fmarketing%2Fmigration',
    );
  });

  test('loyalty: buy a reward, show a code; a failed buy shows an error', async () => {
    const api = fakeApi({ buyReward: vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('409')) });
    open('/guest-app/app-1/loyalty', services({ loggedIn: true, api }));
    expect((await heading()).textContent).toBe('The Crown Collective loyalty');
    fireEvent.click(screen.getByRole('button', { name: 'Buy A bag of crisps' }));
    expect(await screen.findByText('A bag of crisps is yours. Show its code at the till.')).toBeTruthy();
    expect(api.buyReward).toHaveBeenCalledWith('app-1', expect.objectContaining({ userId: 'user-1' }), 'ga-crisps');
    fireEvent.click(screen.getByRole('button', { name: 'Buy A free pint' }));
    expect(await screen.findByText('A free pint could not be bought. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the code of A bag of crisps' }));
    expect(await screen.findByText('CODE-1234')).toBeTruthy();
  });

  test('loyalty for an account that is not a guest-app user: the sign-up card', async () => {
    open('/guest-app/app-1/loyalty', services({ loggedIn: true, api: fakeApi({ user: vi.fn(async () => ({ found: false as const })) }) }));
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  test('profile, receipts and reservations (empty states)', async () => {
    open('/guest-app/app-1/profile?originPath=%2Fguest-app%2Fapp-1%2Fpay', services({ loggedIn: true }));
    expect((await heading()).textContent).toBe('My profile');
    expect(screen.getByText('+33612345678')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/guest-app/app-1/pay');
  });

  test('reservations empty state', async () => {
    open('/guest-app/app-1/reservations', services({ loggedIn: true }));
    expect((await heading()).textContent).toBe('My reservations');
    expect(screen.getByText('You have no reservations yet.')).toBeTruthy();
  });

  test('receipts empty state', async () => {
    open('/guest-app/app-1/receipts', services({ loggedIn: true }));
    expect((await heading()).textContent).toBe('My receipts');
    expect(screen.getByText('You have no receipts yet.')).toBeTruthy();
  });
});

describe('privacy', () => {
  test("a guest's cookie choices are kept on the device", async () => {
    const given = services();
    open('/guest-app/app-1/privacy/cookies', given);
    expect((await heading()).textContent).toBe('Cookie preferences');
    const functional = screen.getByRole('switch', { name: /Functional/ });
    expect((screen.getByRole('switch', { name: /Essential/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(functional);
    fireEvent.click(screen.getByRole('button', { name: 'Allow selection' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(JSON.parse(given.storage?.getItem('tableside.cookiePreferences') ?? '[]')[1].userStatus).toBe('ACCEPTED');
  });

  test('marketing: save is enabled only after a change, and saves the brands', async () => {
    const given = services({ loggedIn: true });
    open('/guest-app/app-1/privacy/marketing', given);
    expect((await heading()).textContent).toBe('Marketing preferences');
    const save = screen.getByRole('button', { name: 'Save my choices' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'I want to receive news and offers' }));
    fireEvent.click(screen.getByRole('switch', { name: 'News and offers from Léon' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(given.api.saveMarketing).toHaveBeenCalledWith('app-1', expect.anything(), {
      hasOptIn: true,
      brands: [
        { name: 'volfoni', consent: false },
        { name: 'leon', consent: true },
        { name: 'au_bureau', consent: false },
        { name: 'hippo', consent: false },
      ],
    });
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  test('the privacy centre', async () => {
    open('/guest-app/app-1/privacy');
    expect((await heading()).textContent).toBe('Privacy centre');
  });
});
