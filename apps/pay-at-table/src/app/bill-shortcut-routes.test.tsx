import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { billDoc, tableDeviceDoc, venueDoc } from '../test/fixtures.js';
import { renderApp } from '../test/render-app.js';

afterEach(cleanup);

describe("a bill's /basket and /items (1-core §2 Bills)", () => {
  test("/basket opens the basket of the bill's table", async () => {
    const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc(), 'table_devices/device-1': tableDeviceDoc() };
    const { router } = await renderApp({ path: '/venues/venue-1/bills/bill-1/basket', docs });
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/venue-1/tables/device-1/basket'));
  });

  test('/basket of a bill without a table device (a tab) opens the bill’s menus', async () => {
    const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() };
    const { router } = await renderApp({ path: '/venues/venue-1/bills/bill-1/basket', docs });
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/venue-1/bills/bill-1/menus'));
  });

  test('/basket of an unknown bill is the not-found page', async () => {
    await renderApp({ path: '/venues/venue-1/bills/nowhere/basket', docs: { 'venues/venue-1': venueDoc() } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  test('/items opens the new split page on paying by items', async () => {
    const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() };
    const { router } = await renderApp({ path: '/venues/venue-1/bills/bill-1/items', docs });
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/venue-1/bills/bill-1/splits/new'));
    expect(router.state.location.state).toEqual({ splitType: 'items' });
  });
});
