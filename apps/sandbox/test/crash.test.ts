import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { call, newDiner, type Diner } from './helpers.js';

const packageDir = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'tableside-crash-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `src/main.ts` on the data folder and resolves with its URL once it listens. */
function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, TABLESIDE_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tableside sandbox on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
  });
}

interface Payment {
  billId: string;
  splitId: string;
  status: number;
  intentStatus?: string;
}

/** Issues, engages and pays one split by card through the payment simulator. */
async function pay(url: string, diner: Diner, billId: string, index: number): Promise<Payment> {
  const issued = await call(url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 100_000 + index * 1_000, consumer: diner.consumer }, diner.headers);
  if (issued.status !== 201) return { billId, splitId: '', status: issued.status };
  const splitId: string = issued.body.splitId.id;
  const paymentId = `crash-${splitId}`;
  const engaged = await call(url, 'PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`, { paymentId, consumer: diner.consumer }, diner.headers);
  if (engaged.status !== 200) return { billId, splitId, status: engaged.status };
  const intent = await call(url, 'POST', '/sandbox-payments/payment-intents', { amount: issued.body.billSplitAmount, billId, splitId, paymentId, captureMethod: 'automatic' });
  const confirmed = await call(url, 'POST', `/sandbox-payments/payment-intents/${intent.body.id}/confirm`, {
    clientSecret: intent.body.clientSecret,
    paymentMethod: { type: 'card', number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
  });
  return { billId, splitId, status: confirmed.status, intentStatus: confirmed.body?.status };
}

describe('crash safety', () => {
  test('SIGKILL in the middle of payments loses no paid split and keeps leftToPay = total − paid', async () => {
    const first = await start();
    const diner = await newDiner(first.url);
    const bills = ['bill-paris-1', 'bill-london-1', 'bill-new-york-1'];
    const finished: Payment[] = [];
    const inFlight = Array.from({ length: 30 }, (_, i) =>
      pay(first.url, diner, bills[i % bills.length] ?? '', i)
        .then((p) => {
          finished.push(p);
          if (finished.filter((f) => f.intentStatus === 'succeeded').length === 8) first.child.kill('SIGKILL');
        })
        .catch(() => undefined),
    );
    await Promise.all(inFlight);
    if (first.child.exitCode === null && first.child.signalCode === null) {
      await new Promise((resolve) => first.child.once('exit', resolve).kill('SIGKILL'));
    }
    const succeeded = finished.filter((p) => p.intentStatus === 'succeeded');
    expect(succeeded.length).toBeGreaterThanOrEqual(8);

    const second = await start();
    for (const billId of bills) {
      const doc = (await call(second.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data;
      const splits = Object.values(doc.sundayBillSplits as Record<string, { status: string; billSplitAmount: { amount: number } }>);
      const settled = splits.filter((s) => ['PAID', 'REGISTERED', 'FULLY_DISCOUNTED', 'REGISTERED_FULLY_DISCOUNTED'].includes(s.status)).reduce((n, s) => n + s.billSplitAmount.amount, 0);
      const active = splits.filter((s) => s.status === 'ISSUED' || s.status === 'PENDING').reduce((n, s) => n + s.billSplitAmount.amount, 0);
      expect(doc.leftToPay.amount).toBe(doc.totalBillAmount.amount - settled);
      expect(doc.forecastedLeftToPay.amount).toBe(doc.leftToPay.amount - active);
      expect(doc.leftToPay.amount).toBeGreaterThanOrEqual(0);
    }
    for (const payment of succeeded) {
      const split = await call(second.url, 'GET', `/billing/bills/${payment.billId}/splits/${payment.splitId}`, undefined, diner.headers);
      expect(['PAID', 'REGISTERED']).toContain(split.body.status);
    }
    second.child.kill('SIGTERM');
  }, 180_000);
});
