import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createHttpClient } from '../http/http-client.js';
import { accountErrorType, createAccountApi, isAccessTokenRefused } from './account-api.js';

const user = {
  id: 'acc-1',
  type: 'account',
  phoneNumber: '+33612345678',
  firstName: null,
  lastName: null,
  email: null,
  emailVerified: false,
  verificationRequired: false,
  picture: null,
  createdAt: 1_700_000_000_000,
};
const token = { accessToken: 'jwt', tokenType: 'Bearer', expiresAt: 1_700_043_200_000, expiresIn: 43_200 };

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, generateUuid: () => 'u', getGuestToken: () => 'guest.sig' });
  return { api: createAccountApi(http), requests: fake.requests };
}

describe('account calls (3 §7 "Request SMS code (phone) and login/verify with code (phone, code)")', () => {
  test('POST /user-account/login/code sends the phone and country, without a bearer', async () => {
    const { api, requests } = setup(json(202, { phoneNumber: '+33612345678', codeLength: 6, sentAt: 1, expiresAt: 2, resendAvailableAt: 3 }));
    const answer = await api.requestLoginCode({ phoneNumber: '+33612345678', countryCode: 'FR' });
    expect(answer).toEqual({ ok: true, value: { phoneNumber: '+33612345678', codeLength: 6, sentAt: 1, expiresAt: 2, resendAvailableAt: 3 } });
    expect(requests[0]).toMatchObject({
      url: 'http://api.test/user-account/login/code',
      method: 'POST',
      body: { phoneNumber: '+33612345678', countryCode: 'FR' },
    });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  test("POST /user-account/login carries the guest token (the device's payments become the account's)", async () => {
    const { api, requests } = setup(json(200, { ...token, user, created: true, guestLinked: true }));
    const answer = await api.login({ phoneNumber: '+33612345678', code: '123456' });
    expect(answer.ok && answer.value.user.id).toBe('acc-1');
    expect(requests[0]).toMatchObject({ url: 'http://api.test/user-account/login', body: { phoneNumber: '+33612345678', code: '123456' } });
    expect(requests[0]?.headers['x-tableside-guest-token']).toBe('guest.sig');
  });

  test('a code that is not 6 digits is refused before it is sent', async () => {
    const { api, requests } = setup(json(200, {}));
    await expect(api.login({ phoneNumber: '+33612345678', code: '12345' })).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });

  test.each([
    ['getUser', (api: ReturnType<typeof createAccountApi>) => api.getUser('jwt'), 'GET', 'http://api.test/user-account/users/me', user],
    [
      'patchUser',
      (api: ReturnType<typeof createAccountApi>) => api.patchUser('jwt', { firstName: 'Ana' }),
      'PATCH',
      'http://api.test/user-account/users/me',
      user,
    ],
    [
      'savePersonalDetails',
      (api: ReturnType<typeof createAccountApi>) => api.savePersonalDetails('jwt', { firstName: 'Ana', lastName: 'Li' }, 'acc/1'),
      'PUT',
      'http://api.test/user-account/users/acc%2F1/personal-details',
      user,
    ],
    [
      'renewAccessToken',
      (api: ReturnType<typeof createAccountApi>) => api.renewAccessToken('jwt'),
      'POST',
      'http://api.test/user-account/users/me/access-token',
      token,
    ],
  ] as const)('%s sends the bearer token to its contract path', async (_name, call, method, url, body) => {
    const { api, requests } = setup(json(200, body));
    expect((await call(api)).ok).toBe(true);
    expect(requests[0]).toMatchObject({ method, url });
    expect(requests[0]?.headers.authorization).toBe('Bearer jwt');
  });

  test('GET /marketing/api/v1/receipts answers the receipts list', async () => {
    const receipt = {
      id: 'r1',
      businessId: 'b',
      businessName: 'Le Petit Zinc',
      paymentId: 'p1',
      paid: { amount: 1_000_000, currency: 'EUR' },
      date: 1,
      logo: null,
    };
    const { api, requests } = setup(json(200, { receipts: [receipt] }));
    expect(await api.listReceipts('jwt')).toEqual({ ok: true, value: [receipt] });
    expect(requests[0]?.headers.authorization).toBe('Bearer jwt');
  });

  test('a receipt PDF goes through the receipt route with both tokens', async () => {
    const { api, requests } = setup(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const answer = await api.downloadReceipt('jwt', 'pay 1', 'fr');
    expect(answer.ok).toBe(true);
    expect(requests[0]?.url).toBe('http://api.test/receipt/receipts/v2/payments/pay%201?locale=fr');
    expect(requests[0]?.headers).toMatchObject({ authorization: 'Bearer jwt', 'x-tableside-guest-token': 'guest.sig' });
  });

  test('an answer that breaks the contract is an invalid-response error', async () => {
    const { api } = setup(json(200, { ...user, type: 'guest' }));
    expect(await api.getUser('jwt')).toMatchObject({ ok: false, error: { type: 'invalid-response' } });
  });
});

describe('refusals', () => {
  test.each([
    [{ type: 'http', status: 429, body: { type: 'sms-code-locked', message: 'x', field: 'body.code' } }, 'sms-code-locked', false],
    [{ type: 'http', status: 400, body: { type: 'login.invalid_code', message: 'x' } }, 'login.invalid_code', false],
    [{ type: 'http', status: 401, body: { type: 'access-token-expired', message: 'x' } }, 'access-token-expired', true],
    [{ type: 'http', status: 502, body: '<html>' }, undefined, false],
    [{ type: 'network', message: 'offline', timedOut: false }, undefined, false],
  ] as const)('%o is %s', (error, type, refused) => {
    expect(accountErrorType(error)).toBe(type);
    expect(isAccessTokenRefused(error)).toBe(refused);
  });
});
