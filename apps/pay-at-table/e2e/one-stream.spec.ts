import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, serveIndexHtml, test } from './fixtures.js';

// Issue 12: a bill page load opens the realtime stream once. The loader's documents open it; the table's devices,
// queried once the bill's first snapshot names its table, join the open stream by
// POST /realtime/stream/{streamId}/subscriptions instead of reopening it with the larger set in its URL. The bill page
// rendered on the server opens all four at once (e2e/first-view.spec.ts); these journeys take the page as index.html
// (as when the server does not render it), where the app's loader opens the stream before the bill names its table.

const leftToPay = (page: Page) => page.locator('#bill-left-to-pay + p');
const isStream = (url: string) => new URL(url).pathname === '/realtime/stream';
const isAdd = (url: string) => /^\/realtime\/stream\/[^/]+\/subscriptions$/.test(new URL(url).pathname);

/** A fresh bill on a table of its own (nothing else pays it), and the path of its bill page. */
async function freshBill(request: APIRequestContext, venueId: string, table: string): Promise<{ path: string; paid: () => Promise<void> }> {
  const tableId = `${venueId}-table-${table}-${Date.now()}`;
  const opened = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, {
    data: { numberOfGuests: 2, items: [{ posProductId: 'gb-fish', quantity: 2 }] },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { billId } = (await opened.json()) as { billId: string };
  return {
    path: `/venues/${venueId}/bills/${billId}`,
    paid: async () => {
      const paid = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/payments`, { data: { amount: '1.00', kind: 'TILL' } });
      expect(paid.ok(), await paid.text()).toBe(true);
    },
  };
}

/** Counts the page's stream requests and its additions to the open stream, with the added targets. */
function watchStream(page: Page) {
  const streams: string[] = [];
  const added: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && isStream(request.url())) streams.push(request.url());
    if (request.method() === 'POST' && isAdd(request.url())) added.push(...((request.postDataJSON() as { subscriptions: unknown[] }).subscriptions ?? []));
  });
  return { streams, added };
}

test('(one stream) a bill page load opens the realtime stream once: the table devices join it, and live updates arrive on it', async ({
  page,
  request,
  seeds,
}) => {
  const bill = await freshBill(request, seeds.venues.londonPub, 'one-stream');
  await serveIndexHtml(page);
  const watched = watchStream(page);
  const joined = page.waitForResponse(
    (response) => response.request().method() === 'POST' && isAdd(response.url()) && (response.request().postData() ?? '').includes('"table_devices"'),
  );
  await page.goto(bill.path);
  await expect(page.getByText('Left to pay').first()).toBeVisible();
  // The table's devices joined the open stream (the server answered 204), not a new one.
  expect((await joined).status()).toBe(204);
  expect(watched.added).toContainEqual(expect.objectContaining({ collection: 'table_devices', where: [['tableId', '==', expect.any(String)]], limit: 1 }));

  // The one stream is live: a payment at the till reaches the page.
  const before = await leftToPay(page).innerText();
  await bill.paid();
  await expect(leftToPay(page)).not.toHaveText(before);
  process.stdout.write(`bill page load: ${watched.streams.length} stream request(s), ${watched.added.length} subscription(s) added by POST\n`);
  expect(watched.streams).toHaveLength(1);
  await expectNoAxeViolations(page, 'bill page on one stream');
});

test('(one stream) when the server cannot add to the open stream (an older server, 404), the page reopens it with every subscription and stays live', async ({
  page,
  request,
  seeds,
}) => {
  const bill = await freshBill(request, seeds.venues.londonPub, 'one-stream-fallback');
  await serveIndexHtml(page);
  const watched = watchStream(page);
  await page.route(
    (url) => isAdd(url.href),
    (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ type: 'route-not-found', message: 'url: no such route', field: 'url' }),
      }),
  );
  await page.goto(bill.path);
  await expect(page.getByText('Left to pay').first()).toBeVisible();
  // Refused, the addition falls back to a second stream carrying the whole set, the table's devices included.
  await expect.poll(() => watched.streams.length).toBe(2);
  const carried = JSON.parse(new URL(watched.streams[1] ?? '').searchParams.get('subscriptions') ?? '[]') as { collection?: string }[];
  expect(carried.map((subscription) => subscription.collection).filter(Boolean)).toContain('table_devices');

  const before = await leftToPay(page).innerText();
  await bill.paid();
  await expect(leftToPay(page)).not.toHaveText(before);
  process.stdout.write(`bill page load, additions refused: ${watched.streams.length} stream request(s)\n`);
  expect(watched.streams).toHaveLength(2);
});
