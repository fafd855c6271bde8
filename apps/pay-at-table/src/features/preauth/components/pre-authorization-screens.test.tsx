import { ok } from '@tableside/api-client';
import { menuSchema } from '@tableside/menu-availability';
import type { ThreeDSecureOutcome } from '@tableside/payments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NOW, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';
import { browserOrderingStore } from '../../../lib/ordering/use-ordering-store.js';

const U = 100_000;
const TABLE = '/venues/venue-1/tables/device-1';
const hold = { amount: 20 * U, currency: 'EUR' };
const menusApi = () => ({
  getBusiness: vi.fn(async () =>
    ok({ id: 'business-1', name: 'Le Petit Zinc', currency: 'EUR' as const, defaultLanguage: 'FR', languages: ['FR'], staticMenu: { menus: [] } }),
  ),
  loadMenus: vi.fn(async () => ok({ menus: [menuSchema.parse({ id: 'm1', name: 'La carte', categories: [] })], source: { kind: 'menu-service' as const } })),
  getUpsellProducts: vi.fn(async () => ok([])),
});
const docs = {
  'menu_venues/venue-1': { venueId: 'venue-1', businessId: 'business-1' },
  'venues/venue-1': venueDoc({ menuExposedType: 'DYNAMIC_MENU', ordering: { enabled: true, filterConfiguration: 'ALL_PRODUCTS', openBillEnabled: true } }),
  'table_devices/device-1': tableDeviceDoc({
    experience: { experienceId: 'e1', preAuthorization: { enabled: true, strategy: { type: 'FIXED_AMOUNT', amount: hold } } },
  }),
};

beforeEach(() => {
  browserOrderingStore().setState({ baskets: {}, authorizations: {}, placedOrders: {} });
  browserOrderingStore()
    .getState()
    .dispatchBasket({
      type: 'addItem',
      venueId: 'venue-1',
      now: NOW,
      newBasketId: 'basket-1',
      item: { menuId: 'm1', productId: 'soup', productName: 'Soup', subItems: [], quantity: 1, unitPrice: { amount: 9 * U, currency: 'EUR' } },
    });
});
afterEach(cleanup);

/** The card is entered in the provider's frame (faked here: it tokenizes to TEST_PAYMENT_METHOD_ID). */
async function cardFrameReady() {
  await screen.findByTitle('Card details');
}

describe('pre-authorisation (3-menus §2, §4)', () => {
  test('"If the experience requires it and no authorisation exists, placing an order navigates to the authorisation page"', async () => {
    const { router } = await renderApp({ path: `${TABLE}/basket`, docs, api: { menus: menusApi() } });
    const order = await screen.findByRole('button', { name: 'Order' });
    await waitFor(() => expect(order.hasAttribute('disabled')).toBe(false));
    fireEvent.click(order);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/authorization`));
  });

  test('the hold text and two info rows; "succeeded shows the success screen 3 s, then the basket is confirmed"', async () => {
    const confirm = vi.fn(async () => ({ kind: 'succeeded' as const, paymentId: 'payment-new', intentId: 'pi_1', captured: false }));
    const openTab = vi.fn(async () => ok(true as const));
    const { router } = await renderApp({ path: `${TABLE}/authorization`, docs, api: { menus: menusApi(), ordering: { openTab } }, payments: { confirm } });
    expect(await screen.findByText('A temporary hold of €20.00 will be placed on your card. It is not a payment and disappears within 7 days.')).toBeTruthy();
    expect(screen.getByText('A pre-authorisation is required to order at this venue.')).toBeTruthy();
    expect(screen.getByText('Remember to settle your check before you leave.')).toBeTruthy();
    await cardFrameReady();
    fireEvent.click(screen.getByRole('button', { name: 'Authorise my card' }));
    expect(await screen.findByRole('heading', { name: 'Pre-authorisation successful' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ captureMethod: 'manual', amount: hold, billId: 'table-1' }));
    expect(openTab).toHaveBeenCalledWith({ tableId: 'table-1', authorization: { id: 'pi_1', amount: hold } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/basket`));
    expect(await screen.findByRole('dialog', { name: 'Confirm your order' }, { timeout: 15_000 })).toBeTruthy();
  });

  test('"failed ... shows a recoverable failure dialog"', async () => {
    const confirm = vi.fn(async () => ({ kind: 'failed' as const, paymentId: 'payment-new', intentId: 'pi_1', code: 'card_declined', message: 'declined' }));
    await renderApp({ path: `${TABLE}/authorization`, docs, api: { menus: menusApi() }, payments: { confirm } });
    await screen.findByTitle('Card details');
    await cardFrameReady();
    fireEvent.click(screen.getByRole('button', { name: 'Authorise my card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your card could not be authorised' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Try again' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your card could not be authorised' })).toBeNull());
  });

  test.each<[string, ThreeDSecureOutcome, string]>([
    ['"3-D Secure: success shows the success screen then confirms the basket"', { kind: 'succeeded', intentId: 'pi_1' }, 'success'],
    ['"cancelled ... returns to the authorisation page with a recoverable flag"', { kind: 'cancelled', intentId: 'pi_1' }, 'back'],
    ['"user-aborted cancellation stays"', { kind: 'user-aborted', intentId: 'pi_1' }, 'stay'],
  ])('%s', async (_rule, outcome, expected) => {
    const completeAuthentication = vi.fn(async () => outcome);
    const openTab = vi.fn(async () => ok(true as const));
    const { router } = await renderApp({
      path: `${TABLE}/payment-auth?payment_intent=pi_1`,
      docs,
      api: { menus: menusApi(), ordering: { openTab } },
      payments: { completeAuthentication, challengeUrl: () => '/challenge' },
    });
    if (expected === 'success') expect(await screen.findByRole('heading', { name: 'Pre-authorisation successful' })).toBeTruthy();
    if (expected === 'stay') expect(await screen.findByRole('heading', { name: 'Your bank is waiting for your verification' })).toBeTruthy();
    if (expected === 'back') {
      await waitFor(() => expect(router.state.location.pathname).toBe(`${TABLE}/authorization`));
      expect(await screen.findByRole('dialog', { name: 'Your card could not be authorised' })).toBeTruthy();
    }
  });
});
