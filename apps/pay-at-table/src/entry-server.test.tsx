// @vitest-environment node
// The server entry runs in Node, with no window or document: so does this test.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_MODULE } from './app/first-view-element.js';
import { firstViewStateSchema, tableDeviceQuery } from './app/first-view.js';
import { FIRST_VIEW_BOOT_MODULE, FIRST_VIEW_MODULES_ELEMENT_ID } from './first-view-boot.js';
import { renderFirstView, type FirstViewAnswer, type FirstViewRequest } from './entry-server.js';
import { billDoc, eur, tableDeviceDoc, venueDoc } from './test/fixtures.js';

const ORIGIN = 'http://sandbox.test';
const TEMPLATE = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const message = (path: string, data: unknown) => ({ path, exists: data !== null, data, version: 4 });
const { where } = tableDeviceQuery('table-1');

/** The realtime and upsell answers of the API, by path and query, as the sandbox sends them to anyone. */
function api(overrides: Record<string, unknown> = {}): { fetch: typeof fetch; asked: string[] } {
  const answers: Record<string, unknown> = {
    '/realtime/docs/bills/bill-1': message('bills/bill-1', billDoc()),
    '/realtime/docs/venues/venue-1': message('venues/venue-1', venueDoc()),
    '/realtime/docs/configs/settings': message('configs/settings', { allPaymentsEnabled: true }),
    [`/realtime/query/table_devices?where=${encodeURIComponent(JSON.stringify(where))}&limit=1`]: {
      docs: [{ path: 'table_devices/device-1', id: 'device-1', data: tableDeviceDoc({ name: 'Terrasse 4' }), version: 1 }],
    },
    '/upsell/businesses/business-1?language=fr': {
      language: 'FR',
      upsells: [
        {
          menuId: 'menu-1',
          id: 'tarte',
          name: 'Tarte Tatin',
          tags: [],
          isAvailableForOrder: true,
          price: eur(7.5),
          imageUrl: '/sandbox/menu-images/tarte.svg',
        },
      ],
    },
    ...overrides,
  };
  const asked: string[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const key = `${url.pathname}${url.search}`;
    asked.push(`${init?.method ?? 'GET'} ${key}`);
    const answer = answers[key];
    return answer === undefined
      ? Response.json({ type: 'route-not-found', message: `no route ${key}`, field: 'params' }, { status: 404 })
      : Response.json(answer);
  };
  return { fetch: fetchFn as typeof fetch, asked };
}

function request(overrides: Partial<FirstViewRequest> = {}): FirstViewRequest {
  return {
    url: '/venues/venue-1/bills/bill-1',
    origin: ORIGIN,
    languages: ['fr-FR', 'en'],
    fetch: api().fetch,
    template: TEMPLATE,
    manifest: { [FIRST_VIEW_MODULE]: { file: 'assets/first-view-Ab12Cd34.js' } },
    ...overrides,
  };
}

/** The page of a rendered answer (a test fails on a redirect or on nothing rendered). */
function htmlOf(answer: FirstViewAnswer | undefined): string {
  if (!answer || !('html' in answer)) throw new Error(`no page rendered: ${JSON.stringify(answer)}`);
  return answer.html;
}

/** The first view's state from the page's data block. */
function stateOf(html: string) {
  const block = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return firstViewStateSchema.parse(JSON.parse(block ?? 'null'));
}

describe('the bill page rendered on the server (issue 12, the first view before any script runs)', () => {
  test("the page holds the bill as a first scan shows it, in the browser's language, with its upsells' first image", async () => {
    const page = htmlOf(await renderFirstView(request()));
    expect(page).toContain('<html lang="fr">');
    expect(page).toMatch(/<h1[^>]*>Terrasse 4<\/h1>/);
    expect(page).toContain('Reste à payer');
    expect(page).toMatch(/56,50\s€/);
    expect(page).toContain('Croque-monsieur');
    expect(page).toMatch(/<img[^>]*src="\/sandbox\/menu-images\/tarte.svg"/);
    // Nothing covers it, nothing in it answers a tap before the app runs, and the module that hydrates it is preloaded.
    expect(page).toContain('<div id="preload" role="status" hidden>');
    expect(page).toContain('<div id="root" inert>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/first-view-Ab12Cd34.js">');
    const state = stateOf(page);
    expect(state).toMatchObject({
      locale: 'fr',
      venueId: 'venue-1',
      billId: 'bill-1',
      bill: { path: 'bills/bill-1', version: 4 },
      tableDevices: { tableId: 'table-1' },
    });
    expect(state.queries).toEqual([{ key: ['bill-upsells', 'business-1', 'fr'], data: expect.objectContaining({ ok: true }) }]);
  });

  test("with the build's boot script, the page's modules start after its first paint: none is fetched beside the stylesheet", async () => {
    const built = TEMPLATE.replace('<script type="module" src="/src/main.tsx"></script>', '').replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-E1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-V1.js">\n</head>',
    );
    const manifest = {
      'index.html': { file: 'assets/index-E1.js', imports: ['_vendor-V1.js'] },
      '_vendor-V1.js': { file: 'assets/vendor-V1.js' },
      [FIRST_VIEW_MODULE]: { file: 'assets/first-view-Ab12Cd34.js' },
      [FIRST_VIEW_BOOT_MODULE]: { file: 'assets/first-view-boot-B1.js' },
    };
    const page = htmlOf(await renderFirstView(request({ template: built, manifest })));
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('src="/assets/index-E1.js"');
    expect(page).toContain('<script type="module" crossorigin src="/assets/first-view-boot-B1.js"></script>');
    const block = new RegExp(`<script type="application/json" id="${FIRST_VIEW_MODULES_ELEMENT_ID}">(.*?)</script>`).exec(page)?.[1];
    expect(JSON.parse(block ?? 'null')).toEqual({
      preload: ['/assets/vendor-V1.js', '/assets/index-E1.js', '/assets/first-view-Ab12Cd34.js'],
      run: ['/assets/vendor-V1.js', '/assets/index-E1.js'],
    });
    // The rendered bill and its state are there as without the boot script.
    expect(page).toContain('Reste à payer');
    expect(stateOf(page).billId).toBe('bill-1');
  });

  test('it reads the API as any anonymous page does: GET only, no token', async () => {
    const { fetch, asked } = api();
    await renderFirstView(request({ fetch }));
    expect(asked.every((call) => call.startsWith('GET '))).toBe(true);
    expect(asked).toContain('GET /realtime/docs/bills/bill-1');
  });

  test('what the point of sale names an item cannot leave its element: it is text in the markup and escaped in the data block', async () => {
    const evil = "</script><script>alert(1)</script><!-- $& $' $`";
    const bill = billDoc();
    const [subOrder] = bill.order.subOrders;
    const [line] = subOrder?.quantifiedProducts ?? [];
    if (!subOrder || !line) throw new Error('the bill fixture has no line');
    const named = {
      ...bill,
      order: { ...bill.order, subOrders: [{ ...subOrder, quantifiedProducts: [{ ...line, product: { ...line.product, name: evil } }] }] },
    };
    const html = htmlOf(await renderFirstView(request({ fetch: api({ '/realtime/docs/bills/bill-1': message('bills/bill-1', named) }).fetch })));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- $&amp; $&#x27; $`');
    // The page is index.html once: nothing in the name was read as a replacement pattern.
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    expect(stateOf(html).bill.data).toEqual(named);
  });

  test("a scanned table with an open bill redirects to the bill's page, from the same one call as the table route's loader", async () => {
    const openBill = { tableId: 'table-1', venueId: 'venue-1', billId: 'bill 1', advisoryDelayUntilNext: 20_000 };
    const { fetch, asked } = api({ '/refresh-bill-scheduler/table-devices/device-1/open-bill': openBill });
    expect(await renderFirstView(request({ url: '/venues/venue-1/tables/device-1?utm=qr', fetch }))).toEqual({ redirect: '/venues/venue-1/bills/bill%201' });
    expect(asked).toEqual(['PUT /refresh-bill-scheduler/table-devices/device-1/open-bill']);
  });

  test.each([
    ['no open bill', { tableId: 'table-1', venueId: 'venue-1', advisoryDelayUntilNext: 20_000 }],
    ["another venue's bill", { tableId: 'table-1', venueId: 'venue-2', billId: 'bill-1', advisoryDelayUntilNext: 20_000 }],
    ['an answer that does not parse', { billId: 'bill-1' }],
  ])('a scanned table with %s is left to the app (its landing)', async (_name, openBill) => {
    const { fetch } = api({ '/refresh-bill-scheduler/table-devices/device-1/open-bill': openBill });
    expect(await renderFirstView(request({ url: '/venues/venue-1/tables/device-1', fetch }))).toBeUndefined();
  });

  test.each([
    ['another page', request({ url: '/venues/venue-1/menus' })],
    ['a table the API does not know', request({ url: '/venues/venue-1/tables/device-1' })],
    ['a bill that does not exist', request({ fetch: api({ '/realtime/docs/bills/bill-1': message('bills/bill-1', null) }).fetch })],
    ['a venue the API refuses', request({ fetch: api({ '/realtime/docs/venues/venue-1': undefined }).fetch })],
    ['a bill that does not fit its schema', request({ fetch: api({ '/realtime/docs/bills/bill-1': message('bills/bill-1', { id: 'bill-1' }) }).fetch })],
    ['an index.html it does not know', request({ template: '<!doctype html><body></body>' })],
  ])('%s is not rendered: the server sends index.html as built', async (_name, given) => {
    expect(await renderFirstView(given)).toBeUndefined();
  });

  test('upsells the API cannot give leave the carousel out, as in the browser', async () => {
    const html = htmlOf(await renderFirstView(request({ fetch: api({ '/upsell/businesses/business-1?language=fr': undefined }).fetch })));
    expect(html).toContain('Reste à payer');
    expect(html).not.toContain('tarte.svg');
    expect(stateOf(html).queries).toEqual([]);
  });
});
