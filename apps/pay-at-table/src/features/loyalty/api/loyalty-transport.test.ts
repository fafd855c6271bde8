import type { HttpClient } from '@tableside/api-client';
import { err, ok } from '@tableside/billing-domain';
import { describe, expect, test, vi } from 'vitest';
import { createLoyaltyTransport } from './loyalty-transport.js';

function httpAnswering(answer: Awaited<ReturnType<HttpClient['json']>>) {
  const json = vi.fn(async (_spec: unknown, _schema: unknown) => answer);
  return { http: { json, blob: vi.fn(), send: vi.fn() } as unknown as HttpClient, json };
}

describe("loyalty-providers' transport over the app's HTTP client", () => {
  test('every call carries the guest token, and the bearer token when an account is logged in', async () => {
    const { http, json } = httpAnswering(ok({ balance: 1 }));
    await createLoyaltyTransport(http, () => 'jwt')({ method: 'PUT', path: '/public/businesses/b/users/u/rewards/r', body: { billId: 'b1', splitId: 's1' } });
    expect(json.mock.calls[0]?.[0]).toEqual({
      method: 'PUT',
      path: '/public/businesses/b/users/u/rewards/r',
      guest: true,
      body: { billId: 'b1', splitId: 's1' },
      bearer: 'jwt',
    });
    await createLoyaltyTransport(http, () => undefined)({ method: 'GET', path: '/public/businesses/b' });
    expect(json.mock.calls[1]?.[0]).toEqual({ method: 'GET', path: '/public/businesses/b', guest: true });
  });

  test('a 2xx body is 200, an empty one the 204 of "no loyalty"; refusals keep status and body; no answer is network', async () => {
    const send = (answer: Awaited<ReturnType<HttpClient['json']>>) =>
      createLoyaltyTransport(httpAnswering(answer).http, () => undefined)({ method: 'GET', path: '/x' });
    expect(await send(ok({ provider: 'COMO' }))).toEqual({ type: 'answer', status: 200, body: { provider: 'COMO' } });
    expect(await send(ok(null))).toEqual({ type: 'answer', status: 204, body: null });
    expect(await send(err({ type: 'http', status: 409, body: { type: 'loyalty-balance-too-low' } }))).toEqual({
      type: 'answer',
      status: 409,
      body: { type: 'loyalty-balance-too-low' },
    });
    expect(await send(err({ type: 'network', message: 'offline', timedOut: false }))).toEqual({ type: 'network', message: 'offline' });
  });
});
