import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DINERS = 200;
const BILLS = 50;
const packageDir = join(import.meta.dirname, '..');

/** The p-th percentile of sorted samples (nearest rank). */
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

/** Runs the sandbox in its own process (so client and server do not share an event loop) on a fresh data folder. */
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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-bench-'));
  const server = await startServer(dataDir);
  try {
    const billIds: string[] = [];
    for (let i = 0; i < BILLS; i++) {
      const order = await json(`${server.url}/sandbox/admin/venues/venue-london-pub/tables/bench-table-${i}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ numberOfGuests: 4, items: [{ posProductId: 'gb-fish', quantity: 20 }, { posProductId: 'gb-ale', quantity: 20 }] }),
      });
      billIds.push(String(order.billId));
    }
    const diners = await Promise.all(Array.from({ length: DINERS }, () => json(`${server.url}/identity/anonymous`, { method: 'POST' })));
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      diners.map(async (diner, i) => {
        const t0 = performance.now();
        const response = await fetch(`${server.url}/billing/bills/${billIds[i % BILLS] ?? ''}/splits/by-amount`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tableside-guest-token': String(diner.token), 'x-correlation-id': `pat_spa_${crypto.randomUUID()}` },
          body: JSON.stringify({ splitAmount: 1_000_000, currencyCode: 'GBP', consumer: { guestId: String(diner.guestId) } }),
        });
        await response.text();
        latencies.push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
    const wall = performance.now() - started;
    const sorted = [...latencies].sort((a, b) => a - b);
    process.stdout.write(
      [
        `split issue: ${DINERS} concurrent diners over ${BILLS} bills (PGlite data folder, server in its own process)`,
        `p50 ${percentile(sorted, 50).toFixed(1)} ms`,
        `p99 ${percentile(sorted, 99).toFixed(1)} ms`,
        `min ${percentile(sorted, 0).toFixed(1)} ms, max ${percentile(sorted, 100).toFixed(1)} ms, wall ${wall.toFixed(0)} ms, ${((DINERS / wall) * 1000).toFixed(0)} issues/s`,
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      ].join('\n') + '\n',
    );
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
