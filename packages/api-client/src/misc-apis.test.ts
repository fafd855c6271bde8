import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.js';
import { createApiClient, loadBillingApi, loadMenusApi } from './create-api-client.js';

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, sleep: async () => undefined }), requests: fake.requests };
}

describe('waiter link check (2-paying §7)', () => {
  test('GET /waiter-app-backend/enrollments/{enrollmentId}/waiter-name/{posId}/linked → linked boolean', async () => {
    const { api, requests } = setup(json(200, { linked: false }));
    expect(await api.waiter.isWaiterLinked('enr-1', 'pos 7')).toEqual({ ok: true, value: { linked: false } });
    expect(requests[0]?.url).toBe('http://api.test/waiter-app-backend/enrollments/enr-1/waiter-name/pos%207/linked');
  });

  test.each([
    ['500', json(500, { type: 'internal', message: 'x' })],
    ['network', new TypeError('offline')],
  ])('"a failure is treated as linked": %s', async (_name, reply) => {
    const { api } = setup(reply);
    expect(await api.waiter.isWaiterLinked('enr-1', 'p')).toEqual({ ok: true, value: { linked: true } });
  });
});

describe('tips prediction (2-paying §7)', () => {
  const request = {
    businessId: 'biz',
    billId: 'b1',
    splitAmount: { amount: 1_000_000, currency: 'USD' },
    totalAmount: { amount: 3_000_000, currency: 'USD' },
    productNames: ['Burger'],
    numberOfClients: 2,
    openedAt: '2026-01-01T12:00:00Z',
    lowTipsRate: 1500,
    mediumTipsRate: 1800,
    highTipsRate: 2000,
    staffName: 'Sam',
  };

  test('POST /tips-suggestion/predict-tips-suggestions → lowTipsRate, mediumTipsRate, highTipsRate, modelMetadata', async () => {
    const { api, requests } = setup(json(200, { lowTipsRate: 1600, mediumTipsRate: 1900, highTipsRate: 2200 }));
    expect(await api.tips.predictTipsSuggestions(request)).toEqual({
      ok: true,
      value: { lowTipsRate: 1600, mediumTipsRate: 1900, highTipsRate: 2200, modelMetadata: {} },
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'http://api.test/tips-suggestion/predict-tips-suggestions', body: request });
  });

  test('"On error no data": the failure is a value', async () => {
    const { api } = setup(json(503, {}));
    expect(await api.tips.predictTipsSuggestions(request)).toMatchObject({ ok: false, error: { type: 'http', status: 503 } });
  });
});

describe('identity', () => {
  test('POST /identity/anonymous (no body) → { guestId, token, createdAt }', async () => {
    const guest = { guestId: 'g1', token: 'g1.sig', createdAt: '2026-01-01T00:00:00.000Z' };
    const { api, requests } = setup(json(201, guest));
    expect(await api.identity.createAnonymousGuest()).toEqual({ ok: true, value: guest });
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'http://api.test/identity/anonymous', body: undefined });
    expect(requests[0]?.headers['content-type']).toBeUndefined();
  });
});

describe('createApiClient', () => {
  test('defaults to a real sleep between split retries', async () => {
    const fake = fakeFetch(new TypeError('offline'), json(201, { splitId: { id: 's1' }, billSplitAmount: { amount: 1, currency: 'EUR' } }));
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const started = performance.now();
    expect(await api.billing.issueLeftToPay({ billId: 'b1', consumer: { guestId: 'g' } })).toMatchObject({ ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });
});

describe('the calls a diner makes once they act load their module on first use', () => {
  test('each call is there before anything loads, and answers as its module does', async () => {
    const { api, requests } = setup(json(200, { linked: true }));
    expect(Object.keys(api.menus).sort()).toEqual(
      ['getBusiness', 'getBusinessUpsells', 'getHomeLayouts', 'getMenu', 'getMenus', 'getProduct', 'getUpsellProducts', 'loadMenus'].sort(),
    );
    expect(Object.keys(api.ordering).sort()).toEqual(['createTab', 'declareOrderSession', 'openTab', 'placeOrder', 'registerTab']);
    expect(Object.keys(api.receipts).sort()).toEqual(['downloadExpenseNote', 'downloadReceipt', 'sendExpenseNoteToEmail', 'sendReceiptToEmail']);
    expect(Object.keys(api.billing).sort()).toEqual(
      [
        'cancelSplit',
        'disengage',
        'engagePayment',
        'forecastCharges',
        'fullyDiscount',
        'getSplit',
        'heartbeat',
        'issueByAmount',
        'issueByItems',
        'issueByShare',
        'issueBySubOrders',
        'issueLeftToPay',
        'updateByAmount',
        'updateByItems',
        'updateByShare',
        'updateBySubOrders',
      ].sort(),
    );
    expect(Object.keys(api.vouchers)).toEqual(['evaluateVoucher']);
    expect(Object.keys(api.tips)).toEqual(['predictTipsSuggestions']);
    expect(Object.keys(api.waiter)).toEqual(['isWaiterLinked']);
    expect(await api.receipts.downloadReceipt(undefined)).toEqual({
      ok: false,
      error: { type: 'missing-payment-id', message: "Can't send a receipt by email (payment id not found)" },
    });
    expect(requests).toHaveLength(0);
  });

  test('a deferred call answers as its module does, with its request', async () => {
    const { api, requests } = setup(json(200, { linked: false }));
    expect(await api.waiter.isWaiterLinked('e1', 'p1')).toEqual({ ok: true, value: { linked: false } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://api.test/waiter-app-backend/enrollments/e1/waiter-name/p1/linked');
  });

  test.each([
    { name: 'loadBillingApi', load: loadBillingApi, direct: () => import('./billing/billing-api.js'), create: 'createBillingApi' },
    { name: 'loadMenusApi', load: loadMenusApi, direct: () => import('./menus/menus-api.js'), create: 'createMenusApi' },
  ])('$name loads its module ahead of the first call (the same module the first call uses), with no request', async ({ load, direct, create }) => {
    const { requests } = setup();
    const loaded = await load();
    expect(loaded).toBe(await direct());
    expect(loaded).toHaveProperty(create, expect.any(Function));
    expect(requests).toHaveLength(0);
  });
});
