import { ok } from '@tableside/api-client';
import { menuSchema, productSchema } from '@tableside/menu-availability';
import type { OrderPlacementErrorCode } from '@tableside/ordering';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NOW, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp, type RenderAppOptions } from '../../../test/render-app.js';
import { browserOrderingStore } from '../../../lib/ordering/use-ordering-store.js';

const U = 100_000;
const eur = (units: number) => ({ amount: units * U, currency: 'EUR' });
const steak = {
  id: 'steak',
  productType: 'PRODUCT',
  name: 'Steak frites',
  price: eur(24.5),
  isAvailableForOrder: true,
  subProductIds: ['cooking'],
  hasSubProducts: true,
};
const groups = [
  { id: 'cooking', productType: 'MODIFIER_GROUP', name: 'Cooking', subProductIds: ['rare', 'medium'], min: 1, max: 1 },
  { id: 'rare', productType: 'MODIFIER', name: 'Rare', price: eur(0) },
  { id: 'medium', productType: 'MODIFIER', name: 'Medium', price: eur(0) },
];
const menu = menuSchema.parse({
  id: 'm1',
  name: 'La carte',
  categories: [
    {
      id: 'c1',
      name: 'Plats',
      elements: [
        { type: 'PRODUCT', product: steak },
        { type: 'PRODUCT', product: { id: 'soup', productType: 'PRODUCT', name: 'Soup', price: eur(9) } },
        { type: 'BLOCK', block: { id: 'happy-hour', title: 'Happy hour', description: 'Every day from 6 pm' } },
      ],
    },
  ],
  products: groups,
});
const business = {
  id: 'business-1',
  name: 'Le Petit Zinc',
  currency: 'EUR' as const,
  defaultLanguage: 'FR',
  languages: ['FR', 'EN'],
  staticMenu: { menus: [] },
};
const docs = {
  'menu_venues/venue-1': { venueId: 'venue-1', businessId: 'business-1' },
  'venues/venue-1': venueDoc({ menuExposedType: 'DYNAMIC_MENU', ordering: { enabled: true, filterConfiguration: 'ALL_PRODUCTS', openBillEnabled: true } }),
  'table_devices/device-1': tableDeviceDoc({ experience: { experienceId: 'e1' } }),
};
const TABLE = '/venues/venue-1/tables/device-1';

function menusApi() {
  return {
    getBusiness: vi.fn(async () => ok(business)),
    loadMenus: vi.fn(async () => ok({ menus: [menu], source: { kind: 'menu-service' as const } })),
    getProduct: vi.fn(async () => ok({ ...productSchema.parse(steak), menuId: 'm1', subProducts: groups.map((group) => productSchema.parse(group)) })),
    getUpsellProducts: vi.fn(async () => ok([])),
    getHomeLayouts: vi.fn(async () => ok({ defaultLayout: { labelDisplay: 'INSIDE' as const, banner: false, tiles: [] }, scheduledLayouts: [] })),
  };
}

/** The order button once the table device and venue have loaded. */
async function orderButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Order' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

async function render(options: Partial<RenderAppOptions> & { path: string }) {
  return renderApp({ docs, ...options, api: { menus: menusApi(), ...options.api } });
}

const soupInBasket = () =>
  browserOrderingStore()
    .getState()
    .dispatchBasket({
      type: 'addItem',
      venueId: 'venue-1',
      now: NOW,
      newBasketId: 'basket-1',
      item: { menuId: 'm1', productId: 'soup', productName: 'Soup', subItems: [], quantity: 1, unitPrice: eur(9) },
    });

beforeEach(() => {
  browserOrderingStore().setState({
    baskets: {},
    placedOrders: {},
    sessions: {},
    authorizations: {},
    allergyAnswer: undefined,
    explanationSeenAt: NOW,
    tab: undefined,
  });
});
afterEach(cleanup);

describe('menus, product page and basket (3-menus §2, §4, §5)', () => {
  test('"/menus (index redirects to a menu)" in the business language', async () => {
    const { router } = await render({ path: `${TABLE}/menus` });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/menus/FR/m1`));
    expect(await screen.findByRole('link', { name: /Steak frites/ })).toBeTruthy();
  });

  test('"Pressing it with unsatisfied groups shows errors"; once chosen the item goes to the basket and "View basket" shows', async () => {
    const { router } = await render({ path: `${TABLE}/menus/FR/m1/products/steak` });
    const add = await screen.findByRole('button', { name: /^Add item/ }, { timeout: 15_000 });
    fireEvent.click(add);
    expect(await screen.findByText('Please complete this choice')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Rare/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Add item/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/menus/FR/m1`));
    expect(await screen.findByRole('link', { name: 'View basket (1)' })).toBeTruthy();
    expect(screen.getByText('Added to your basket')).toBeTruthy();
    expect(
      browserOrderingStore()
        .getState()
        .baskets['venue-1']?.items[0]?.subItems.map((sub) => sub.productId),
    ).toEqual(['rare']);
  });

  test('"/menus/{language}/{menuId}/blocks/{blockId}" shows the block; an unknown block says so', async () => {
    await render({ path: `${TABLE}/menus/FR/m1/blocks/happy-hour` });
    expect(await screen.findByText('Every day from 6 pm')).toBeTruthy();
    cleanup();
    await render({ path: `${TABLE}/menus/FR/m1/blocks/nothing` });
    expect(await screen.findByRole('alert', { name: 'This block is not on this menu.' })).toBeTruthy();
  });

  test('a menu browsed from the venue offers no ordering', async () => {
    await render({ path: '/venues/venue-1/menus/FR/m1/products/steak' });
    expect(await screen.findByRole('heading', { name: 'Steak frites' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add item/ })).toBeNull();
  });

  test('the basket: "Total to add to your check", the confirm countdown, then the order is placed and the diner sees the table bills page', async () => {
    soupInBasket();
    const declareOrderSession = vi.fn(async () => ok(true as const));
    const placeOrder = vi.fn(async () => ok({ orderId: 'order-9' }));
    const { router } = await render({ path: `${TABLE}/basket`, api: { ordering: { declareOrderSession, placeOrder } } });
    expect(await screen.findByText('Total to add to your check')).toBeTruthy();
    fireEvent.click(await orderButton());
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(confirm).getByText('Your order will be sent in 20 s')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send my order now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/bills`));
    expect(placeOrder).toHaveBeenCalledWith('table-1', expect.objectContaining({ businessId: 'business-1', experienceId: 'e1' }));
    expect(browserOrderingStore().getState().placedOrders['business-1']?.[0]?.id).toBe('order-9');
  });

  test('"if the basket hash equals the most recent placed order within 5 minutes, a warning shows, the countdown is 5 s and confirm stays disabled"', async () => {
    soupInBasket();
    const { basketHashOf } = await import('../../../lib/ordering/web-digest.js');
    const hash = await basketHashOf(browserOrderingStore().getState().baskets['venue-1']?.items ?? []);
    browserOrderingStore()
      .getState()
      .recordPlacedOrder('business-1', { id: 'o1', tableId: 'table-1', placedAt: NOW - 60_000, basketHash: hash });
    await render({ path: `${TABLE}/basket` });
    fireEvent.click(await orderButton());
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(confirm).getByRole('alert').textContent).toContain('You placed this same order a few minutes ago');
    expect(within(confirm).getByText('Your order will be sent in 5 s')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Send my order now' }).hasAttribute('disabled')).toBe(true);
  });

  test.each<[string, OrderPlacementErrorCode, string]>([
    ['"PRE_AUTHORIZATION_REQUIRED redirects to the pre-authorisation page"', 'PRE_AUTHORIZATION_REQUIRED', `${TABLE}/authorization`],
    ['"all others ... return to the basket with a dialog ... plus a Close button"', 'MISSING_OAP_ENROLLMENT', `${TABLE}/basket`],
  ])('%s', async (_rule, code, path) => {
    soupInBasket();
    const placeOrder = vi.fn(async () => ({ ok: false as const, error: { code } }));
    const { router } = await render({ path: `${TABLE}/basket`, api: { ordering: { declareOrderSession: vi.fn(async () => ok(true as const)), placeOrder } } });
    fireEvent.click(await orderButton());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm your order' })).getByRole('button', { name: 'Send my order now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    if (code !== 'PRE_AUTHORIZATION_REQUIRED') {
      const dialog = await screen.findByRole('dialog', { name: 'Your order could not be placed' });
      fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your order could not be placed' })).toBeNull());
    }
  });

  test('"tap-to-edit": the basket line opens its product with editItemIndex, and "Edit item" replaces it', async () => {
    browserOrderingStore()
      .getState()
      .dispatchBasket({
        type: 'addItem',
        venueId: 'venue-1',
        now: NOW,
        newBasketId: 'basket-1',
        item: {
          menuId: 'm1',
          productId: 'steak',
          productName: 'Steak frites',
          subItems: [{ menuId: 'm1', productId: 'rare', productName: 'Rare', subItems: [], quantity: 1, unitPrice: eur(0) }],
          quantity: 1,
          unitPrice: eur(24.5),
        },
      });
    const { router } = await render({ path: `${TABLE}/basket` });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Steak frites' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${TABLE}/menus/FR/m1/products/steak?editItemIndex=0`));
    const edit = await screen.findByRole('button', { name: /^Edit item/ }, { timeout: 15_000 });
    expect((screen.getByRole('radio', { name: /Rare/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Medium/ }));
    fireEvent.click(edit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/basket`));
    expect(
      browserOrderingStore()
        .getState()
        .baskets['venue-1']?.items.map((line) => line.subItems.map((sub) => sub.productId)),
    ).toEqual([['medium']]);
  });

  test('quantity 0 removes the line, and an empty basket says so', async () => {
    soupInBasket();
    await render({ path: `${TABLE}/basket` });
    fireEvent.click(await screen.findByRole('button', { name: 'Add one Soup' }));
    expect(browserOrderingStore().getState().baskets['venue-1']?.items[0]?.quantity).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Soup' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Soup' }));
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
  });
});
