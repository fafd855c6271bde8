import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createHttpClient } from '../http/http-client.js';
import { VOUCHER_FAILURE_CODES, createVouchersApi } from './vouchers-api.js';

const amount = { amount: 2_000_000, currency: 'EUR' };

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  return {
    api: createVouchersApi(createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getGuestToken: () => 'guest-1.sig' })),
    requests: fake.requests,
  };
}

describe('POST /payment/vouchers/{code} (2-paying §7)', () => {
  test('sends {amount, businessId} and returns the voucher data', async () => {
    const voucher = {
      code: 'WELCOME10',
      discountPercentage: 1000,
      discountAmount: { amount: 200_000, currency: 'EUR' },
      data: { expiredDate: '2027-01-01', maxUse: 3 },
    };
    const { api, requests } = setup(json(200, voucher));
    expect(await api.evaluateVoucher({ code: 'WELCOME10', amount, businessId: 'biz-1' })).toEqual({ ok: true, value: voucher });
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'http://api.test/payment/vouchers/WELCOME10', body: { amount, businessId: 'biz-1' } });
  });

  test('with billId and splitId the voucher is applied to the split, with the guest token', async () => {
    const voucher = { code: 'FIVEOFF', discountAmount: { amount: 500_000, currency: 'EUR' }, data: {} };
    const { api, requests } = setup(json(200, { ...voucher, billId: 'b1', splitId: 's1', status: 'reserved' }));
    expect(await api.evaluateVoucher({ code: 'FIVEOFF', amount, businessId: 'biz-1', billId: 'b1', splitId: 's1' })).toMatchObject({
      ok: true,
      value: voucher,
    });
    expect(requests[0]).toMatchObject({ body: { amount, businessId: 'biz-1', billId: 'b1', splitId: 's1' } });
    expect(requests[0]?.headers['x-tableside-guest-token']).toBe('guest-1.sig');
  });

  test.each(VOUCHER_FAILURE_CODES.map((code) => [code]))(
    '"Failure with a voucher body: \'Voucher not applicable\' with server code and data": %s',
    async (code) => {
      const data = { expiredDate: '2025-01-01', minimalAmount: 1_000_000, currency: 'EUR', startedAt: '2024-01-01' };
      const { api } = setup(json(422, { type: code, code, message: 'voucher refused', data }));
      expect(await api.evaluateVoucher({ code: 'OLD', amount, businessId: 'biz-1' })).toEqual({
        ok: false,
        error: { message: 'Voucher not applicable', code, data },
      });
    },
  );

  test('a voucher body keyed by type only still carries the code', async () => {
    const { api } = setup(json(404, { type: 'UNKNOWN', message: 'no such voucher' }));
    expect(await api.evaluateVoucher({ code: 'NOPE', amount, businessId: 'biz-1' })).toEqual({
      ok: false,
      error: { message: 'Voucher not applicable', code: 'UNKNOWN' },
    });
  });

  test.each([
    ['a network failure', new TypeError('offline')],
    ['a 500 without voucher body', json(500, { type: 'internal', message: 'x' })],
    ['a 400 validation body', json(400, { type: 'invalid-request', message: 'amount is required' })],
    ['a 2xx body that is not a voucher', json(200, { nope: true })],
  ])('"other failure: \'Voucher unexpected error\', code UNEXPECTED": %s', async (_name, reply) => {
    const { api } = setup(reply);
    expect(await api.evaluateVoucher({ code: 'X', amount, businessId: 'biz-1' })).toEqual({
      ok: false,
      error: { message: 'Voucher unexpected error', code: 'UNEXPECTED' },
    });
  });
});
