import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { signGuestToken } from '../src/identity/guest-token.js';

/**
 * `pnpm bench:sandbox`: split-issue latency and throughput of a sandbox running in its own process, on 127.0.0.1.
 *
 * Each round starts a fresh sandbox (a new PGlite data folder, or a new database of a throwaway PostgreSQL cluster
 * started by scripts/postgres-cluster.sh), opens `--bills` bills and `--subscribers` diners' tabs (one multiplexed
 * stream each, holding its bill's document and the scoped query of its table's open bill), then runs:
 * - closed loop: `--concurrency` diners (comma list) each issuing one split after the other for `--closed-seconds`;
 * - open loop: `--rate` issues per second, on schedule whatever the answers, for `--seconds` (latency counted from
 *   the scheduled time, so a queue shows), every request bounded by `--timeout-ms`.
 * Prints p50, p99, throughput and errors beside the figures of issue 12, and the sandbox's idle and peak RSS.
 *
 *   pnpm bench:sandbox [--db=pglite|postgres] [--subscribers=0,200] [--concurrency=10,200] [--rate=200] [--seconds=10]
 */
const args = new Map(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => {
      const [key, value] = arg.slice(2).split('=');
      return [key ?? '', value ?? 'true'] as const;
    }),
);
const numbers = (key: string, fallback: string): number[] => (args.get(key) ?? fallback).split(',').filter(Boolean).map(Number);
const DB = args.get('db') ?? 'pglite';
const SUBSCRIBERS = numbers('subscribers', '0,200');
const CONCURRENCY = numbers('concurrency', '10,200');
const RATE = Number(args.get('rate') ?? 200);
const SECONDS = Number(args.get('seconds') ?? 10);
const CLOSED_SECONDS = Number(args.get('closed-seconds') ?? 5);
const BILLS = Number(args.get('bills') ?? 200);
const TIMEOUT_MS = Number(args.get('timeout-ms') ?? 30_000);
const SPLIT_AMOUNT = 1_000; // 0.01 GBP: thousands of issues never exhaust a bill
const packageDir = join(import.meta.dirname, '..');
const repoDir = join(packageDir, '..', '..');
const secret = randomBytes(32).toString('base64url');

if (DB !== 'pglite' && DB !== 'postgres') throw new Error(`--db must be pglite or postgres, not ${DB}`);
for (const [key, value] of [['rate', RATE], ['seconds', SECONDS], ['closed-seconds', CLOSED_SECONDS], ['bills', BILLS]] as const) {
  if (!(value > 0) || value > 100_000) throw new Error(`--${key} must be a positive number (at most 100000)`);
}
if (SECONDS > 120 || CLOSED_SECONDS > 120) throw new Error('a phase runs at most 120 s');

/** Issue 12's figures, printed beside ours. */
const BASELINE = {
  closed200: 'issue 12: p99 1.5 s at 126 issues/s (0 subscribers)',
  closed200Subscribed: 'issue 12: 7 issues/s, p99 29 s with 20 subscribers',
  single: 'issue 12: one at a time p50 8.9 ms',
  open: 'target: p99 ≤ 25 ms, no errors (200/s, 200 subscribers)',
  idleRss: 'issue 12: ≈ 870 MiB; target ≤ 400 MiB',
};

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** VmRSS (now) and VmHWM (peak) of a process, in MiB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  if (!response.ok || typeof body !== 'object' || body === null) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return { ...body };
}

/** A throwaway PostgreSQL cluster (scripts/postgres-cluster.sh), or undefined for PGlite. */
function startCluster(): { url: string; stop(): void } | undefined {
  if (DB !== 'postgres') return undefined;
  const started = spawnSync('bash', [join(repoDir, 'scripts', 'postgres-cluster.sh'), 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (started.status !== 0) throw new Error(`the PostgreSQL cluster did not start (exit ${started.status})`);
  const value = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(started.stdout)?.[1] ?? '';
  const dir = value('PG_CLUSTER_DIR');
  return { url: value('PG_CLUSTER_URL'), stop: () => void spawnSync('bash', [join(repoDir, 'scripts', 'postgres-cluster.sh'), 'stop', dir], { stdio: 'inherit' }) };
}

async function freshDatabase(adminUrl: string, round: number): Promise<string> {
  const name = `bench_${process.pid}_${round}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`).finally(() => client.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the sandbox in its own process (client and server do not share an event loop). */
async function startServer(env: Record<string, string>): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', TABLESIDE_SECRET: secret, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tableside sandbox on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      child.kill('SIGKILL');
    },
  };
}

/** One diner's tab: the multiplexed stream of its bill; resolves once both subscriptions sent their first snapshot. */
async function openTab(url: string, billId: string, tableId: string, signal: AbortSignal, received: { events: number }): Promise<void> {
  const subscriptions = [
    { id: 'bill', path: `bills/${billId}` },
    { id: 'open-bill', collection: 'bills', where: [['order.tableId', '==', tableId], ['closed', '==', false]], limit: 1 },
  ];
  const response = await fetch(`${url}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify(subscriptions))}`, { signal });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firsts = 0;
  let ready: () => void = () => undefined;
  const both = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const count = decoder.decode(value, { stream: true }).split('event: snapshot').length - 1;
        received.events += count;
        firsts += count;
        if (firsts >= 2) ready();
      }
    } catch {
      // aborted at the end of the round
    }
  })();
  await both;
}

interface Sample {
  ms: number;
  status: string;
}

let guests = 0;
/** Issues one split for a new diner (a token signed with the server's secret); never throws. */
async function issue(url: string, billId: string): Promise<string> {
  guests += 1;
  const guestId = `bench-guest-${process.pid}-${guests}`;
  try {
    const response = await fetch(`${url}/billing/bills/${billId}/splits/by-amount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tableside-guest-token': signGuestToken(guestId, secret), 'x-correlation-id': `pat_spa_${crypto.randomUUID()}` },
      body: JSON.stringify({ splitAmount: SPLIT_AMOUNT, currencyCode: 'GBP', consumer: { guestId } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.text();
    return String(response.status);
  } catch (error) {
    // An abort is the timeout; anything else is named by its cause (ECONNRESET…).
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
    const cause: unknown = error instanceof Error ? error.cause : undefined;
    return typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : error instanceof Error ? error.message : 'error';
  }
}

function summary(samples: readonly Sample[], wallMs: number): string {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const errors = samples.filter((s) => s.status !== '201').length;
  return `${samples.length} issues, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${percentile(sorted, 100).toFixed(0)} ms, ${((samples.length / wallMs) * 1000).toFixed(0)} issues/s, errors ${errors} ${JSON.stringify(Object.fromEntries(statuses))}`;
}

async function closedLoop(url: string, billIds: readonly string[], concurrency: number): Promise<string> {
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + CLOSED_SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const billId = billIds[next++ % billIds.length] ?? '';
        const t0 = performance.now();
        const status = await issue(url, billId);
        samples.push({ ms: performance.now() - t0, status });
      }
    }),
  );
  return summary(samples, performance.now() - started);
}

async function openLoop(url: string, billIds: readonly string[]): Promise<string> {
  const samples: Sample[] = [];
  const total = Math.round(RATE * SECONDS);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const billId = billIds[i % billIds.length] ?? '';
    inFlight.push(
      issue(url, billId).then((status) => {
        // From the scheduled time: a request that had to wait for the client counts its wait.
        samples.push({ ms: performance.now() - due, status });
      }),
    );
  }
  await Promise.all(inFlight);
  return `${summary(samples, performance.now() - started)} (offered ${RATE}/s for ${SECONDS} s)`;
}

async function round(subscribers: number, index: number, cluster: { url: string } | undefined): Promise<void> {
  const dataDir = cluster ? undefined : mkdtempSync(join(tmpdir(), 'tableside-bench-'));
  const env: Record<string, string> = cluster ? { DATABASE_URL: await freshDatabase(cluster.url, index) } : { TABLESIDE_DATA_DIR: dataDir ?? '' };
  const server = await startServer(env);
  const controller = new AbortController();
  const line = (text: string) => process.stdout.write(`  ${text}\n`);
  try {
    const started = memory(server.pid);
    // Start-up peaks (migrations, seed, compiling PGlite's WebAssembly); idle is what stays once it settled.
    await sleep(5_000);
    const idle = memory(server.pid);
    const billIds: string[] = [];
    for (let i = 0; i < BILLS; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, BILLS - i) }, (_, j) => {
          const tableId = `bench-table-${i + j}`;
          return json(`${server.url}/sandbox/admin/venues/venue-london-pub/tables/${tableId}/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ numberOfGuests: 4, items: [{ posProductId: 'gb-fish', quantity: 20 }, { posProductId: 'gb-ale', quantity: 20 }] }),
          }).then((order) => ({ tableId, billId: String(order.billId) }));
        }),
      );
      for (const opened of batch) billIds[Number(opened.tableId.slice('bench-table-'.length))] = opened.billId;
    }
    const received = { events: 0 };
    for (let i = 0; i < subscribers; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, subscribers - i) }, (_, j) => openTab(server.url, billIds[(i + j) % BILLS] ?? '', `bench-table-${(i + j) % BILLS}`, controller.signal, received)),
      );
    }
    const opened = memory(server.pid);
    process.stdout.write(`${DB}, ${subscribers} open bill subscriptions (scoped, multiplexed streams), ${BILLS} bills; load ${loadAverage()}\n`);
    line(`idle RSS ${idle.rss.toFixed(0)} MiB 5 s after start-up (${BASELINE.idleRss}); ${started.rss.toFixed(0)} MiB right at start-up; ${opened.rss.toFixed(0)} MiB with the bills and streams open`);
    const eventsBefore = received.events;
    for (const concurrency of CONCURRENCY) {
      const baseline = concurrency === 200 ? (subscribers > 0 ? BASELINE.closed200Subscribed : BASELINE.closed200) : concurrency === 1 ? BASELINE.single : '';
      line(`closed loop ${concurrency} concurrent, ${CLOSED_SECONDS} s: ${await closedLoop(server.url, billIds, concurrency)}${baseline ? `  [${baseline}]` : ''}`);
    }
    line(`open loop ${RATE}/s: ${await openLoop(server.url, billIds)}  [${BASELINE.open}]`);
    const after = memory(server.pid);
    line(`peak RSS ${after.peak.toFixed(0)} MiB, RSS after the load ${after.rss.toFixed(0)} MiB; ${received.events - eventsBefore} snapshots delivered to subscribers; load ${loadAverage()}`);
  } finally {
    controller.abort();
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

const cluster = startCluster();
process.once('SIGINT', () => {
  cluster?.stop();
  process.exit(130);
});
try {
  process.stdout.write(`split issue bench: sandbox in its own process on ${DB} (127.0.0.1); split amount 0.01 GBP, a new diner per issue\n`);
  for (const [index, subscribers] of SUBSCRIBERS.entries()) await round(subscribers, index, cluster);
} finally {
  cluster?.stop();
}
