import { describe, expect, test } from 'vitest';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import { lookUpLoyaltyUser } from './user-lookup.js';

const user = { balance: 120, createdAt: '2026-01-02T10:00:00.000Z', hasOptIn: true };

describe('lookUpLoyaltyUser — "User lookup gives OK, NOT_FOUND (404) or KO" (3 §4)', () => {
  test.each([
    ['OK with the user info', answer(200, user), { status: 'OK', user }],
    ['"NOT_FOUND (404)"', answer(404), { status: 'NOT_FOUND' }],
    ['KO on a server error', answer(500), { status: 'KO' }],
    ['KO without an answer', NETWORK_DOWN, { status: 'KO' }],
    ['KO when "Loyalty points >= 0" (3 §5) is broken', answer(200, { ...user, balance: -1 }), { status: 'KO' }],
  ] as const)('%s', async (_rule, response, expected) => {
    const { transport, calls } = fakeTransport({ 'GET /public/businesses/b1/users/u1': response });
    expect(await lookUpLoyaltyUser(transport, { businessId: 'b1', userId: 'u1' })).toEqual(expected);
    expect(calls).toEqual([{ method: 'GET', path: '/public/businesses/b1/users/u1' }]);
  });
});
