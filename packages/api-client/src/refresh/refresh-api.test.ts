import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createHttpClient } from '../http/http-client.js';
import { createRefreshApi } from './refresh-api.js';

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  return { api: createRefreshApi(createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch })), requests: fake.requests };
}

const fallback = { ok: true, value: { advisoryDelayUntilNext: 20_000, fallback: true } };

describe('refresh scheduler calls (1-core §7, §8)', () => {
  test('PUT /refresh-bill-scheduler/tables/{tableId}/refresh returns the advised delay', async () => {
    const { api, requests } = setup(json(200, { advisoryDelayUntilNext: 7_000 }));
    expect(await api.refreshTable('t 1')).toEqual({ ok: true, value: { advisoryDelayUntilNext: 7_000, fallback: false } });
    expect(requests[0]).toMatchObject({ method: 'PUT', url: 'http://api.test/refresh-bill-scheduler/tables/t%201/refresh' });
  });

  test('PUT /refresh-bill-scheduler/bills/{billId}/refresh returns the advised delay', async () => {
    const { api, requests } = setup(json(200, { advisoryDelayUntilNext: 0 }));
    expect(await api.refreshBill('b1')).toEqual({ ok: true, value: { advisoryDelayUntilNext: 0, fallback: false } });
    expect(requests[0]).toMatchObject({ method: 'PUT', url: 'http://api.test/refresh-bill-scheduler/bills/b1/refresh' });
  });

  test.each([
    ['{} (no advisory delay)', json(200, {})],
    ['{advisoryDelayUntilNext: null}', json(200, { advisoryDelayUntilNext: null })],
    ['an empty 204', new Response(null, { status: 204 })],
  ])('"With no advisory delay, 20 seconds is used": %s', async (_name, reply) => {
    const { api } = setup(reply);
    expect(await api.refreshBill('b1')).toEqual(fallback);
  });

  test.each([
    ['table', 404, true],
    ['table', 400, false],
    ['table', 500, false],
    ['bill', 404, true],
    ['bill', 400, true],
    ['bill', 500, false],
  ] as const)('"a 404 is silent for table refreshes; for bill refreshes 400 and 404 are silent": %s %i silent=%s', async (kind, status, silent) => {
    const { api } = setup(json(status, { type: 'x', message: 'y' }));
    const result = kind === 'table' ? await api.refreshTable('t1') : await api.refreshBill('b1');
    if (silent) expect(result).toEqual(fallback);
    else expect(result).toEqual({ ok: false, error: { type: 'http', status, body: { type: 'x', message: 'y' } } });
  });

  test('PUT /refresh-bill-scheduler/table-devices/{deviceId}/open-bill answers the open bill, validated', async () => {
    const answer = { venueId: 'v1', tableId: 't1', advisoryDelayUntilNext: 5_000, billId: 'b1' };
    const { api, requests } = setup(
      json(200, answer),
      json(200, { venueId: 'v1', advisoryDelayUntilNext: 5_000 }),
      json(404, { type: 'table-device-not-found', message: 'm' }),
    );
    expect(await api.tableOpenBill('d 1')).toEqual({ ok: true, value: answer });
    expect(requests[0]).toMatchObject({ method: 'PUT', url: 'http://api.test/refresh-bill-scheduler/table-devices/d%201/open-bill' });
    // An answer without its tableId is refused, never trusted.
    expect(await api.tableOpenBill('d1')).toMatchObject({ ok: false });
    expect(await api.tableOpenBill('d1')).toMatchObject({ ok: false, error: { type: 'http', status: 404 } });
  });

  test('a network failure is returned for the caller to log as a warning', async () => {
    const { api } = setup(new TypeError('offline'));
    expect(await api.refreshTable('t1')).toMatchObject({ ok: false, error: { type: 'network' } });
  });
});
