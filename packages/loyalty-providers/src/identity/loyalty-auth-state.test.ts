import { describe, expect, test } from 'vitest';
import {
  LOYALTY_AUTH_INITIAL,
  createInMemoryLoyaltyIdentityStorage,
  isLoyaltyAuthenticated,
  loyaltyAuthReducer,
  loyaltyAuthStateSchema,
  loyaltyIdentityFor,
  type LoyaltyIdentity,
} from './loyalty-auth-state.js';

const paris: LoyaltyIdentity = { primaryUserId: 'u1', balance: 10, createdAt: '2026-01-01T00:00:00.000Z', storeId: 'store-paris' };
const lyon: LoyaltyIdentity = { ...paris, storeId: 'store-lyon' };

describe('loyaltyAuthReducer — "Authentication per provider is tracked per store" (3 §4)', () => {
  const stored = [paris, lyon].reduce(
    (state, identity) => loyaltyAuthReducer(state, { type: 'identityStored', provider: 'COMO', identity }),
    LOYALTY_AUTH_INITIAL,
  );

  test.each([
    ['COMO at the Paris store', 'COMO', 'store-paris', true],
    ['COMO at the Lyon store', 'COMO', 'store-lyon', true],
    ['COMO at another store', 'COMO', 'store-nice', false],
    ['another provider at the same store', 'PONGO', 'store-paris', false],
  ] as const)('"per provider ... per store": %s', (_case, provider, storeId, authenticated) => {
    expect(isLoyaltyAuthenticated(stored, provider, storeId)).toBe(authenticated);
  });

  test('removing one store keeps the others', () => {
    const next = loyaltyAuthReducer(stored, { type: 'identityRemoved', provider: 'COMO', storeId: 'store-paris' });
    expect(loyaltyIdentityFor(next, 'COMO', 'store-paris')).toBeUndefined();
    expect(loyaltyIdentityFor(next, 'COMO', 'store-lyon')).toEqual(lyon);
  });

  test.each([
    ['removing an unknown store', { type: 'identityRemoved', provider: 'COMO', storeId: 'store-nice' }],
    ['removing at a provider with nothing stored', { type: 'identityRemoved', provider: 'ZEROSIX', storeId: 'store-paris' }],
    ['clearing a provider with nothing stored', { type: 'providerSessionCleared', provider: 'PAYTRONIX' }],
  ] as const)('%s changes nothing', (_case, action) => {
    expect(loyaltyAuthReducer(stored, action)).toBe(stored);
  });

  test('clearing the provider session removes every store of that provider only', () => {
    const withPongo = loyaltyAuthReducer(stored, { type: 'identityStored', provider: 'PONGO', identity: paris });
    const next = loyaltyAuthReducer(withPongo, { type: 'providerSessionCleared', provider: 'COMO' });
    expect(next).toEqual({ identities: { PONGO: { 'store-paris': paris } } });
  });

  test('"persisted state includes ... loyalty auth" (3 §9): the state survives a storage round trip through its schema', () => {
    expect(loyaltyAuthStateSchema.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(loyaltyAuthStateSchema.safeParse({ identities: { FIDME: {} } }).success).toBe(false);
  });
});

describe('createInMemoryLoyaltyIdentityStorage — the storage port', () => {
  test('write, read, remove and clear go through the reducer', () => {
    const storage = createInMemoryLoyaltyIdentityStorage();
    storage.write('COMO', paris);
    storage.write('PONGO', lyon);
    expect(storage.read('COMO', 'store-paris')).toEqual(paris);
    storage.remove('COMO', 'store-paris');
    expect(storage.read('COMO', 'store-paris')).toBeUndefined();
    storage.clearProvider('PONGO');
    expect(storage.snapshot()).toEqual({ identities: { COMO: {} } });
  });
});
