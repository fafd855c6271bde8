import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { terminal } from '@tableside/contracts';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TERMINAL_RECEIPTS_PATHS } from '../src/http/built-apps.js';
import type { Sandbox } from '../src/server.js';
import { bill, call, freshBill, startSandbox } from './helpers.js';

// The smart-terminal simulator and the terminal landings' reads (1-core §2 "Terminal landings", "Terminal receipts";
// 2-paying: a split with PDQ origin is a smart-terminal split).

const U = 100_000;
const VENUE = 'venue-london-pub';
let sb: Sandbox;

beforeAll(async () => {
  sb = await startSandbox();
}, 60_000);
afterAll(() => sb.close());

async function pdfText(buffer: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A terminal payment of `amount` on a fresh London pub bill, taken through the admin route as the CLI does. */
async function terminalPayment(amount = '12.50') {
  const billId = await freshBill(sb);
  const tableId = (await bill(sb.url, billId)).order.tableId as string;
  const answer = await call(sb.url, 'POST', `/sandbox/admin/venues/${VENUE}/tables/${tableId}/terminal-payments`, { amount });
  expect(answer.status).toBe(201);
  return { billId, tableId, taken: terminal.terminalPaymentResultSchema.parse(answer.body) };
}

const expectRefusal = (answer: { status: number; body: unknown }, status: number, type: string, field: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ type, message: expect.any(String), field });
};

describe('the smart-terminal simulator', () => {
  test('a terminal payment is a PDQ smart-terminal split on the bill, lowers leftToPay and gets a random transaction id', async () => {
    const billId = await freshBill(sb);
    const before = await bill(sb.url, billId);
    const path = `/sandbox/admin/venues/${VENUE}/tables/${before.order.tableId}/terminal-payments`;
    const first = terminal.terminalPaymentResultSchema.parse((await call(sb.url, 'POST', path, { amount: '5.00' })).body);
    const second = terminal.terminalPaymentResultSchema.parse((await call(sb.url, 'POST', path, { amount: 2 })).body);
    expect(first.transactionId).toMatch(/^pay_[0-9a-f-]{36}$/);
    expect(second.transactionId).not.toBe(first.transactionId);
    expect(first).toMatchObject({
      billId,
      origin: 'PDQ',
      amount: { amount: 5 * U, currency: 'GBP' },
      venue: { venueId: VENUE, enrollmentId: 'enrollment-london-pub' },
    });
    expect(first.landingPaths).toEqual({
      venue: `/venue/${VENUE}/transaction/${first.transactionId}/landing`,
      business: `/businesses/business-london-pub/transaction/${first.transactionId}/landing`,
      enrollment: `/enrollments/enrollment-london-pub/transaction/${first.transactionId}/landing`,
    });
    const after = await bill(sb.url, billId);
    expect(after.sundaySmartTerminalBillSplits).toEqual([
      expect.objectContaining({ origin: 'PDQ', status: 'REGISTERED', billSplitAmount: { amount: 5 * U, currency: 'GBP' } }),
      expect.objectContaining({ origin: 'PDQ', status: 'REGISTERED', billSplitAmount: { amount: 2 * U, currency: 'GBP' } }),
    ]);
    expect(after.leftToPay.amount).toBe(before.leftToPay.amount - 7 * U);
  });

  test('the POS admin form takes a terminal payment and shows the landing link with its QR code', async () => {
    const billId = await freshBill(sb);
    const tableId = (await bill(sb.url, billId)).order.tableId as string;
    const posted = await fetch(`${sb.url}/sandbox/admin/venues/${VENUE}/tables/${tableId}/terminal-payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=3.20',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location).toMatch(/^\/sandbox\/admin\/terminal-payments\/pay_/);
    const page = await call(sb.url, 'GET', location);
    expect(page.status).toBe(200);
    expect(page.body).toContain('/enrollments/enrollment-london-pub/transaction/pay_');
    expect(page.body).toContain('<svg');
    expect(page.body).toContain('£3.20');
    const admin = await call(sb.url, 'GET', '/sandbox/admin');
    expect(admin.body).toContain('Take a terminal (PDQ) payment');
  });

  test.each([
    [{ amount: '0' }, 400, 'invalid-request', 'body.amount'],
    [{ amount: 'twelve' }, 400, 'invalid-request', 'body.amount'],
    [{ amount: '99999999' }, 422, 'amount-too-large', 'body.amount'],
    [{}, 400, 'invalid-request', 'body.amount'],
  ])('a bad amount %j is refused (%i %s)', async (body, status, type, field) => {
    const billId = await freshBill(sb);
    const tableId = (await bill(sb.url, billId)).order.tableId as string;
    expectRefusal(await call(sb.url, 'POST', `/sandbox/admin/venues/${VENUE}/tables/${tableId}/terminal-payments`, body), status, type, field);
  });

  test('pnpm cli terminal-payment takes the payment and prints the landing link and its QR code', async () => {
    const billId = await freshBill(sb);
    const before = await bill(sb.url, billId);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'terminal-payment', VENUE, before.order.tableId as string, '6.00'],
      { cwd: join(import.meta.dirname, '..'), env: { ...process.env, SANDBOX_URL: sb.url } },
    );
    const link = /Landing link: (\S+)/.exec(stdout)?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${sb.url}/enrollments/enrollment-london-pub/transaction/pay_[0-9a-f-]{36}/landing$`));
    // qrcode-terminal's small code is drawn with half blocks.
    expect(stdout).toMatch(/[▀▄█]/);
    expect((await bill(sb.url, billId)).leftToPay.amount).toBe(before.leftToPay.amount - 6 * U);
  }, 60_000);

  test('an unknown venue or a table without an open order is 404', async () => {
    expect((await call(sb.url, 'POST', '/sandbox/admin/venues/venue-nope/tables/t1/terminal-payments', { amount: '1' })).body.type).toBe('venue-not-found');
    expect((await call(sb.url, 'POST', `/sandbox/admin/venues/${VENUE}/tables/no-such-table/terminal-payments`, { amount: '1' })).body.type).toBe(
      'order-not-found',
    );
  });
});

describe('the terminal landings’ reads', () => {
  test('the transaction reads the same by venue, business and enrollment', async () => {
    const { taken } = await terminalPayment();
    const { landingPaths: _paths, ...transaction } = taken;
    for (const path of [
      `/terminal-receipts/venues/${VENUE}/transactions/${taken.transactionId}`,
      `/terminal-receipts/businesses/business-london-pub/transactions/${taken.transactionId}`,
      `/terminal-receipts/enrollments/enrollment-london-pub/transactions/${taken.transactionId}`,
    ]) {
      const answer = await call(sb.url, 'GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.body).toEqual(transaction);
    }
  });

  test('unknown ids, and a transaction read through another venue, business or enrollment, are 404 naming the field', async () => {
    const { taken, billId } = await terminalPayment();
    const id = taken.transactionId;
    const unknown = `pay_${crypto.randomUUID()}`;
    expectRefusal(
      await call(sb.url, 'GET', `/terminal-receipts/venues/${VENUE}/transactions/${unknown}`),
      404,
      'transaction-not-found',
      'params.transactionId',
    );
    expectRefusal(
      await call(sb.url, 'GET', `/terminal-receipts/venues/venue-paris-bistro/transactions/${id}`),
      404,
      'transaction-not-found',
      'params.transactionId',
    );
    expectRefusal(await call(sb.url, 'GET', `/terminal-receipts/venues/venue-nope/transactions/${id}`), 404, 'venue-not-found', 'params.venueId');
    expectRefusal(await call(sb.url, 'GET', `/terminal-receipts/businesses/business-nope/transactions/${id}`), 404, 'business-not-found', 'params.businessId');
    expectRefusal(
      await call(sb.url, 'GET', `/terminal-receipts/businesses/business-paris-bistro/transactions/${id}`),
      404,
      'transaction-not-found',
      'params.transactionId',
    );
    expectRefusal(
      await call(sb.url, 'GET', `/terminal-receipts/enrollments/enrollment-nope/transactions/${id}`),
      404,
      'enrollment-not-found',
      'params.enrollmentId',
    );
    expectRefusal(
      await call(sb.url, 'GET', `/terminal-receipts/enrollments/enrollment-london-pub/transactions/${id}/bills/other-bill/receipt`),
      404,
      'bill-not-found',
      'params.billId',
    );
    expectRefusal(
      await call(sb.url, 'GET', `/terminal-receipts/enrollments/enrollment-paris-bistro/transactions/${id}/bills/${billId}/receipt`),
      404,
      'transaction-not-found',
      'params.transactionId',
    );
  });

  test('the receipt PDF shows the venue and the amount the terminal took', async () => {
    const { taken, billId } = await terminalPayment('12.50');
    const response = await fetch(
      `${sb.url}/terminal-receipts/enrollments/enrollment-london-pub/transactions/${taken.transactionId}/bills/${billId}/receipt?locale=en-GB`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('The Crown & Anchor');
    expect(text).toContain('£12.50');
  });

  test('the receipt is sent by e-mail to the outbox with the PDF attached; a bad e-mail is 400', async () => {
    const { taken, billId } = await terminalPayment('4.00');
    const base = `/terminal-receipts/enrollments/enrollment-london-pub/transactions/${taken.transactionId}/bills/${billId}/receipt/send-to-email`;
    const sent = await call(sb.url, 'POST', `${base}?email=diner%40example.com`);
    expect(sent.status).toBe(202);
    const outbox = await call(sb.url, 'GET', '/sandbox/outbox.json');
    const messages = (Array.isArray(outbox.body) ? outbox.body : outbox.body.messages) as { recipient: string; attachment?: { name: string } }[];
    expect(messages).toContainEqual(
      expect.objectContaining({ recipient: 'diner@example.com', attachment: expect.objectContaining({ name: `receipt_${taken.transactionId}.pdf` }) }),
    );
    expectRefusal(await call(sb.url, 'POST', `${base}?email=not-an-email`), 400, 'invalid-request', 'query.email');
  });

  test('the identity of a business and of an enrollment; unknown ones are 404', async () => {
    const business = await call(sb.url, 'GET', '/terminal-receipts/businesses/business-paris-bistro');
    expect(business.status).toBe(200);
    expect(terminal.terminalBusinessSchema.parse(business.body).venues.map((v) => v.name)).toContain('Le Petit Zinc');
    const enrollment = await call(sb.url, 'GET', '/terminal-receipts/enrollments/enrollment-paris-bistro');
    expect(enrollment.body).toMatchObject({ venueId: 'venue-paris-bistro', name: 'Le Petit Zinc', logoUrl: expect.stringContaining('logo') });
    expectRefusal(await call(sb.url, 'GET', '/terminal-receipts/businesses/nope'), 404, 'business-not-found', 'params.businessId');
    expectRefusal(await call(sb.url, 'GET', '/terminal-receipts/enrollments/nope'), 404, 'enrollment-not-found', 'params.enrollmentId');
  });

  test.each([
    ['/terminal-receipts/venues/%00/transactions/x'],
    ['/terminal-receipts/venues/a/transactions/' + 'x'.repeat(300)],
    ['/terminal-receipts/enrollments/__proto__/transactions/constructor'],
    ['/terminal-receipts/enrollments/e/transactions/t/bills/b/receipt?locale=%3Cscript%3E'],
    ['/terminal-receipts/businesses/<script>'],
    ['/sandbox/admin/terminal-payments/..%2F..%2Fetc'],
  ])('junk %s gets a 4xx with a type, never a 5xx', async (path) => {
    const answer = await call(sb.url, 'GET', path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toEqual(expect.objectContaining({ type: expect.any(String), message: expect.any(String) }));
  });
});

describe('the sandbox serves apps/terminal-receipts on its own paths (built-apps.ts TERMINAL_RECEIPTS_PATHS)', () => {
  const id = 'pay_0b5c7a52-3a49-4c55-9f0b-6f1f7c2d1e11';
  const owned = [
    `/venue/venue-london-pub/transaction/${id}/landing`,
    `/businesses/business-london-pub/transaction/${id}/landing`,
    `/enrollments/enrollment-london-pub/transaction/${id}/landing`,
    `/enrollments/enrollment-london-pub/transaction/${id}/bills/bill-1/receipts/download/error`,
    '/businesses/business-london-pub',
    '/enrollments/enrollment-london-pub',
  ];
  const others = [
    '/',
    '/venues/venue-london-pub/tables/t1',
    '/venues/venue-london-pub/bills/b1',
    '/venues/venue-paris-bistro/menu-previews',
    '/signup',
    '/not-found',
  ];

  test('the landing, receipt and identity paths are terminal-receipts’, the others are not', () => {
    expect(owned.filter((path) => !TERMINAL_RECEIPTS_PATHS.test(path))).toEqual([]);
    expect(others.filter((path) => TERMINAL_RECEIPTS_PATHS.test(path))).toEqual([]);
  });

  test('an owned path gets terminal-receipts’ index.html; a bill path gets pay-at-table’s', async () => {
    const dist = (name: string) => {
      const dir = mkdtempSync(join(tmpdir(), `${name}-`));
      writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
      return dir;
    };
    const served = await startSandbox({ builtApps: [{ dist: dist('terminal-receipts'), owns: TERMINAL_RECEIPTS_PATHS }, { dist: dist('pay-at-table') }] });
    try {
      for (const path of owned) expect(await (await fetch(`${served.url}${path}`)).text(), path).toContain('<title>terminal-receipts</title>');
      expect(await (await fetch(`${served.url}/venues/venue-london-pub/bills/b1`)).text()).toContain('<title>pay-at-table</title>');
    } finally {
      await served.close();
    }
  }, 60_000);
});
