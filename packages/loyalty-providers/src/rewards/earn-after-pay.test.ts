import { describe, expect, test } from 'vitest';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import { earnPointsAfterPay } from './earn-after-pay.js';

const PATH = '/public/businesses/b1/users/u1/bills/bill-1/splits/split-1/earn-after-pay';
const input = {
  businessId: 'b1',
  userId: 'u1',
  billId: 'bill-1',
  splitId: 'split-1',
  guestIdentificationParameters: { phoneNumber: '+33612345678', hasOptIn: true },
};
const failed = { ok: false, error: { code: 'EARN_FAILED', message: 'Failed to earn points' } };

describe('earnPointsAfterPay — "POST .../bills/{billId}/splits/{splitId}/earn-after-pay | guestIdentificationParameters | earn points" (3 §7)', () => {
  test.each([
    [
      '"Earn result: points (>=0), undisclosed flag" (3 §3)',
      answer(200, { points: 12, undisclosed: false }),
      { ok: true, value: { points: 12, undisclosed: false } },
    ],
    ['zero points is a result', answer(200, { points: 0, undisclosed: true }), { ok: true, value: { points: 0, undisclosed: true } }],
    ['"earn failure \'Failed to earn points\'" (3 §8): HTTP failure', answer(500), failed],
    ['"earn failure": negative points', answer(200, { points: -1, undisclosed: false }), failed],
    ['"earn failure": no answer', NETWORK_DOWN, failed],
  ] as const)('%s', async (_rule, response, expected) => {
    const { transport, calls } = fakeTransport({ [`POST ${PATH}`]: response });
    expect(await earnPointsAfterPay(transport, input)).toEqual(expected);
    expect(calls).toEqual([{ method: 'POST', path: PATH, body: { guestIdentificationParameters: input.guestIdentificationParameters } }]);
  });
});
