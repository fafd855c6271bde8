import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Split-issue latency with live realtime subscribers open, and the bytes one scoped subscriber receives.
 *
 * Each subscriber is one diner's bill page: a query of the open bill of its table (`bills` where
 * `order.tableId == X`, as the table landing makes it). `SUBSCRIBERS` (comma list, default `0,5,20`) runs one
 * round per count on a fresh server; `DINERS` concurrent split issues (default 200) over `BILLS` bills (default
 * 50). `SANDBOX_DIR` points at another copy of apps/sandbox (to measure an older version the same way).
 * `UNSCOPED=1` subscribes to every bill instead (`bills` with no filter), which the sandbox now refuses.
 * `SEQUENTIAL=1` issues the splits one at a time (the cost of one change, with less noise from a loaded machine).
 */
const DINERS = Number(process.env.DINERS ?? 200);
const BILLS = Number(process.env.BILLS ?? 50);
const ROUNDS = (process.env.SUBSCRIBERS ?? '0,5,20').split(',').map(Number);
const ISSUE_TIMEOUT_MS = 120_000;
const packageDir = process.env.SANDBOX_DIR ?? join(import.meta.dirname, '..');
const UNSCOPED = process.env.UNSCOPED === '1';
const SEQUENTIAL = process.env.SEQUENTIAL === '1';

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  if (!response.ok || typeof body !== 'object' || body === null) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return { ...body };
}

async function startServer(dataDir: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, TABLESIDE_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tableside sandbox on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Opens an SSE query subscription; resolves once its first event arrived, and counts the bytes received. */
async function subscribe(url: string, signal: AbortSignal): Promise<{ bytes: () => number }> {
  const response = await fetch(url, { signal, headers: { accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`subscription answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  let bytes = 0;
  let first: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => (first = resolve));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        bytes += value.byteLength;
        first?.();
      }
    } catch {
      // aborted at the end of the round
    }
  })();
  await ready;
  return { bytes: () => bytes };
}

async function round(subscribers: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-bench-'));
  const server = await startServer(dataDir);
  const controller = new AbortController();
  try {
    const billIds: string[] = [];
    for (let i = 0; i < BILLS; i++) {
      const order = await json(`${server.url}/sandbox/admin/venues/venue-london-pub/tables/bench-table-${i}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          numberOfGuests: 4,
          items: [
            { posProductId: 'gb-fish', quantity: 20 },
            { posProductId: 'gb-ale', quantity: 20 },
          ],
        }),
      });
      billIds.push(String(order.billId));
    }
    const streams = await Promise.all(
      Array.from({ length: subscribers }, (_, i) => {
        const where = encodeURIComponent(
          JSON.stringify([
            ['order.tableId', '==', `bench-table-${i % BILLS}`],
            ['closed', '==', false],
          ]),
        );
        const query = UNSCOPED ? 'limit=500' : `where=${where}&limit=1`;
        return subscribe(`${server.url}/realtime/query/bills?${query}&subscribe=1`, controller.signal);
      }),
    );
    const before = streams[0]?.bytes() ?? 0;
    const diners = await Promise.all(Array.from({ length: DINERS }, () => json(`${server.url}/identity/anonymous`, { method: 'POST' })));
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    const started = performance.now();
    const issue = async (diner: Record<string, unknown>, i: number): Promise<void> => {
      const t0 = performance.now();
      let status: string;
      try {
        const response = await fetch(`${server.url}/billing/bills/${billIds[i % BILLS] ?? ''}/splits/by-amount`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tableside-guest-token': String(diner.token), 'x-correlation-id': `pat_spa_${crypto.randomUUID()}` },
          body: JSON.stringify({ splitAmount: 1_000_000, currencyCode: 'GBP', consumer: { guestId: String(diner.guestId) } }),
          signal: AbortSignal.timeout(ISSUE_TIMEOUT_MS),
        });
        await response.text();
        status = String(response.status);
      } catch {
        status = 'timeout';
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    };
    if (SEQUENTIAL) for (const [i, diner] of diners.entries()) await issue(diner, i);
    else await Promise.all(diners.map(issue));
    const wall = performance.now() - started;
    const sorted = [...latencies].sort((a, b) => a - b);
    const received = streams[0] ? `, one subscriber received ${streams[0].bytes() - before} bytes during the ${DINERS} changes` : '';
    return `${subscribers} subscribers: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ${((DINERS / wall) * 1000).toFixed(0)} issues/s, statuses ${JSON.stringify(Object.fromEntries(statuses))}${received}`;
  } finally {
    controller.abort();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.stdout.write(
  `split issue: ${DINERS} ${SEQUENTIAL ? 'sequential' : 'concurrent'} diners over ${BILLS} bills, with live ${UNSCOPED ? 'unscoped' : 'scoped'} bill-query subscribers (${packageDir})\n`,
);
for (const subscribers of ROUNDS) process.stdout.write(`${await round(subscribers)}\n`);
