import { describe, expect, test } from 'vitest';
import type { LoyaltyResponse } from '../transport/loyalty-transport.js';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import { associateNewUserToWallet, reconcileLoyaltyIdentity } from './identity-reconciliation.js';
import { createInMemoryLoyaltyIdentityStorage, type LoyaltyIdentity } from './loyalty-auth-state.js';

const ASSOCIATE = 'POST /public/businesses/b1/associate-new-user-to-wallet';
const stored: LoyaltyIdentity = { primaryUserId: 'old-user', balance: 5, createdAt: '2026-01-01T00:00:00.000Z', storeId: 'b1' };
const fresh = { balance: 80, createdAt: '2026-01-01T00:00:00.000Z', hasOptIn: true };

async function reconcile(routes: Record<string, LoyaltyResponse>, identifiedUserId: string, initial: LoyaltyIdentity | null = stored) {
  const storage = createInMemoryLoyaltyIdentityStorage();
  if (initial) storage.write('COMO', initial);
  const { transport, calls } = fakeTransport(routes);
  const result = await reconcileLoyaltyIdentity({ transport, storage }, { provider: 'COMO', businessId: 'b1', identifiedUserId });
  return { result, stored: storage.read('COMO', 'b1'), calls };
}

describe('associateNewUserToWallet — "POST public/businesses/{businessId}/associate-new-user-to-wallet | existingUserId, newUserId | status" (3 §7)', () => {
  test.each([
    ['status OK', answer(200, { status: 'OK' }), 'OK'],
    ['status KO', answer(200, { status: 'KO' }), 'KO'],
    ['"associate failure gives KO" (3 §8): HTTP failure', answer(500), 'KO'],
    ['"associate failure gives KO": no answer', NETWORK_DOWN, 'KO'],
  ] as const)('%s', async (_rule, response, expected) => {
    const { transport, calls } = fakeTransport({ [ASSOCIATE]: response });
    expect(await associateNewUserToWallet(transport, { businessId: 'b1', existingUserId: 'old-user', newUserId: 'new-user' })).toBe(expected);
    expect(calls[0]?.body).toEqual({ existingUserId: 'old-user', newUserId: 'new-user' });
  });
});

describe('reconcileLoyaltyIdentity (3 §4 Loyalty)', () => {
  test('"When an identified user differs from the stored primary user, the old user is associated with the new one"', async () => {
    const {
      result,
      stored: after,
      calls,
    } = await reconcile({ [ASSOCIATE]: answer(200, { status: 'OK' }), 'GET /public/businesses/b1/users/new-user': answer(200, fresh) }, 'new-user');
    const identity = { primaryUserId: 'new-user', secondaryUserId: 'old-user', balance: 80, createdAt: fresh.createdAt, storeId: 'b1' };
    expect(result).toEqual({ outcome: 'refreshed', identity, associated: true });
    expect(after).toEqual(identity);
    expect(calls.map((call) => call.path)).toEqual(['/public/businesses/b1/associate-new-user-to-wallet', '/public/businesses/b1/users/new-user']);
  });

  test('"on failure the stored identity is removed" (association)', async () => {
    const { result, stored: after, calls } = await reconcile({ [ASSOCIATE]: answer(200, { status: 'KO' }) }, 'new-user');
    expect(result).toEqual({ outcome: 'association-failed' });
    expect(after).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  test('"User information is refreshed": the same user is not associated, only refreshed', async () => {
    const { result, calls } = await reconcile({ 'GET /public/businesses/b1/users/old-user': answer(200, fresh) }, 'old-user');
    expect(result).toEqual({ outcome: 'refreshed', identity: { ...stored, balance: 80 }, associated: false });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  test.each([
    ['NOT_FOUND', answer(404)],
    ['KO', answer(500)],
  ])('"on failure the stored identity is removed and the user is silently logged out" (refresh %s)', async (_case, response) => {
    const { result, stored: after } = await reconcile({ 'GET /public/businesses/b1/users/old-user': response }, 'old-user');
    expect(result).toEqual({ outcome: 'refresh-failed', silentLogout: true });
    expect(after).toBeUndefined();
  });

  test('nothing stored: nothing to reconcile, no call', async () => {
    const { result, calls } = await reconcile({}, 'new-user', null);
    expect(result).toEqual({ outcome: 'no-identity' });
    expect(calls).toEqual([]);
  });
});
