import { describe, expect, test, vi } from 'vitest';
import { createTerminalApi } from './terminal-api.js';
import { transaction } from '../test/fixtures.js';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createTerminalApi', () => {
  test('reads a transaction by venue, business and enrollment on the /terminal-receipts routes', async () => {
    const fetchImpl = vi.fn(async () => json(200, transaction));
    const api = createTerminalApi(fetchImpl);
    for (const owner of [
      { kind: 'venue', venueId: 'v 1' },
      { kind: 'business', businessId: 'b1' },
      { kind: 'enrollment', enrollmentId: 'e1' },
    ] as const) {
      expect(await api.transaction(owner, 'pay_x')).toEqual({ found: true, data: transaction });
    }
    expect(fetchImpl.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      '/terminal-receipts/venues/v%201/transactions/pay_x',
      '/terminal-receipts/businesses/b1/transactions/pay_x',
      '/terminal-receipts/enrollments/e1/transactions/pay_x',
    ]);
  });

  test('404 and 400 are not found; a 500 is an error', async () => {
    expect(await createTerminalApi(async () => json(404, { type: 'transaction-not-found' })).business('b')).toEqual({ found: false });
    expect(await createTerminalApi(async () => json(400, { type: 'invalid-request' })).enrollment('e')).toEqual({ found: false });
    await expect(createTerminalApi(async () => json(500, {})).enrollment('e')).rejects.toThrow(/500/);
  });

  test('loyalty: 200 has a programme, 204 and failures have none', async () => {
    expect(await createTerminalApi(async () => json(200, { provider: 'COMO' })).hasLoyalty('b')).toBe(true);
    expect(await createTerminalApi(async () => json(204, undefined)).hasLoyalty('b')).toBe(false);
    expect(
      await createTerminalApi(async () => {
        throw new TypeError('offline');
      }).hasLoyalty('b'),
    ).toBe(false);
  });

  test('the receipt PDF and the e-mail', async () => {
    const ids = { enrollmentId: 'e', transactionId: 't', billId: 'b' };
    const pdf = new Response('%PDF-', { status: 200, headers: { 'content-type': 'application/pdf' } });
    expect(await (await createTerminalApi(async () => pdf).receiptPdf(ids, 'fr'))?.text()).toBe('%PDF-');
    expect(await createTerminalApi(async () => json(404, {})).receiptPdf(ids, 'fr')).toBeUndefined();
    const post = vi.fn(async () => json(202, { outboxMessageId: 'm' }));
    expect(await createTerminalApi(post).emailReceipt(ids, 'a@b.co', 'fr')).toBe(true);
    expect(String((post.mock.calls[0] as unknown[])[0])).toBe(
      '/terminal-receipts/enrollments/e/transactions/t/bills/b/receipt/send-to-email?email=a%40b.co&locale=fr',
    );
    expect(await createTerminalApi(async () => json(400, {})).emailReceipt(ids, 'a@b.co', 'fr')).toBe(false);
  });
});
