import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../../test/fake-services.js';
import { createI18n } from '../i18n/i18n.js';
import { previewRoutes } from './routes.js';
import { ServicesProvider, useServices } from '../lib/services-context.js';

afterEach(cleanup);

async function renderAt(path: string, setup: Parameters<typeof fakeServices>[0] = {}, change?: (backend: ReturnType<typeof fakeServices>['backend']) => void) {
  const { services, backend } = fakeServices(setup);
  change?.(backend);
  const router = createMemoryRouter(previewRoutes(services), { initialEntries: [path] });
  const i18n = await createI18n(['en-US']);
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { router, backend };
}

describe('/venues/{venueId}/menu-previews', () => {
  test("a loading status first, then the venue's menus, each linking to its preview in the business language", async () => {
    await renderAt('/venues/venue-paris/menu-previews');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const list = await screen.findByRole('list', { name: 'Menus' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paris bistro · Menus');
    expect(
      within(list)
        .getByRole('link', { name: /La carte/ })
        .getAttribute('href'),
    ).toBe('/venues/venue-paris/menu-previews/FR/fr-carte');
    expect(within(list).getByText('Lunch and dinner')).toBeTruthy();
  });

  test("the business's languages choose the language the menus open in", async () => {
    const { router } = await renderAt('/venues/venue-paris/menu-previews');
    const languages = await screen.findByRole('navigation', { name: 'Menu languages' });
    expect(within(languages).getByRole('link', { name: 'FR' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(languages).getByRole('link', { name: 'EN' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?language=EN'));
    expect(screen.getByRole('link', { name: /La carte/ }).getAttribute('href')).toBe('/venues/venue-paris/menu-previews/EN/fr-carte');
  });

  test('empty: "menu.noMenuAvailableErrorMessage"', async () => {
    await renderAt('/venues/venue-paris/menu-previews', {}, (backend) => backend.routes.set('/pub.json', { status: 200, body: { menus: [] } }));
    expect(await screen.findByRole('heading', { name: 'No menu is available for this venue.' })).toBeTruthy();
  });

  test('error: unknown venue, with a retry', async () => {
    await renderAt('/venues/venue-nowhere/menu-previews');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Venue not found');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('error: the services are unavailable', async () => {
    await renderAt('/venues/venue-paris/menu-previews', { storeFails: true });
    expect((await screen.findByRole('alert')).textContent).toContain('The menus could not be loaded');
  });
});

describe('/venues/{venueId}/menu-previews/{language}/{menuId}', () => {
  test('shows the categories, products with prices and blocks, and no ordering controls', async () => {
    await renderAt('/venues/venue-paris/menu-previews/FR/fr-carte');
    const soup = await screen.findByRole('link', { name: /Soup/ });
    expect(soup.textContent).toContain('€8.00');
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mains' })).toBeTruthy();
    expect(screen.getByText('Happy hour')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add item|Add items|quantity/ })).toBeNull();
  });

  test('the filter modal filters the list; an empty result says so', async () => {
    await renderAt('/venues/venue-paris/menu-previews/FR/fr-carte');
    await screen.findByRole('link', { name: /Soup/ });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Celery' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('link', { name: /Soup/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filter (1)' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Available for order' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('heading', { name: 'No product matches these filters.' })).toBeTruthy();
  });

  test('the menu selection modal switches menus; an empty menu says no menu is available', async () => {
    const { router } = await renderAt('/venues/venue-paris/menu-previews/FR/fr-carte');
    await screen.findByRole('link', { name: /Soup/ });
    fireEvent.click(screen.getByRole('button', { name: 'La carte' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Brunch' }));
    expect(await screen.findByRole('heading', { name: 'No menu is available for this venue.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/venues/venue-paris/menu-previews/FR/fr-brunch');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('list', { name: 'Menus' })).toBeTruthy();
  });

  test('selecting a product opens its page with ordering disabled', async () => {
    const { router } = await renderAt('/venues/venue-paris/menu-previews/FR/fr-carte');
    fireEvent.click(await screen.findByRole('link', { name: /Steak/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Steak' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/venues/venue-paris/menu-previews/FR/fr-carte/products/steak');
    expect(screen.getByText('650 kcals')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Cooking/ }).textContent).toContain('Required');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add item|quantity/ })).toBeNull();
    fireEvent.click(within(screen.getByRole('region', { name: 'You may also like' })).getByRole('link', { name: /Soup/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/venues/venue-paris/menu-previews/FR/fr-carte/products/soup'));
  });

  test('unknown menu and unknown product are errors', async () => {
    await renderAt('/venues/venue-paris/menu-previews/FR/nope');
    expect((await screen.findByRole('alert')).textContent).toContain('This menu does not exist');
    cleanup();
    await renderAt('/venues/venue-paris/menu-previews/FR/fr-carte/products/nope');
    expect((await screen.findByRole('alert')).textContent).toContain('This product is not on this menu.');
  });

  test('a block page, and an unknown block', async () => {
    await renderAt('/venues/venue-paris/menu-previews/FR/fr-carte/blocks/happy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Happy hour' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/venues/venue-paris/menu-previews/FR/fr-carte');
    cleanup();
    await renderAt('/venues/venue-paris/menu-previews/FR/fr-carte/blocks/nope');
    expect((await screen.findByRole('alert')).textContent).toContain('This block is not on this menu.');
  });
});

describe('other paths', () => {
  test('the catch-all shows "Page not found"', async () => {
    await renderAt('/somewhere');
    expect(await screen.findByRole('alert', { name: 'Page not found' })).toBeTruthy();
  });

  test('useServices without its provider is a developer error', () => {
    function Orphan() {
      useServices();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('Please add a valid ServicesProvider');
    vi.restoreAllMocks();
  });
});
