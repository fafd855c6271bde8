import { describe, expect, test } from 'vitest';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import { createInMemoryLoyaltyIdentityStorage } from './loyalty-auth-state.js';
import { identifyWithoutCode, prepareLoyaltyId } from './passwordless-identification.js';

const PATH = '/public/businesses/pongo-biz/users/prepare-loyalty-id';
const info = { balance: 42, createdAt: '2026-03-01T12:00:00.000Z', hasOptIn: false };
const byPhone = { phoneNumber: '+33612345678', hasOptIn: true };

describe('prepareLoyaltyId — "POST public/businesses/{businessId}/users/prepare-loyalty-id | userId, guestIdentificationParameters | balance, createdAt, hasOptIn" (3 §7)', () => {
  test.each([
    ['OK with balance, createdAt, hasOptIn', answer(200, info), { status: 'OK', user: info }],
    ['OK when the answer says status OK', answer(200, { ...info, status: 'OK' }), { status: 'OK', user: info }],
    ['"prepare failure gives status KO" (3 §8): status KO', answer(200, { ...info, status: 'KO' }), { status: 'KO' }],
    ['"prepare failure gives status KO": HTTP failure', answer(401), { status: 'KO' }],
    ['"prepare failure gives status KO": no answer', NETWORK_DOWN, { status: 'KO' }],
  ] as const)('%s', async (_rule, response, expected) => {
    const { transport, calls } = fakeTransport({ [`POST ${PATH}`]: response });
    expect(await prepareLoyaltyId(transport, { businessId: 'pongo-biz', userId: 'u1', guestIdentificationParameters: byPhone })).toEqual(expected);
    expect(calls[0]?.body).toEqual({ userId: 'u1', guestIdentificationParameters: byPhone });
  });

  test('"or username and password"', async () => {
    const credentials = { username: 'ada', password: 'secret' };
    const { transport, calls } = fakeTransport({ [`POST ${PATH}`]: answer(200, info) });
    await prepareLoyaltyId(transport, { businessId: 'pongo-biz', userId: 'u1', guestIdentificationParameters: credentials });
    expect(calls[0]?.body).toEqual({ userId: 'u1', guestIdentificationParameters: credentials });
  });
});

describe('identifyWithoutCode — "prepare a loyalty id; on status OK store identity and continue, else show an error" (3 §4)', () => {
  test('"on status OK store identity"', async () => {
    const storage = createInMemoryLoyaltyIdentityStorage();
    const { transport } = fakeTransport({ [`POST ${PATH}`]: answer(200, info) });
    const result = await identifyWithoutCode(
      { transport, storage },
      { provider: 'PONGO', businessId: 'pongo-biz', userId: 'u1', guestIdentificationParameters: byPhone },
    );
    const identity = { primaryUserId: 'u1', balance: 42, createdAt: info.createdAt, storeId: 'pongo-biz' };
    expect(result).toEqual({ status: 'OK', identity });
    expect(storage.read('PONGO', 'pongo-biz')).toEqual(identity);
  });

  test('the identity is kept for the given store', async () => {
    const storage = createInMemoryLoyaltyIdentityStorage();
    const { transport } = fakeTransport({ [`POST ${PATH}`]: answer(200, info) });
    await identifyWithoutCode(
      { transport, storage },
      { provider: 'PONGO', businessId: 'pongo-biz', storeId: 'venue-7', userId: 'u1', guestIdentificationParameters: byPhone },
    );
    expect(storage.read('PONGO', 'venue-7')?.storeId).toBe('venue-7');
  });

  test('"else show an error": loyalty.identification.error, nothing stored', async () => {
    const storage = createInMemoryLoyaltyIdentityStorage();
    const { transport } = fakeTransport({ [`POST ${PATH}`]: answer(200, { status: 'KO' }) });
    const result = await identifyWithoutCode(
      { transport, storage },
      { provider: 'PONGO', businessId: 'pongo-biz', userId: 'u1', guestIdentificationParameters: byPhone },
    );
    expect(result).toEqual({ status: 'KO', errorKey: 'loyalty.identification.error' });
    expect(storage.snapshot()).toEqual({ identities: {} });
  });
});
