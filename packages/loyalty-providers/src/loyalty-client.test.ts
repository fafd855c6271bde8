import { describe, expect, test } from 'vitest';
import { answer, fakeTransport } from '../test/fake-transport.js';
import { createLoyaltyClient } from './loyalty-client.js';

describe('createLoyaltyClient — the calls of 3 §7 over one transport', () => {
  test('each bound call goes through the transport it was given', async () => {
    const { transport, calls } = fakeTransport({
      'GET /public/businesses/b1': answer(204),
      'GET /public/businesses/b1/users/u1': answer(404),
      'PUT /public/businesses/b1/users/u1/rewards/d1': answer(409),
    });
    const client = createLoyaltyClient(transport);
    expect(await client.fetchConfig('b1')).toEqual({ ok: true, value: { kind: 'none' } });
    expect(await client.lookUpUser({ businessId: 'b1', userId: 'u1' })).toEqual({ status: 'NOT_FOUND' });
    expect(await client.applyDiscount({ businessId: 'b1', userId: 'u1', billId: 'bill', splitId: 'split', discountId: 'd1' })).toEqual({
      changed: false,
      status: 409,
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /public/businesses/b1',
      'GET /public/businesses/b1/users/u1',
      'PUT /public/businesses/b1/users/u1/rewards/d1',
    ]);
    expect(Object.keys(client)).toHaveLength(16);
  });
});

describe('createLoyaltyClient — every bound call reaches its path of 3 §7', () => {
  const user = { businessId: 'b1', userId: 'u1' };
  const target = { ...user, billId: 'bill', splitId: 'split' };
  const app = { appId: 'a1', userId: 'u1' };
  const G = '/marketing/public/api/v1/guest-apps/a1/users/u1';
  const phone = { phoneNumber: '+33612345678', hasOptIn: true };
  test.each([
    ['fetchRewards', user, 'GET /public/businesses/b1/users/u1/rewards'],
    ['computeEligibleDiscount', target, 'POST /public/businesses/b1/users/u1/rewards'],
    ['unapplyDiscount', { ...target, discountId: 'd1' }, 'PUT /public/businesses/b1/users/u1/rewards/d1/unapply'],
    ['earnAfterPay', { ...target, guestIdentificationParameters: phone }, 'POST /public/businesses/b1/users/u1/bills/bill/splits/split/earn-after-pay'],
    ['prepareLoyaltyId', { businessId: 'b1', userId: 'u1', guestIdentificationParameters: phone }, 'POST /public/businesses/b1/users/prepare-loyalty-id'],
    ['associateNewUserToWallet', { businessId: 'b1', existingUserId: 'u0', newUserId: 'u1' }, 'POST /public/businesses/b1/associate-new-user-to-wallet'],
    ['registerGuestAppUser', { ...app, guestIdentificationParameters: phone }, `POST ${G}/register`],
    ['updateGuestAppUser', { ...app, email: 'ada@example.com' }, `PUT ${G}/update`],
    ['buyGuestAppReward', { ...app, rewardId: 'r1' }, `POST ${G}/rewards/r1/buy`],
    ['fetchGuestAppRewardCode', { ...app, rewardId: 'r1' }, `GET ${G}/rewards/r1/reward-code`],
    ['guestAppEarnAfterPay', { ...app, businessId: 'b1', billId: 'bill', splitId: 'split' }, `POST ${G}/earn-after-pay`],
    ['fetchCookiePreferences', app, 'GET /consent-manager/v1/applications/a1/users/u1/preferences'],
    ['saveCookiePreferences', { ...app, preferences: [] }, 'POST /consent-manager/v1/applications/a1/users/u1/preferences'],
  ] as const)('%s → %s', async (name, input, route) => {
    const { transport, calls } = fakeTransport({});
    const client = createLoyaltyClient(transport);
    await (client[name] as (input: unknown) => Promise<unknown>)(input);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([route]);
  });
});
