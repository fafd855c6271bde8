import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { answer, NETWORK_DOWN } from '../../test/fake-transport.js';
import { httpError, isSuccessStatus, readAnswer, statusOf } from './loyalty-transport.js';
import { consentPaths, guestAppPaths, loyaltyPaths } from './paths.js';

describe('the paths of 3 §7, exact', () => {
  test.each([
    ['GET public/businesses/{businessId}', loyaltyPaths.business('b1'), '/public/businesses/b1'],
    ['GET public/businesses/{businessId}/users/{userId}', loyaltyPaths.user('b1', 'u1'), '/public/businesses/b1/users/u1'],
    ['.../users/{userId}/rewards', loyaltyPaths.rewards('b1', 'u1'), '/public/businesses/b1/users/u1/rewards'],
    ['PUT .../rewards/{discountId}', loyaltyPaths.applyReward('b1', 'u1', 'd1'), '/public/businesses/b1/users/u1/rewards/d1'],
    ['PUT .../rewards/{discountId}/unapply', loyaltyPaths.unapplyReward('b1', 'u1', 'd1'), '/public/businesses/b1/users/u1/rewards/d1/unapply'],
    ['earn-after-pay', loyaltyPaths.earnAfterPay('b1', 'u1', 'bill', 'split'), '/public/businesses/b1/users/u1/bills/bill/splits/split/earn-after-pay'],
    ['prepare-loyalty-id', loyaltyPaths.prepareLoyaltyId('b1'), '/public/businesses/b1/users/prepare-loyalty-id'],
    ['associate-new-user-to-wallet', loyaltyPaths.associateNewUserToWallet('b1'), '/public/businesses/b1/associate-new-user-to-wallet'],
    ['GET marketing/public/api/v1/guest-apps/{appId}/users/{userId}', guestAppPaths.user('a', 'u'), '/marketing/public/api/v1/guest-apps/a/users/u'],
    ['"the same without public and with a bearer token"', guestAppPaths.authenticatedUser('a', 'u'), '/marketing/api/v1/guest-apps/a/users/u'],
    ['GET .../rewards/{rewardId}/reward-code', guestAppPaths.rewardCode('a', 'u', 'r'), '/marketing/public/api/v1/guest-apps/a/users/u/rewards/r/reward-code'],
    ['GET and PUT consent-manager/v1/cookies/users/{userId}', consentPaths.cookies('u'), '/consent-manager/v1/cookies/users/u'],
    ['PUT .../opt-in', consentPaths.optIn('a', 'u'), '/consent-manager/v1/applications/a/users/u/opt-in'],
    ['segments are encoded', loyaltyPaths.user('b/1', 'u?1'), '/public/businesses/b%2F1/users/u%3F1'],
  ])('%s', (_call, path, expected) => {
    expect(path).toBe(expected);
  });
});

describe('reading answers', () => {
  test.each([
    [200, true],
    [204, true],
    [299, true],
    [199, false],
    [300, false],
    [404, false],
  ])('isSuccessStatus(%s) → %s', (status, success) => {
    expect(isSuccessStatus(status)).toBe(success);
  });

  test('a 2xx with a body of the right shape is read, else a CallFailure', () => {
    const schema = z.object({ a: z.number() });
    expect(readAnswer(answer(200, { a: 1 }), schema)).toEqual({ ok: true, value: { a: 1 } });
    expect(readAnswer(answer(500, 'boom'), schema)).toEqual({ ok: false, error: { code: 'CALL_FAILED', kind: 'http', status: 500, body: 'boom' } });
    expect(readAnswer(NETWORK_DOWN, schema)).toEqual({ ok: false, error: { code: 'CALL_FAILED', kind: 'network', message: 'offline' } });
    const invalid = readAnswer(answer(200, { a: 'x' }), schema);
    expect(invalid.ok ? undefined : invalid.error.kind).toBe('invalid-response');
  });

  test('"raise an HTTP error with status" (3 §8)', () => {
    expect(httpError(answer(418))).toEqual({ code: 'HTTP_ERROR', status: 418, message: 'HTTP error status' });
    expect(statusOf(NETWORK_DOWN)).toBeUndefined();
  });
});
