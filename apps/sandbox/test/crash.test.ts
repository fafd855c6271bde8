import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, test } from 'vitest';
import { tokenizeTestCard } from '../src/services/testing/test-card.js';
import { call, newDiner, type Answer, type Diner } from './helpers.js';

const packageDir = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'tableside-crash-'));
const children: ChildProcess[] = [];

const ROUNDS = 20;
const PAYERS = 8;

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** True once the process has exited (killed in the middle of the round). */
  died: () => boolean;
  url: string;
  reconciled: { settled: number; refunded: number; expired: number };
}

/** Starts `src/main.ts` on the data folder and resolves once it prints its URL (after the start-up reconciliation). */
function start(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, TABLESIDE_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', TABLESIDE_CRASH_AFTER_CAPTURES: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Tableside sandbox on (http:\/\/\S+)/.exec(output);
      const counts = /Payments reconciled at start-up: settled (\d+), refunded (\d+), expired (\d+)/.exec(output);
      if (url?.[1] && counts)
        resolve({
          child,
          died: () => exited,
          url: url[1],
          reconciled: { settled: Number(counts[1]), refunded: Number(counts[2]), expired: Number(counts[3]) },
        });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => reject(new Error(`sandbox exited with ${code ?? signal}: ${output}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A split being paid: who pays it, and whether the payer saw it succeed. */
interface Payment {
  diner: Diner;
  billId: string;
  splitId: string;
  outcome: 'succeeded' | 'settled-on-retry' | 'unknown';
}

/**
 * Counts every request sent in the round; the round's `kill -9` fires when the count reaches a random number, so the
 * process dies at a random point of the concurrent payments (between any two steps, or in the middle of one).
 */
class Round {
  sent = 0;
  constructor(
    readonly url: string,
    private readonly killAt: number,
    private readonly kill: () => void,
  ) {}

  async call(method: string, path: string, body: unknown, diner: Diner): Promise<Answer> {
    this.sent += 1;
    if (this.sent === this.killAt) setImmediate(this.kill);
    return call(this.url, method, path, body, diner.headers);
  }
}

/** Engages (server-generated payment id), creates the intent and confirms it with 4242: the app's path after a retry too. */
async function payOnce(round: Round, payment: Payment): Promise<void> {
  const engaged = await round.call(
    'PATCH',
    `/billing/bills/${payment.billId}/splits/${payment.splitId}/engage-payment`,
    { consumer: payment.diner.consumer },
    payment.diner,
  );
  if (engaged.status !== 200) return;
  if (['PAID', 'REGISTERED'].includes(engaged.body.status)) {
    payment.outcome = 'settled-on-retry';
    return;
  }
  const created = await round.call(
    'POST',
    '/sandbox-payments/payment-intents',
    { billId: payment.billId, splitId: payment.splitId, paymentId: engaged.body.paymentId },
    payment.diner,
  );
  if (created.status !== 201 && created.status !== 200) return;
  const confirmed = await round.call(
    'POST',
    `/sandbox-payments/payment-intents/${created.body.id}/confirm`,
    { clientSecret: created.body.clientSecret, paymentMethod: { type: 'card', paymentMethodId: await tokenizeTestCard(round.url, '4242424242424242') } },
    payment.diner,
  );
  if (confirmed.body?.status === 'succeeded') payment.outcome = 'succeeded';
}

describe('crash safety', () => {
  test(`${ROUNDS} rounds of kill -9 during concurrent payments: after reconciliation no split is PENDING with a captured charge, none has 2 charges`, async () => {
    const unfinished: Payment[] = [];
    const all: Payment[] = [];
    const reconciled = { settled: 0, refunded: 0, expired: 0 };
    let settledOnRetry = 0;
    let killedMidRound = 0;

    for (let index = 0; index < ROUNDS; index += 1) {
      // Odd rounds: the process kills itself right after the nth capture is committed, before its split settles (the
      // window the ledger covers). Even rounds: kill -9 from here after a random number of requests.
      const drill = index % 2 === 1 ? 1 + Math.floor(Math.random() * PAYERS) : 0;
      const server = await start(drill > 0 ? { TABLESIDE_CRASH_AFTER_CAPTURES: String(drill) } : {});
      reconciled.settled += server.reconciled.settled;
      reconciled.refunded += server.reconciled.refunded;
      reconciled.expired += server.reconciled.expired;
      // Each payment takes about 4 requests; the kill lands anywhere from the first request to the last.
      const round = new Round(server.url, drill > 0 ? Number.POSITIVE_INFINITY : 1 + Math.floor(Math.random() * (PAYERS * 4 + unfinished.length * 3)), () => {
        server.child.kill('SIGKILL');
      });
      const work: Promise<void>[] = [];
      // The diners whose payment was cut short retry (a new payment id, as the app does): never a second charge.
      for (const payment of unfinished.splice(0)) work.push(payOnce(round, payment).catch(() => undefined));
      // The kill may already have fired (a retry's request): then this round opens no bill.
      const order = await call(server.url, 'POST', `/sandbox/admin/venues/venue-london-pub/tables/crash-${index}/orders`, {
        numberOfGuests: PAYERS,
        items: [{ posProductId: 'gb-fish', quantity: PAYERS }],
      }).catch(() => undefined);
      const billId: string | undefined = order?.body?.billId;
      if (order?.status === 201 && billId) {
        for (let payer = 0; payer < PAYERS; payer += 1) {
          work.push(
            (async () => {
              const diner = await newDiner(server.url);
              const issued = await round.call(
                'POST',
                `/billing/bills/${billId}/splits/by-amount`,
                { splitAmount: 100_000 + payer * 1_000, consumer: diner.consumer },
                diner,
              );
              if (issued.status !== 201) return;
              const payment: Payment = { diner, billId, splitId: issued.body.splitId.id, outcome: 'unknown' };
              all.push(payment);
              await payOnce(round, payment);
            })().catch(() => undefined),
          );
        }
      }
      await Promise.all(work);
      // Still answering? Then the kill never came during the payments, and comes now.
      const alive =
        !server.died() &&
        (await fetch(`${server.url}/identity/anonymous`, { method: 'POST' }).then(
          () => true,
          () => false,
        ));
      if (alive) await killed(server.child);
      else {
        killedMidRound += 1;
        await killed(server.child);
      }
      for (const payment of all) if (payment.outcome === 'unknown' && !unfinished.includes(payment)) unfinished.push(payment);
      settledOnRetry = all.filter((p) => p.outcome === 'settled-on-retry').length;
    }

    // A last start reconciles the last round; then the data folder is read directly.
    const last = await start();
    reconciled.settled += last.reconciled.settled;
    reconciled.refunded += last.reconciled.refunded;
    reconciled.expired += last.reconciled.expired;
    for (const payment of all.filter((p) => p.outcome === 'succeeded' || p.outcome === 'settled-on-retry')) {
      const split = await call(last.url, 'GET', `/billing/bills/${payment.billId}/splits/${payment.splitId}`, undefined, payment.diner.headers);
      expect(['PAID', 'REGISTERED']).toContain(split.body.status);
    }
    await new Promise((resolve) => last.child.once('exit', resolve).kill('SIGTERM'));

    const db = await PGlite.create(dataDir);
    try {
      const pendingCharged = await db.query(`SELECT s.id FROM splits s JOIN sandbox_payment_intents i ON i.split_id = s.id AND i.bill_id = s.bill_id
        WHERE s.status = 'PENDING' AND i.amount_captured > 0`);
      const doubleCharged = await db.query(
        `SELECT split_id FROM sandbox_payment_intents WHERE amount_captured > 0 GROUP BY bill_id, split_id HAVING count(*) > 1`,
      );
      const capturedUnsettled = await db.query(`SELECT payment_id FROM sandbox_payment_ledger WHERE status = 'captured'`);
      const chargedNotSettled = await db.query(`SELECT i.id FROM sandbox_payment_intents i JOIN splits s ON s.id = i.split_id
        WHERE i.amount_captured > 0 AND s.status NOT IN ('PAID', 'REGISTERED')`);
      const charges = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_payment_intents WHERE amount_captured > 0 AND kind = 'split'`);
      const refunds = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE status = 'refunded'`);
      const overpaid = await db.query(`SELECT b.id FROM bills b WHERE (SELECT coalesce(sum((s.data->'billSplitAmount'->>'amount')::bigint), 0) FROM splits s
        WHERE s.bill_id = b.id AND s.status IN ('PAID', 'REGISTERED')) > (b.data->'posOrder'->'checks'->0->'lines'->0->>'unitPrice')::bigint * ${PAYERS} AND b.table_id LIKE 'crash-%'`);
      console.log(
        `crash: ${ROUNDS} rounds of kill -9 (${killedMidRound} in the middle of the payments, ${Math.floor(ROUNDS / 2)} of them right after a capture), ${all.length} splits paid concurrently (${PAYERS} per round), ` +
          `${all.filter((p) => p.outcome === 'succeeded').length} seen succeeded, ${settledOnRetry} retries answered with the settled split, ` +
          `start-up reconciliation settled ${reconciled.settled}, refunded ${reconciled.refunded}, expired ${reconciled.expired}; ` +
          `captured charges ${charges.rows[0]?.n ?? 0}, refunded ${refunds.rows[0]?.n ?? 0}; ` +
          `PENDING with a captured charge: ${pendingCharged.rows.length}, splits with 2 charges: ${doubleCharged.rows.length}, captured but unsettled: ${capturedUnsettled.rows.length}`,
      );
      expect(pendingCharged.rows).toEqual([]);
      expect(doubleCharged.rows).toEqual([]);
      expect(capturedUnsettled.rows).toEqual([]);
      expect(chargedNotSettled.rows).toEqual([]);
      expect(overpaid.rows).toEqual([]);
    } finally {
      await db.close();
    }
  }, 900_000);
});
