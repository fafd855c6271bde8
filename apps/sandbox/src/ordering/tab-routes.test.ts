import { localTabStatus } from '@tableside/billing-domain';
import { createTabResponseSchema, registerTabResponseSchema, tabDocumentSchema, tabHoldAmount } from '@tableside/ordering';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedIds } from '../seed/seed-ids.js';
import { orderingSeedIds } from './plugin.js';
import { startOrdering, type StartedOrdering } from './testing/start-ordering.js';

const U = 100_000;
const bar = orderingSeedIds.venues.tab;
let sb: StartedOrdering;

beforeAll(async () => {
  sb = await startOrdering();
}, 60_000);
afterAll(async () => {
  await sb.close();
}, 60_000);

async function createTab() {
  const answer = await sb.call('POST', `/billing/businesses/${bar.businessId}/tab`);
  expect(answer.status).toBe(201);
  return createTabResponseSchema.parse(answer.body);
}

const customer = { firstName: ' Ada ', lastName: 'Lovelace' };

describe('POST /billing/businesses/{businessId}/tab (empty body) returns {tabId, displayId, paymentId}', () => {
  test('creates a tab with a display id and a payment id for its hold', async () => {
    const first = await createTab();
    const second = await createTab();
    expect(first.tabId).not.toBe(second.tabId);
    expect(Number(second.displayId)).toBe(Number(first.displayId) + 1);
    const answer = await sb.call('POST', `/billing/businesses/${bar.businessId}/tab`, {});
    expect(answer.body['holdAmount']).toEqual(tabHoldAmount(bar.venueId, 'GBP'));
    expect(answer.body['holdAmount']).toEqual({ amount: 20 * U, currency: 'GBP' });
  });

  test.each([
    ['an unknown business', '/billing/businesses/nope/tab', undefined, 404, 'business-not-found'],
    ['a business without tabs', '/billing/businesses/business-paris-bistro/tab', undefined, 409, 'tabs-not-enabled'],
    ['a non-empty body', `/billing/businesses/${bar.businessId}/tab`, { tabId: 'mine' }, 400, 'invalid-request'],
  ])('refuses %s', async (_case, url, body, status, type) => {
    const answer = await sb.call('POST', url, body);
    expect(answer.status).toBe(status);
    expect(answer.body['type']).toBe(type);
  });
});

describe('PUT /billing/businesses/{businessId}/tabs/{tabId}: tab creation → hold → OPEN with billId', () => {
  test('with the card held for manual capture, registering opens the tab and its bill', async () => {
    const tab = await createTab();
    sb.hold('pi_tab_1', { amount: 20 * U, currency: 'GBP' }, 'requires_capture', tab.paymentId);
    const answer = await sb.call('PUT', `/billing/businesses/${bar.businessId}/tabs/${tab.tabId}`, { customer });
    expect(answer.status).toBe(200);
    expect(registerTabResponseSchema.parse(answer.body)).toEqual({ tabId: tab.tabId, displayId: tab.displayId });
    const document = tabDocumentSchema.parse(sb.documents.get(`tabs/${tab.tabId}`));
    expect(document).toMatchObject({ status: 'OPEN', tabId: tab.tabId, billId: `bill-of-${tab.tabId}` });
    // Anyone may read the document: no customer name, no payment id.
    expect(document.customer).toBeUndefined();
    expect(JSON.stringify(sb.documents.get(`tabs/${tab.tabId}`))).not.toMatch(/Lovelace|Ada|payment/);
    // "Tab status from stored data: OPEN when a billId is present" (3-menus §4).
    expect(localTabStatus(document)).toBe('OPEN');
    expect(sb.openedTabs.filter((opened) => opened.tabId === tab.tabId)).toHaveLength(1);
    const again = await sb.call('PUT', `/billing/businesses/${bar.businessId}/tabs/${tab.tabId}`, { customer });
    expect(again.status).toBe(200);
    expect(sb.openedTabs.filter((opened) => opened.tabId === tab.tabId)).toHaveLength(1);
  });

  test('concurrent registrations open one bill', async () => {
    const tab = await createTab();
    sb.hold('pi_tab_race', { amount: 20 * U, currency: 'GBP' }, 'requires_capture', tab.paymentId);
    const url = `/billing/businesses/${bar.businessId}/tabs/${tab.tabId}`;
    const answers = await Promise.all([sb.call('PUT', url, { customer }), sb.call('PUT', url, { customer })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(sb.openedTabs.filter((opened) => opened.tabId === tab.tabId)).toHaveLength(1);
  });

  test.each([
    ['no hold yet', undefined],
    ['a hold still requiring a payment method', 'requires_payment_method'],
    ['a captured payment instead of a hold', 'succeeded'],
  ])('%s: INITIALISATION_FAILED, then a retry after the hold opens the tab', async (_case, status) => {
    const tab = await createTab();
    if (status) sb.hold(`pi_${tab.tabId}`, { amount: 20 * U, currency: 'GBP' }, status, tab.paymentId);
    const refused = await sb.call('PUT', `/billing/businesses/${bar.businessId}/tabs/${tab.tabId}`, { customer });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'tab-authorization-missing', success: false });
    const failed = tabDocumentSchema.parse(sb.documents.get(`tabs/${tab.tabId}`));
    expect(failed.status).toBe('INITIALISATION_FAILED');
    sb.hold(`pi_${tab.tabId}`, { amount: 20 * U, currency: 'GBP' }, 'requires_capture', tab.paymentId);
    expect((await sb.call('PUT', `/billing/businesses/${bar.businessId}/tabs/${tab.tabId}`, { customer })).status).toBe(200);
    expect(tabDocumentSchema.parse(sb.documents.get(`tabs/${tab.tabId}`)).status).toBe('OPEN');
  });

  test('a hold below "20 x 100000 minor units" does not open the tab', async () => {
    const tab = await createTab();
    sb.hold('pi_small_tab', { amount: 19 * U, currency: 'GBP' }, 'requires_capture', tab.paymentId);
    expect((await sb.call('PUT', `/billing/businesses/${bar.businessId}/tabs/${tab.tabId}`, { customer })).status).toBe(409);
  });

  test('when the POS cannot open the bill the tab is INITIALISATION_FAILED', async () => {
    const failing = await startOrdering({
      openTabBill: async () => {
        throw new Error('POS offline');
      },
    });
    try {
      const created = createTabResponseSchema.parse((await failing.call('POST', `/billing/businesses/${bar.businessId}/tab`)).body);
      failing.hold('pi_x', { amount: 20 * U, currency: 'GBP' }, 'requires_capture', created.paymentId);
      const answer = await failing.call('PUT', `/billing/businesses/${bar.businessId}/tabs/${created.tabId}`, { customer });
      expect(answer.body).toMatchObject({ type: 'tab-opening-failed', success: false });
      expect(failing.documents.get(`tabs/${created.tabId}`)).toMatchObject({ status: 'INITIALISATION_FAILED', openingFailureReason: 'bill-opening-failed' });
    } finally {
      await failing.close();
    }
  });

  test.each([
    ['an unknown tab', 'tab-nope', { customer }, 404, 'tab-not-found'],
    ['a blank first name ("Cannot be blank")', 'tab-any', { customer: { firstName: '   ', lastName: 'Lovelace' } }, 400, 'invalid-request'],
    ['an empty last name ("required")', 'tab-any', { customer: { firstName: 'Ada', lastName: '' } }, 400, 'invalid-request'],
  ])('refuses %s', async (_case, tabId, body, status, type) => {
    const answer = await sb.call('PUT', `/billing/businesses/${bar.businessId}/tabs/${tabId}`, body);
    expect(answer.status).toBe(status);
    expect(answer.body['type']).toBe(type);
    if (status === 404) expect(answer.body['message']).toBe('tab could not be found in store');
    if (status === 400) expect(String(answer.body['message'])).toMatch(/body\.customer\.(firstName|lastName): (Cannot be blank|required)/);
  });

  test('a tab of another business is not found', async () => {
    const tab = await createTab();
    const answer = await sb.call('PUT', `/billing/businesses/business-paris-bistro/tabs/${tab.tabId}`, { customer });
    expect(answer).toMatchObject({ status: 404, body: { message: 'tab could not be found in store' } });
    expect((await sb.call('GET', `/sandbox/tabs/${tab.tabId}`)).body['status']).toBe('INITIATING');
    expect((await sb.call('GET', '/sandbox/tabs/nope')).status).toBe(404);
  });
});

describe('PUT billing/v1/tabs with tableId and authorization (id, amount)', () => {
  const table = seedIds.tables.londonFresh.tableId;
  const amount = { amount: 20 * U, currency: 'GBP' };

  test('records a manual-capture hold for the table: "returns success"', async () => {
    sb.hold('pi_table', amount);
    expect(await sb.call('PUT', '/billing/v1/tabs', { tableId: table, authorization: { id: 'pi_table', amount } })).toMatchObject({
      status: 200,
      body: { success: true },
    });
  });

  test.each([
    ['an unknown intent', { tableId: table, authorization: { id: 'pi_unknown', amount } }, 409, 'authorization-not-held'],
    [
      'an amount other than the hold',
      { tableId: table, authorization: { id: 'pi_table', amount: { amount: 30 * U, currency: 'GBP' } } },
      409,
      'authorization-not-held',
    ],
    ['another currency', { tableId: table, authorization: { id: 'pi_table', amount: { amount: 20 * U, currency: 'EUR' } } }, 409, 'authorization-not-held'],
    ['an unknown table', { tableId: 'nope', authorization: { id: 'pi_table', amount } }, 404, 'table-device-not-found'],
    ['a fractional amount', { tableId: table, authorization: { id: 'pi_table', amount: { amount: 1.5, currency: 'GBP' } } }, 400, 'invalid-request'],
  ])('refuses %s', async (_case, body, status, type) => {
    sb.hold('pi_table', amount);
    const answer = await sb.call('PUT', '/billing/v1/tabs', body);
    expect(answer.status).toBe(status);
    expect(answer.body['type']).toBe(type);
  });

  test('an intent not held for capture is refused', async () => {
    sb.hold('pi_done', amount, 'succeeded');
    expect((await sb.call('PUT', '/billing/v1/tabs', { tableId: table, authorization: { id: 'pi_done', amount } })).body['type']).toBe(
      'authorization-not-held',
    );
  });
});
