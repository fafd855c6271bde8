import { menuBusinessSchema, ok } from '@tableside/api-client';
import { homeLayoutsSchema, menuSchema } from '@tableside/menu-availability';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NOW, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';
import { browserOrderingStore } from '../../../lib/ordering/use-ordering-store.js';

const TABLE = '/venues/venue-1/tables/device-1';
const menu = menuSchema.parse({ id: 'm1', name: 'La carte', categories: [{ id: 'c1', name: 'Plats', elements: [] }] });
const business = (staticMenu: unknown = { menus: [] }) =>
  menuBusinessSchema.parse({
    id: 'business-1',
    name: 'Le Petit Zinc',
    currency: 'EUR',
    defaultLanguage: 'FR',
    languages: ['FR', 'EN', 'UK', 'US'],
    staticMenu,
  });
const tile = (type: string, label: string, x: number, y: number, extra: Record<string, unknown>) => ({
  type,
  label,
  position: { x, y },
  size: 'small',
  ...extra,
});
const layouts = homeLayoutsSchema.parse({
  defaultLayout: {
    title: 'Bienvenue',
    labelDisplay: 'INSIDE',
    tiles: [
      tile('subMenu', 'Menu', 0, 0, { menuId: 'm1', size: 'large' }),
      tile('category', 'Plats', 0, 1, { categoryId: 'c1', menuId: 'm1' }),
      tile('product', 'Special', 1, 1, { productId: 'steak' }),
      tile('externalLink', 'Website', 0, 2, { url: 'https://example.test', hideLabel: true }),
    ],
  },
  scheduledLayouts: [],
});

function menusApi(staticMenu?: unknown) {
  return {
    getBusiness: vi.fn(async () => ok(business(staticMenu))),
    loadMenus: vi.fn(async () => ok({ menus: [menu], source: { kind: 'menu-service' as const } })),
    getHomeLayouts: vi.fn(async () => ok(layouts)),
  };
}

const docs = (venue: Record<string, unknown>) => ({
  'menu_venues/venue-1': { venueId: 'venue-1', businessId: 'business-1' },
  'venues/venue-1': venueDoc(venue),
  'table_devices/device-1': tableDeviceDoc({ orderId: undefined, experience: { experienceId: 'e1' } }),
});

beforeEach(() => browserOrderingStore().setState({ placedOrders: {}, explanationSeenAt: undefined, allergyAnswer: undefined }));
afterEach(cleanup);

describe('table landing with menus (1-core §2, 3-menus §2)', () => {
  test('"If the venue has a static menu or an external menu link, it redirects to the menu route for that table"; the PDF shows there', async () => {
    const staticMenu = { menus: [{ id: 'pdf', name: 'La carte', pdfLink: '/carte.pdf', imageLinks: ['/page-1.svg'] }] };
    const { router } = await renderApp({
      path: TABLE,
      docs: docs({ menuExposedType: 'STATIC_MENU', menus: staticMenu.menus }),
      api: { menus: menusApi(staticMenu) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/menus`), { timeout: 15_000 });
    expect(router.state.historyAction).toBe('REPLACE');
    expect((await screen.findAllByRole('link', { name: 'Open the menu La carte (PDF)' }))[0]?.getAttribute('href')).toBe('/carte.pdf');
    expect(screen.getByRole('img', { name: 'La carte, page 1' })).toBeTruthy();
  });

  test('a venue that only links out: the external menu opens in a new tab', async () => {
    const staticMenu = { menus: [], externalUrl: { label: 'Our menu', url: 'https://example.test/menu' } };
    await renderApp({
      path: `${TABLE}/menus`,
      docs: docs({ menuExposedType: 'STATIC_MENU', externalUrl: staticMenu.externalUrl }),
      api: { menus: menusApi(staticMenu) },
    });
    const link = await screen.findByRole('link', { name: 'Our menu' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://example.test/menu', '_blank']);
  });

  test('"Otherwise it shows a menu landing with a tile grid, a language picker, an \'available for order\' filter ... and bottom tab bar"', async () => {
    const { router } = await renderApp({
      path: TABLE,
      docs: docs({ menuExposedType: 'DYNAMIC_MENU', ordering: { enabled: true, filterConfiguration: 'ALL_PRODUCTS', openBillEnabled: true } }),
      api: { menus: menusApi() },
    });
    const grid = await screen.findByRole('list', { name: 'What would you like?' }, { timeout: 15_000 });
    const items = within(grid).getAllByRole('listitem');
    // "a large tile when fewer than 4 landing elements, then one per row": 4 tiles, only the large one spans the row.
    expect(items.map((item) => item.style.gridColumn)).toEqual(['span 2', 'span 1', 'span 1', 'span 1']);
    expect(within(grid).getByRole('link', { name: 'Plats' }).getAttribute('href')).toBe(`${TABLE}/menus/FR/m1#category-id-c1`);
    expect(within(grid).getByRole('link', { name: 'Special' }).getAttribute('href')).toBe(`${TABLE}/menus/FR/m1/products/steak`);
    expect(within(grid).getByRole('link', { name: 'Website' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { name: 'There is no check for this table yet' })).toBeTruthy();

    const tour = await screen.findByRole('dialog', { name: 'How ordering works' });
    expect(within(tour).getByText(/your first order opens the table’s check/)).toBeTruthy();
    fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText(/tip included if you wish/)).toBeTruthy();
    fireEvent.click(within(tour).getByRole('button', { name: 'Start ordering' }));
    expect(browserOrderingStore().getState().explanationSeenAt).toBe(NOW);

    // Each language named in itself; Ukrainian (UK) is listed, US (English, as EN) is not.
    const picker = screen.getByLabelText('Menu language');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['Français', 'fr'],
      ['English', 'en'],
      ['Українська', 'uk'],
    ]);
    fireEvent.change(screen.getByLabelText('Menu language'), { target: { value: 'EN' } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Plats' }).getAttribute('href')).toBe(`${TABLE}/menus/EN/m1#category-id-c1`));
    fireEvent.click(screen.getByLabelText('Only show items available for order'));
    const tabBar = screen.getByRole('navigation', { name: 'Table menu' });
    fireEvent.click(within(tabBar).getByRole('link', { name: 'Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/menus/EN/m1`));
  });
});
