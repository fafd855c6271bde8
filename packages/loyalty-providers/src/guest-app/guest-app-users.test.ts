import { describe, expect, test } from 'vitest';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import {
  buyGuestAppReward,
  fetchGuestAppRewardCode,
  guestAppEarnAfterPay,
  guestAppRewardSchema,
  guestAppRewardsView,
  registerGuestAppUser,
  updateGuestAppUser,
} from './guest-app-users.js';

const USER = '/marketing/public/api/v1/guest-apps/app-1/users/u1';
const user = { appId: 'app-1', userId: 'u1' };
const httpError = (status: number | undefined) => ({ ok: false, error: { code: 'HTTP_ERROR', status, message: 'HTTP error status' } });

describe('registerGuestAppUser — "POST .../register: body guestIdentificationParameters {phoneNumber, hasOptIn}; returns enrolled" (3 §7)', () => {
  test.each([
    ['enrolled true', answer(200, { enrolled: true }), { ok: true, value: { enrolled: true } }],
    ['enrolled false', answer(200, { enrolled: false }), { ok: true, value: { enrolled: false } }],
    ['an HTTP failure', answer(500), httpError(500)],
    ['no answer', NETWORK_DOWN, httpError(undefined)],
  ] as const)('%s', async (_case, response, expected) => {
    const { transport, calls } = fakeTransport({ [`POST ${USER}/register`]: response });
    const guestIdentificationParameters = { phoneNumber: '+33612345678', hasOptIn: true };
    expect(await registerGuestAppUser(transport, { ...user, guestIdentificationParameters })).toEqual(expected);
    expect(calls[0]?.body).toEqual({ guestIdentificationParameters });
  });
});

describe('updateGuestAppUser — "PUT .../update: body email, firstName, lastName; non-OK raises an error. In sign-up the names are sent as an underscore placeholder" (3 §7)', () => {
  test.each([
    ['"In sign-up the names are sent as an underscore placeholder"', {}, { email: 'ada@example.com', firstName: '_', lastName: '_' }],
    ['names given are sent', { firstName: 'Ada', lastName: 'Lovelace' }, { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }],
  ] as const)('%s', async (_rule, names, body) => {
    const { transport, calls } = fakeTransport({ [`PUT ${USER}/update`]: answer(200) });
    expect(await updateGuestAppUser(transport, { ...user, email: 'ada@example.com', ...names })).toEqual({ ok: true, value: undefined });
    expect(calls).toEqual([{ method: 'PUT', path: `${USER}/update`, body }]);
  });

  test('"non-OK raises an error"', async () => {
    const { transport } = fakeTransport({ [`PUT ${USER}/update`]: answer(409) });
    expect(await updateGuestAppUser(transport, { ...user, email: 'ada@example.com' })).toEqual(httpError(409));
  });
});

describe('guest-app rewards — buy and reward code (3 §7)', () => {
  test.each([
    ['"POST .../rewards/{rewardId}/buy: no body"', answer(200), { ok: true, value: undefined }],
    ['"non-OK raises an error"', answer(402), httpError(402)],
    ['no answer', NETWORK_DOWN, httpError(undefined)],
  ] as const)('buy: %s', async (_rule, response, expected) => {
    const { transport, calls } = fakeTransport({ [`POST ${USER}/rewards/r%2F1/buy`]: response });
    expect(await buyGuestAppReward(transport, { ...user, rewardId: 'r/1' })).toEqual(expected);
    expect(calls).toEqual([{ method: 'POST', path: `${USER}/rewards/r%2F1/buy` }]);
  });

  test.each([
    ['"returns rewardCode"', answer(200, { rewardCode: 'ABC-123' }), { ok: true, value: 'ABC-123' }],
    ['a failure is an HTTP error', answer(404), httpError(404)],
  ] as const)('reward code: %s', async (_rule, response, expected) => {
    const { transport } = fakeTransport({ [`GET ${USER}/rewards/r1/reward-code`]: response });
    expect(await fetchGuestAppRewardCode(transport, { ...user, rewardId: 'r1' })).toEqual(expected);
  });

  test('"Guest-app reward: id, label, expiredAt" (3 §3)', () => {
    expect(guestAppRewardSchema.safeParse({ id: 'r1', label: '10% off', expiredAt: '2026-12-31' }).success).toBe(true);
    expect(guestAppRewardSchema.safeParse({ id: 'r1', label: '10% off' }).success).toBe(false);
  });

  test.each([
    ['an authenticated guest-app user sees the rewards', true, 'rewards'],
    ['"otherwise a sign-up card shows"', false, 'sign-up-card'],
  ] as const)('"Guest-app rewards need an authenticated guest-app user" (3 §6): %s', (_rule, authenticated, view) => {
    expect(guestAppRewardsView(authenticated)).toBe(view);
  });
});

describe('guestAppEarnAfterPay — "POST .../earn-after-pay: body {businessId, billId, splitId}" (3 §7)', () => {
  test.each([
    ['credited', answer(200), { ok: true, value: undefined }],
    ['a failure is an HTTP error', answer(500), httpError(500)],
  ] as const)('%s', async (_case, response, expected) => {
    const { transport, calls } = fakeTransport({ [`POST ${USER}/earn-after-pay`]: response });
    expect(await guestAppEarnAfterPay(transport, { ...user, businessId: 'b1', billId: 'bill-1', splitId: 'split-1' })).toEqual(expected);
    expect(calls[0]?.body).toEqual({ businessId: 'b1', billId: 'bill-1', splitId: 'split-1' });
  });
});
