import { err, ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const docs = {
  'bills/bill-1': billDoc(),
  'venues/venue-1': venueDoc(),
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
};
const upsell = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  menuId: 'menu-1',
  id,
  name,
  tags: [],
  isAvailableForOrder: true,
  ...extra,
});

describe('bill upsell carousel (1-core §2 "Bill page", 3 §3 "Bill upsell")', () => {
  test("lists the business's bill upsells in the diner's language: a labelled list of links to each product of the bill's menu", async () => {
    const getBusinessUpsells = vi.fn(async () =>
      ok({
        language: 'EN',
        upsells: [
          upsell('tarte', 'Tarte Tatin', { price: eur(7.5), imageUrl: '/sandbox/menu-images/tarte.svg' }),
          upsell('coffee', 'Coffee', { isAvailableForOrder: false }),
        ],
      }),
    );
    await renderApp({ path: BILL, docs, api: { menus: { getBusinessUpsells } } });
    const region = await screen.findByRole('region', { name: 'You might also like' });
    const list = within(region).getByRole('list', { name: 'Suggested products, scroll sideways for more' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toBe(`${BILL}/menus/EN/menu-1/products/tarte`);
    expect(links[0]?.textContent).toContain('Tarte Tatin');
    expect(links[0]?.textContent).toContain('€7.50');
    expect(within(links[1] as HTMLElement).getByText('Not available to order right now')).toBeTruthy();
    expect(getBusinessUpsells).toHaveBeenCalledWith('business-1', 'en');
    // The image is decorative: the link is named by the product.
    expect(list.querySelector('img')?.getAttribute('alt')).toBe('');
    // The first image is in view when the bill opens (the page's largest paint): loaded at once, at high priority.
    expect(list.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(list.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  test("each product is a focusable link (Tab brings it into view) that opens the product in the bill's menu", async () => {
    const { router } = await renderApp({
      path: BILL,
      docs,
      api: { menus: { getBusinessUpsells: async () => ok({ language: 'EN', upsells: [upsell('a', 'Alpha'), upsell('b', 'Beta')] }) } },
    });
    const link = await screen.findByRole('link', { name: 'Beta' });
    link.focus();
    expect(document.activeElement).toBe(link);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/menus/EN/menu-1/products/b`));
  });

  test.each([
    ['no upsells', async () => ok({ language: 'FR', upsells: [] })],
    ['a failed call', async () => err({ type: 'network' as const, message: 'offline', timedOut: false })],
  ])('%s: no carousel, the bill shows as usual', async (_label, getBusinessUpsells) => {
    await renderApp({ path: BILL, docs, api: { menus: { getBusinessUpsells } } });
    await screen.findByRole('heading', { name: 'Table 1' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'You might also like' })).toBeNull());
  });
});
