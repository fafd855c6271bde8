import type { LoyaltyResponse } from '@tableside/loyalty-providers';
import { describe, expect, test, vi } from 'vitest';
import { LoyaltyUserUnavailableError, LOYALTY_USER_RETRIES, loyaltyUserRetryDelay, refreshLoyaltyUser, retryLoyaltyUser } from './loyalty-user.js';

const user = { balance: 20, createdAt: '2026-01-02T10:00:00.000Z', hasOptIn: true };
const answer = (status: number, body: unknown = { type: 'x', message: 'x' }): LoyaltyResponse => ({ type: 'answer', status, body });

describe('refreshing the stored loyalty user: only "unknown or not yours" drops the identity (3 §4, §7)', () => {
  test.each([
    ['200 with the user info is OK', answer(200, user), { status: 'OK', user }],
    ['404 "NOT_FOUND": the programme does not know the user', answer(404), { status: 'INVALID', httpStatus: 404 }],
    ['410 loyalty-user-merged: the wallet was associated to another user', answer(410), { status: 'INVALID', httpStatus: 410 }],
    ["403: another user's id", answer(403), { status: 'INVALID', httpStatus: 403 }],
    ['no answer (offline, timeout) is tried again', { type: 'network', message: 'The operation timed out.' }, { status: 'UNAVAILABLE', retryable: true }],
    ['a server error is tried again', answer(503), { status: 'UNAVAILABLE', retryable: true }],
    ['a 408 is tried again', answer(408), { status: 'UNAVAILABLE', retryable: true }],
    ['a 429 is tried again', answer(429), { status: 'UNAVAILABLE', retryable: true }],
    ['a 401 (the guest token) says nothing about the user and is not tried again', answer(401), { status: 'UNAVAILABLE', retryable: false }],
    ['a malformed 200 ("Loyalty points >= 0" broken) is not tried again', answer(200, { ...user, balance: -1 }), { status: 'UNAVAILABLE', retryable: false }],
  ] as const)('%s', async (_rule, response, expected) => {
    const transport = vi.fn(async () => response);
    expect(await refreshLoyaltyUser(transport, { businessId: 'b 1', userId: 'u1' })).toMatchObject(expected);
    expect(transport).toHaveBeenCalledWith({ method: 'GET', path: '/public/businesses/b%201/users/u1' });
  });

  test(`TanStack Query retries a retryable failure ${LOYALTY_USER_RETRIES} times, never another error`, () => {
    const retryable = new LoyaltyUserUnavailableError(true, 'offline');
    expect([0, 1, 2, 3].map((count) => retryLoyaltyUser(count, retryable))).toEqual([true, true, true, false]);
    expect(retryLoyaltyUser(0, new LoyaltyUserUnavailableError(false, 'HTTP 401'))).toBe(false);
    expect(retryLoyaltyUser(0, new Error('boom'))).toBe(false);
    expect([0, 1, 2, 5].map(loyaltyUserRetryDelay)).toEqual([500, 1_000, 2_000, 4_000]);
  });
});
