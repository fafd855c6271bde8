import type { HttpClient } from '@tableside/api-client';
import { err, ok } from '@tableside/billing-domain';
import { loyaltyIdentityFor } from '@tableside/loyalty-providers';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderDataHook } from '../../../test/render-hook.js';
import { identityStorageOf, loyaltyStore } from './loyalty-store.js';
import { LOYALTY_USER_RETRIES } from './loyalty-user.js';
import { useLoyaltyUser } from './use-loyalty.js';

type JsonAnswer = Awaited<ReturnType<HttpClient['json']>>;

const BUSINESS = 'business-paris-bistro';
const identity = { primaryUserId: 'guest-1', balance: 20, createdAt: '2026-01-02T10:00:00.000Z', storeId: BUSINESS };
const user = { balance: 35, createdAt: identity.createdAt, hasOptIn: true };
const network: JsonAnswer = err({ type: 'network', message: 'The operation timed out.', timedOut: true });
const refused = (status: number): JsonAnswer => err({ type: 'http', status, body: { type: 'x', message: 'x' } });

/** An HTTP client answering the user lookups with `answers`, one per call (the last one again after that). */
function httpAnswering(...answers: JsonAnswer[]) {
  const json = vi.fn(async (_spec: unknown, _schema: unknown) => answers[Math.min(json.mock.calls.length - 1, answers.length - 1)] as JsonAnswer);
  return { http: { json, blob: vi.fn(), send: vi.fn() } as unknown as HttpClient, json };
}

function renderUser(http: HttpClient) {
  const stored = loyaltyIdentityFor(loyaltyStore().getState().auth, 'PONGO', BUSINESS);
  return renderDataHook(() => useLoyaltyUser('PONGO', BUSINESS, stored), { http, clock: { now: () => Date.now() } as never });
}

const storedIdentity = () => loyaltyIdentityFor(loyaltyStore().getState().auth, 'PONGO', BUSINESS);

beforeEach(() => {
  identityStorageOf(loyaltyStore()).write('PONGO', identity);
});
afterEach(() => {
  cleanup();
  identityStorageOf(loyaltyStore()).remove('PONGO', BUSINESS);
});

describe('useLoyaltyUser keeps the stored identity unless the programme says the user is unknown or not this device’s', () => {
  test('a timeout, then a server error, then the answer: retried by the query, the identity kept, the fresh balance shown', async () => {
    const { http, json } = httpAnswering(network, refused(502), ok(user));
    const { result } = renderUser(http);
    await waitFor(() => expect(result.current.data).toEqual(user), { timeout: 20_000 });
    expect(json).toHaveBeenCalledTimes(3);
    expect(json.mock.calls[0]?.[0]).toMatchObject({ method: 'GET', path: `/public/businesses/${BUSINESS}/users/guest-1`, guest: true });
    expect(storedIdentity()).toMatchObject({ primaryUserId: 'guest-1', balance: 20 });
  });

  test('no answer at all: the query fails after its retries and the identity (with its stored balance) stays', async () => {
    const { http, json } = httpAnswering(network);
    const { result } = renderUser(http);
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 20_000 });
    expect(json).toHaveBeenCalledTimes(LOYALTY_USER_RETRIES + 1);
    expect(storedIdentity()).toMatchObject({ primaryUserId: 'guest-1', balance: 20 });
  });

  test('a 401 is not retried and keeps the identity', async () => {
    const { http, json } = httpAnswering(refused(401));
    const { result } = renderUser(http);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(json).toHaveBeenCalledTimes(1);
    expect(storedIdentity()).toBeDefined();
  });

  test.each([404, 410, 403])('an answer %i removes the stored identity, silently (the answer is null)', async (status) => {
    const { http, json } = httpAnswering(refused(status));
    const { result } = renderUser(http);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(json).toHaveBeenCalledTimes(1);
    expect(storedIdentity()).toBeUndefined();
  });
});
