import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createApiClient } from '../create-api-client.js';

const U = 100_000;
const order = {
  businessId: 'b1',
  experienceId: 'e1',
  items: [{ id: 'p1', name: 'Steak', quantity: 1, menuId: 'm1', subItems: [] }],
  idempotencyKey: 'k1',
  sessionId: 's1',
};

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, generateUuid: () => 'uuid', getGuestToken: () => 'token' });
  return { ordering: api.ordering, requests: fake.requests };
}

describe('order placement (3-menus §7, §8)', () => {
  test('POST sunday-device-manager/hybrid/tables/{tableId}/orders returns the orderId', async () => {
    const { ordering, requests } = setup(json(200, { success: true, orderId: 'o1' }));
    expect(await ordering.placeOrder('t 1', order)).toEqual({ ok: true, value: { orderId: 'o1' } });
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'http://api.test/sunday-device-manager/hybrid/tables/t%201/orders', body: order });
    expect(requests[0]?.headers['x-correlation-id']).toBe('pat_spa_uuid');
  });

  test.each([
    ['"HTTP 400 with body code 0 gives HYBRID_EXPERIENCE_MISCONFIGURED"', 400, { code: 0 }, 'HYBRID_EXPERIENCE_MISCONFIGURED'],
    ['"1 gives PRE_AUTHORIZATION_REQUIRED"', 400, { success: false, errorCode: 1, code: 1 }, 'PRE_AUTHORIZATION_REQUIRED'],
    ['"2 gives MISSING_OAP_ENROLLMENT"', 400, { code: 2 }, 'MISSING_OAP_ENROLLMENT'],
    ['"anything else UNEXPECTED_ERROR"', 409, { type: 'order-failed' }, 'UNEXPECTED_ERROR'],
    ['"anything else UNEXPECTED_ERROR" (success false without a code)', 200, { success: false }, 'UNEXPECTED_ERROR'],
  ])('%s', async (_rule, status, body, code) => {
    const { ordering } = setup(json(status, body));
    expect(await ordering.placeOrder('t1', order)).toEqual({ ok: false, error: { code } });
  });

  test('a network failure is UNEXPECTED_ERROR', async () => {
    const { ordering } = setup(new TypeError('offline'));
    expect(await ordering.placeOrder('t1', order)).toEqual({ ok: false, error: { code: 'UNEXPECTED_ERROR' } });
  });

  test.each([
    ['declared', 200, { success: true }, { ok: true, value: true }],
    ['"Order session failure gives UNEXPECTED_ERROR"', 200, { success: false }, { ok: false, error: { code: 'UNEXPECTED_ERROR' } }],
    ['"Order session failure gives UNEXPECTED_ERROR" (HTTP)', 500, {}, { ok: false, error: { code: 'UNEXPECTED_ERROR' } }],
  ])('POST ordering/order-sessions: %s', async (_rule, status, body, expected) => {
    const { ordering, requests } = setup(json(status, body));
    expect(await ordering.declareOrderSession({ businessId: 'b1', tableId: 't1', sessionId: 's1' })).toEqual(expected);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/ordering/order-sessions',
      body: { businessId: 'b1', tableId: 't1', sessionId: 's1' },
    });
  });
});

describe('tabs (3-menus §7)', () => {
  test('POST /billing/businesses/{businessId}/tab (empty body) returns {tabId, displayId, paymentId}', async () => {
    const created = { tabId: 'tab1', displayId: '12', paymentId: 'pay1', holdAmount: { amount: 20 * U, currency: 'GBP' } };
    const { ordering, requests } = setup(json(201, created));
    expect(await ordering.createTab('b1')).toEqual({ ok: true, value: created });
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'http://api.test/billing/businesses/b1/tab', body: undefined });
  });

  test('"Tab creation and opening report only success false": a failed creation is a value', async () => {
    const { ordering } = setup(json(409, { success: false }));
    const result = await ordering.createTab('b1');
    expect(result).toEqual({ ok: false, error: { code: 'TAB_CALL_FAILED', error: { type: 'http', status: 409, body: { success: false } } } });
  });

  test('PUT /billing/businesses/{businessId}/tabs/{tabId} sends the customer and returns {tabId, displayId}', async () => {
    const { ordering, requests } = setup(json(200, { tabId: 'tab1', displayId: '12' }));
    const result = await ordering.registerTab('b1', 'tab1', { customer: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(result).toEqual({ ok: true, value: { tabId: 'tab1', displayId: '12' } });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      url: 'http://api.test/billing/businesses/b1/tabs/tab1',
      body: { customer: { firstName: 'Ada', lastName: 'Lovelace' } },
    });
  });

  test('a failed registration is a value', async () => {
    const { ordering } = setup(json(409, { type: 'tab-authorization-missing' }));
    const result = await ordering.registerTab('b1', 'tab1', { customer: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(!result.ok && result.error.code).toBe('TAB_CALL_FAILED');
  });

  test.each([
    ['success true', { success: true }, true],
    ['"report only success false"', { success: false }, false],
  ])('PUT billing/v1/tabs: %s', async (_rule, body, succeeded) => {
    const { ordering, requests } = setup(json(200, body));
    const request = { tableId: 't1', authorization: { id: 'pi_1', amount: { amount: 20 * U, currency: 'GBP' } } };
    const result = await ordering.openTab(request);
    expect(result.ok).toBe(succeeded);
    expect(requests[0]).toMatchObject({ method: 'PUT', url: 'http://api.test/billing/v1/tabs', body: request });
  });

  test('PUT billing/v1/tabs refused over HTTP is a value', async () => {
    const { ordering } = setup(json(409, {}));
    const result = await ordering.openTab({ tableId: 't1', authorization: { id: 'pi_1', amount: { amount: 1, currency: 'GBP' } } });
    expect(!result.ok && result.error.error).toEqual({ type: 'http', status: 409, body: {} });
  });
});
