import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createHttpClient } from '../http/http-client.js';
import { MISSING_PAYMENT_ID_MESSAGE, createReceiptsApi, type ExpenseNoteRequest } from './receipts-api.js';

const pdf = () => new Response(new TextEncoder().encode('%PDF-1.7'), { status: 200, headers: { 'content-type': 'application/pdf' } });
const form: ExpenseNoteRequest = {
  guestsNumber: 2,
  guestsNames: 'Ada, Alan',
  businessPurpose: 'Team lunch',
  company: { name: 'ACME', address: { streetName: '1 rue de Rivoli', zipCode: '75001', city: 'Paris', country: 'FR' }, vatNumber: 'FR123' },
};

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  return {
    api: createReceiptsApi(createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getGuestToken: () => 'guest-1.sig' })),
    requests: fake.requests,
  };
}

describe('receipts (2-paying §7)', () => {
  test('GET /receipt/receipts/v2/payments/{paymentId} → PDF', async () => {
    const { api, requests } = setup(pdf());
    const result = await api.downloadReceipt('pay-1');
    expect(result.ok && (await result.value.text())).toBe('%PDF-1.7');
    expect(requests[0]).toMatchObject({ method: 'GET', url: 'http://api.test/receipt/receipts/v2/payments/pay-1' });
  });

  test('every receipt call carries the guest token (receipts answer only the payer) and the locale when given', async () => {
    const { api, requests } = setup(pdf());
    await api.downloadReceipt('pay-1', 'fr');
    await api.sendReceiptToEmail('pay-1', 'ada@example.com', 'de-DE');
    await api.downloadExpenseNote('pay-1', form, 'es');
    await api.sendExpenseNoteToEmail('pay-1', 'ada@example.com', form, 'nl-BE');
    expect(requests.map((r) => r.headers['x-tableside-guest-token'])).toEqual(Array(4).fill('guest-1.sig'));
    expect(requests.map((r) => r.url.replace('http://api.test/receipt/receipts/v2/payments/pay-1', ''))).toEqual([
      '?locale=fr',
      '/send-to-email?email=ada%40example.com&locale=de-DE',
      '/expense-note?locale=es',
      '/send-expense-note-to-email?email=ada%40example.com&locale=nl-BE',
    ]);
  });

  test('POST .../send-to-email?email={email}: the receipt by e-mail', async () => {
    const { api, requests } = setup(new Response('{"outboxMessageId":"m1"}', { status: 202 }));
    expect(await api.sendReceiptToEmail('pay-1', 'ada@example.com')).toEqual({ ok: true, value: undefined });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/receipt/receipts/v2/payments/pay-1/send-to-email?email=ada%40example.com',
      body: undefined,
    });
    expect(await api.sendReceiptToEmail(undefined, 'ada@example.com')).toEqual({
      ok: false,
      error: { type: 'missing-payment-id', message: MISSING_PAYMENT_ID_MESSAGE },
    });
  });

  test('POST .../expense-note with the form → PDF blob', async () => {
    const { api, requests } = setup(pdf());
    const result = await api.downloadExpenseNote('pay-1', form);
    expect(result.ok && result.value.type).toBe('application/pdf');
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'http://api.test/receipt/receipts/v2/payments/pay-1/expense-note', body: form });
  });

  test('POST .../send-expense-note-to-email?email={email} with the form', async () => {
    const { api, requests } = setup(new Response(null, { status: 202 }));
    expect(await api.sendExpenseNoteToEmail('pay-1', 'ada@example.com', form)).toEqual({ ok: true, value: undefined });
    expect(requests[0]).toMatchObject({
      url: 'http://api.test/receipt/receipts/v2/payments/pay-1/send-expense-note-to-email?email=ada%40example.com',
      body: form,
    });
  });

  test.each([['downloadReceipt'], ['downloadExpenseNote'], ['sendExpenseNoteToEmail']] as const)(
    "\"Receipt by e-mail fails with 'Can't send a receipt by email (payment id not found)' without a payment id\": %s",
    async (method) => {
      const { api, requests } = setup(pdf());
      const result =
        method === 'downloadReceipt'
          ? await api.downloadReceipt(undefined)
          : method === 'downloadExpenseNote'
            ? await api.downloadExpenseNote('', form)
            : await api.sendExpenseNoteToEmail(undefined, 'a@b.c', form);
      expect(result).toEqual({ ok: false, error: { type: 'missing-payment-id', message: MISSING_PAYMENT_ID_MESSAGE } });
      expect(requests).toHaveLength(0);
    },
  );

  test('a download failure is an http error value', async () => {
    const { api } = setup(json(404, { type: 'payment-not-found', message: 'paymentId pay-2 not found' }));
    expect(await api.downloadReceipt('pay-2')).toMatchObject({ ok: false, error: { type: 'http', status: 404 } });
  });
});
