import { globalSettingsSchema, tableDeviceSchema, venueSchema } from '@tableside/billing-domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { billDocumentSchema } from '../lib/documents/bill-document-schema.js';
import { liveCacheOf } from '../lib/realtime/live-cache.js';
import { liveDocumentKey, liveQueryKey } from '../lib/realtime/live-query.js';
import { createFakeStore } from '../test/fake-store.js';
import { billDoc, tableDeviceDoc, venueDoc } from '../test/fixtures.js';
import { FIRST_VIEW_ELEMENT_ID } from './first-view-element.js';
import { jsonForScriptElement, readFirstViewState, seedFirstView, tableDeviceQuery, type FirstViewState } from './first-view.js';

const message = (path: string, data: unknown, version = 3) => ({ path, exists: data !== null, data, version });

function state(overrides: Partial<FirstViewState> = {}): FirstViewState {
  return {
    locale: 'fr',
    venueId: 'venue-1',
    billId: 'bill-1',
    bill: message('bills/bill-1', billDoc()),
    venue: message('venues/venue-1', venueDoc()),
    settings: message('configs/settings', null),
    tableDevices: { tableId: 'table-1', result: { docs: [{ path: 'table_devices/device-1', id: 'device-1', data: tableDeviceDoc(), version: 1 }] } },
    queries: [{ key: ['bill-upsells', 'business-1', 'fr'], data: { ok: true, value: { upsells: [] } } }],
    ...overrides,
  };
}

afterEach(() => document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove());

describe('the first view rendered on the server seeds the cache the bill page reads', () => {
  test('the bill, venue, settings and table device land under the live keys of useBillContext, the upsells under their query key', () => {
    const client = new QueryClient();
    const { store } = createFakeStore({});
    const live = liveCacheOf(store);
    expect(seedFirstView(store, client, state())).toBe(true);
    expect(live.get(liveDocumentKey('bills/bill-1', billDocumentSchema))).toMatchObject({ status: 'success', version: 3, data: { id: 'bill-1' } });
    expect(live.get(liveDocumentKey('venues/venue-1', venueSchema))).toMatchObject({ status: 'success', data: { name: venueDoc().name } });
    // No settings document: the page's rule for a missing one applies, as with the stream's snapshot.
    expect(live.get(liveDocumentKey('configs/settings', globalSettingsSchema))).toEqual({ status: 'missing' });
    expect(live.get(liveQueryKey('table_devices', tableDeviceQuery('table-1'), tableDeviceSchema))).toMatchObject({
      status: 'success',
      docs: [{ id: 'device-1', data: { name: 'Table 1' } }],
    });
    expect(client.getQueryData(['bill-upsells', 'business-1', 'fr'])).toEqual({ ok: true, value: { upsells: [] } });
  });

  test.each([
    ['a document of another path', { bill: message('bills/other-bill', billDoc()) }],
    ['a bill that does not fit its schema', { bill: message('bills/bill-1', { ...billDoc(), leftToPay: 'a lot' }) }],
    ['a venue that does not fit its schema', { venue: message('venues/venue-1', { name: 42 }) }],
    [
      'a table device that does not fit its schema',
      { tableDevices: { tableId: 'table-1', result: { docs: [{ path: 'x/1', id: '1', data: {}, version: 1 }] } } },
    ],
  ])('%s writes nothing (the page then loads as without a first view)', (_name, overrides) => {
    const client = new QueryClient();
    const { store } = createFakeStore({});
    const live = liveCacheOf(store);
    expect(seedFirstView(store, client, state(overrides as Partial<FirstViewState>))).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(live.get(liveDocumentKey('venues/venue-1', venueSchema))).toBeUndefined();
    expect(live.get(liveQueryKey('table_devices', tableDeviceQuery('table-1'), tableDeviceSchema))).toBeUndefined();
  });
});

describe('the data block', () => {
  test('no value can close the element or start a comment: <, >, & and the line terminators are escaped, and it reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  test('the page reads the state the server wrote; none, junk or a state that does not parse is no first view', () => {
    expect(readFirstViewState(document)).toBeUndefined();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_VIEW_ELEMENT_ID;
    document.body.append(element);
    element.textContent = jsonForScriptElement(state());
    expect(readFirstViewState(document)).toEqual(state());
    element.textContent = '{ not json';
    expect(readFirstViewState(document)).toBeUndefined();
    element.textContent = jsonForScriptElement({ ...state(), locale: 'xx' });
    expect(readFirstViewState(document)).toBeUndefined();
  });
});
