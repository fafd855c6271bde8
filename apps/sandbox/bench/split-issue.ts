import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { MINIMUM_SPLIT_AMOUNT } from '@tableside/billing-domain';
import { signGuestToken } from '../src/identity/guest-token.js';

/**
 * `pnpm bench:sandbox`: split-issue latency and throughput of a sandbox running in its own process, on 127.0.0.1.
 *
 * Each round starts a fresh sandbox (a new PGlite data folder, or a new database of a throwaway PostgreSQL cluster
 * started by scripts/postgres-cluster.sh), opens `--bills` bills and `--subscribers` diners' tabs (one multiplexed
 * stream each, holding its bill's document and the scoped query of its table's open bill; they run in a worker thread,
 * tabs-worker.js, so reading their snapshots never delays the timing of the issues), then runs:
 * - closed loop: `--concurrency` diners (comma list) each issuing one split after the other for `--closed-seconds`;
 * - open loop: `--rate` issues per second, on schedule whatever the answers, for `--seconds` (latency counted from
 *   the scheduled time, so a queue shows), every request bounded by `--timeout-ms`.
 * Prints p50, p99, throughput and errors beside the figures of issue 12, the bench client's own event loop delay (an
 * answer that arrives while it is held up is timed late), and the sandbox's idle and peak RSS, then a table of every
 * round.
 *
 *   pnpm bench:sandbox [--db=pglite|postgres|pglite,postgres] [--subscribers=0,200] [--concurrency=10,200] [--rate=200] [--seconds=10]
 *   pnpm bench:sandbox --idle-seconds=45   when idle RSS is read after start-up (it is also read at 5 s)
 *   pnpm bench:sandbox --cpu-prof=DIR   also writes the sandbox process's V8 CPU profile into DIR
 *   pnpm bench:sandbox --matrix   issue 12's matrix: PGlite and PostgreSQL, 0 and 200 subscriptions, closed loop 10 and
 *                                 200, open loop 200/s (the other flags still apply)
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
const MATRIX = args.get('matrix') === 'true';
const DBS = (args.get('db') ?? (MATRIX ? 'pglite,postgres' : 'pglite')).split(',').filter(Boolean);
const SUBSCRIBERS = numbers('subscribers', '0,200');
const CONCURRENCY = numbers('concurrency', '10,200');
const RATE = Number(args.get('rate') ?? 200);
const SECONDS = Number(args.get('seconds') ?? 10);
const CLOSED_SECONDS = Number(args.get('closed-seconds') ?? 5);
const BILLS = Number(args.get('bills') ?? 200);
const TIMEOUT_MS = Number(args.get('timeout-ms') ?? 30_000);
/** `--cpu-prof=DIR`: the sandbox process writes a V8 CPU profile there when it stops (open it in Chrome DevTools). */
const CPU_PROF_DIR = args.get('cpu-prof');
/**
 * `--idle-seconds`: when idle RSS is read after start-up. The sandbox lets go of its start-up memory over tens of
 * seconds (PGlite's worker collects on quiet seconds; the HTTP thread's heap shrinks when V8's memory reducer runs).
 */
const IDLE_SECONDS = Number(args.get('idle-seconds') ?? 45);
// The smallest split the API accepts (0.50 GBP): a bill of 20 fish and chips and 20 ales holds about 860 of them, so
// the thousands of issues of a round, spread over the bills, never exhaust one.
const SPLIT_AMOUNT = MINIMUM_SPLIT_AMOUNT;
const packageDir = join(import.meta.dirname, '..');
const repoDir = join(packageDir, '..', '..');
const secret = randomBytes(32).toString('base64url');

for (const db of DBS) if (db !== 'pglite' && db !== 'postgres') throw new Error(`--db must be pglite, postgres or both (comma list), not ${db}`);
if (new Set(DBS).size !== DBS.length) throw new Error('--db names each database once');
for (const [key, value] of [
  ['rate', RATE],
  ['seconds', SECONDS],
  ['closed-seconds', CLOSED_SECONDS],
  ['bills', BILLS],
] as const) {
  if (!(value > 0) || value > 100_000) throw new Error(`--${key} must be a positive number (at most 100000)`);
}
if (SECONDS > 120 || CLOSED_SECONDS > 120) throw new Error('a phase runs at most 120 s');
if (!(IDLE_SECONDS >= 5) || IDLE_SECONDS > 300) throw new Error('--idle-seconds must be between 5 and 300');

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

/** CPU time the process (all its threads) used so far, in ms (/proc/<pid>/stat utime + stime, at 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The sandbox's CPU per issue over a phase: less sensitive than latency to other work on a shared machine. */
async function withCpu(pid: number, phase: () => Promise<string>): Promise<string> {
  const cpu = cpuMs(pid);
  const issued = issuesSent;
  // How late this process's own event loop ran during the phase: an answer that arrives while it is held up is timed
  // late, so a p99 read beside a large delay here says as much about the client as about the sandbox.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const text = await phase();
  delay.disable();
  const count = issuesSent - issued;
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(0);
  return `${text}; sandbox CPU ${count > 0 ? ((cpuMs(pid) - cpu) / count).toFixed(2) : '-'} ms/issue; bench client's event loop delay p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`;
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  if (!response.ok || typeof body !== 'object' || body === null) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return { ...body };
}

/** A throwaway PostgreSQL cluster (scripts/postgres-cluster.sh), or undefined for PGlite. */
function startCluster(db: string): { url: string; stop(): void } | undefined {
  if (db !== 'postgres') return undefined;
  const started = spawnSync('bash', [join(repoDir, 'scripts', 'postgres-cluster.sh'), 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (started.status !== 0) throw new Error(`the PostgreSQL cluster did not start (exit ${started.status})`);
  const value = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(started.stdout)?.[1] ?? '';
  const dir = value('PG_CLUSTER_DIR');
  return {
    url: value('PG_CLUSTER_URL'),
    stop: () => void spawnSync('bash', [join(repoDir, 'scripts', 'postgres-cluster.sh'), 'stop', dir], { stdio: 'inherit' }),
  };
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
async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; pid: number; startupMs: number; peakAtStartup: number; stop(): Promise<void> }> {
  const spawnedAt = performance.now();
  const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  // As `pnpm start` runs it: a young generation of 64 MiB semi-spaces and two glibc malloc arenas (CONTEXT.md, PGlite memory).
  const child = spawn(process.execPath, [...profile, '--max-semi-space-size=64', '--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { MALLOC_ARENA_MAX: '2', ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', TABLESIDE_SECRET: secret, ...env },
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
  // Start-up: until it answers HTTP, and its peak RSS by then (migrations, seed, PGlite's template or initdb).
  while ((await fetch(`${url}/sandbox/openapi.json`).catch(() => undefined))?.ok !== true) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with ${child.exitCode}`);
    await sleep(50);
  }
  return {
    url,
    pid: child.pid ?? 0,
    startupMs: performance.now() - spawnedAt,
    peakAtStartup: memory(child.pid ?? 0).peak,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      child.kill('SIGKILL');
    },
  };
}

/** The diners' tabs, open in a worker thread (tabs-worker.js) so that reading their snapshots never delays the timing here. */
async function openTabs(url: string, tabs: readonly { billId: string; tableId: string }[]): Promise<{ events(): Promise<number>; close(): Promise<void> }> {
  const worker = new Worker(new URL('./tabs-worker.js', import.meta.url), { workerData: { url, tabs } });
  const exited = once(worker, 'exit');
  const close = async (): Promise<void> => {
    worker.postMessage({ type: 'close' });
    await Promise.race([exited, sleep(5_000).then(() => worker.terminate())]);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: { type?: string; error?: string }) =>
        message.type === 'ready' ? resolve() : reject(new Error(`the diners' tabs did not open: ${message.error ?? message.type}`)),
      );
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    events: () =>
      new Promise<number>((resolve) => {
        worker.once('message', (message: { events: number }) => resolve(message.events));
        worker.postMessage({ type: 'count' });
      }),
    close,
  };
}

interface Sample {
  ms: number;
  status: string;
}

let guests = 0;
let issuesSent = 0;
/**
 * The issues' HTTP client: node:http over kept-alive connections, as many as the requests in flight. fetch allocated
 * enough per request (its streams, headers and response objects) for this process's own collections to delay the
 * timing of answers.
 */
const issueAgent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** Issues one split for a new diner (a token signed with the server's secret); never throws. */
async function issue(url: string, billId: string): Promise<string> {
  guests += 1;
  issuesSent += 1;
  const guestId = `bench-guest-${process.pid}-${guests}`;
  const body = JSON.stringify({ splitAmount: SPLIT_AMOUNT, currencyCode: 'GBP', consumer: { guestId } });
  try {
    return await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        `${url}/billing/bills/${billId}/splits/by-amount`,
        {
          method: 'POST',
          agent: issueAgent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-tableside-guest-token': signGuestToken(guestId, secret),
            'x-correlation-id': `pat_spa_${crypto.randomUUID()}`,
          },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
        (response) => {
          response.on('error', reject);
          response.on('end', () => resolve(String(response.statusCode)));
          response.resume();
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  } catch (error) {
    // An abort is the timeout; anything else is named by its code (ECONNRESET…).
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
    return error instanceof Error && 'code' in error ? String(error.code) : error instanceof Error ? error.message : 'error';
  }
}

/** One phase of a round, for the closing table. */
interface Row {
  db: string;
  subscribers: number;
  phase: string;
  p50: number;
  p99: number;
  perSecond: number;
  errors: number;
  baseline: string;
}
const rows: Row[] = [];

function summary(samples: readonly Sample[], wallMs: number, row: Omit<Row, 'p50' | 'p99' | 'perSecond' | 'errors'>): string {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const errors = samples.filter((s) => s.status !== '201').length;
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const perSecond = (samples.length / wallMs) * 1000;
  rows.push({ ...row, p50, p99, perSecond, errors });
  return `${samples.length} issues, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${percentile(sorted, 100).toFixed(0)} ms, ${perSecond.toFixed(0)} issues/s, errors ${errors} ${JSON.stringify(Object.fromEntries(statuses))}`;
}

async function closedLoop(
  url: string,
  billIds: readonly string[],
  concurrency: number,
  row: Omit<Row, 'p50' | 'p99' | 'perSecond' | 'errors'>,
): Promise<string> {
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
  return summary(samples, performance.now() - started, row);
}

async function openLoop(url: string, billIds: readonly string[], row: Omit<Row, 'p50' | 'p99' | 'perSecond' | 'errors'>): Promise<string> {
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
  return `${summary(samples, performance.now() - started, row)} (offered ${RATE}/s for ${SECONDS} s)`;
}

async function round(db: string, subscribers: number, index: number, cluster: { url: string } | undefined): Promise<void> {
  const dataDir = cluster ? undefined : mkdtempSync(join(tmpdir(), 'tableside-bench-'));
  const env: Record<string, string> = cluster ? { DATABASE_URL: await freshDatabase(cluster.url, index) } : { TABLESIDE_DATA_DIR: dataDir ?? '' };
  const server = await startServer(env);
  let tabs: Awaited<ReturnType<typeof openTabs>> | undefined;
  const line = (text: string) => process.stdout.write(`  ${text}\n`);
  try {
    const started = memory(server.pid);
    const startedAt = performance.now();
    // Start-up peaks (migrations, seed, compiling PGlite's WebAssembly); idle is what stays once it settled.
    await sleep(5_000);
    const early = memory(server.pid);
    await sleep(Math.max(0, startedAt + IDLE_SECONDS * 1000 - performance.now()));
    const idle = memory(server.pid);
    const billIds: string[] = [];
    for (let i = 0; i < BILLS; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, BILLS - i) }, (_, j) => {
          const tableId = `bench-table-${i + j}`;
          return json(`${server.url}/sandbox/admin/venues/venue-london-pub/tables/${tableId}/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              numberOfGuests: 4,
              items: [
                { posProductId: 'gb-fish', quantity: 20 },
                { posProductId: 'gb-ale', quantity: 20 },
              ],
            }),
          }).then((order) => ({ tableId, billId: String(order.billId) }));
        }),
      );
      for (const opened of batch) billIds[Number(opened.tableId.slice('bench-table-'.length))] = opened.billId;
    }
    tabs = await openTabs(
      server.url,
      Array.from({ length: subscribers }, (_, i) => ({ billId: billIds[i % BILLS] ?? '', tableId: `bench-table-${i % BILLS}` })),
    );
    const opened = memory(server.pid);
    process.stdout.write(`${db}, ${subscribers} open bill subscriptions (scoped, multiplexed streams), ${BILLS} bills; load ${loadAverage()}\n`);
    line(
      `idle RSS ${idle.rss.toFixed(0)} MiB ${IDLE_SECONDS} s after start-up (${BASELINE.idleRss}); ${early.rss.toFixed(0)} MiB 5 s after start-up; ${started.rss.toFixed(0)} MiB right at start-up; ${opened.rss.toFixed(0)} MiB with the bills and streams open; answered ${server.startupMs.toFixed(0)} ms after spawn, peak RSS by then ${server.peakAtStartup.toFixed(0)} MiB`,
    );
    const eventsBefore = await tabs.events();
    for (const concurrency of CONCURRENCY) {
      const baseline = concurrency === 200 ? (subscribers > 0 ? BASELINE.closed200Subscribed : BASELINE.closed200) : concurrency === 1 ? BASELINE.single : '';
      const row = { db, subscribers, phase: `closed ${concurrency}`, baseline };
      line(
        `closed loop ${concurrency} concurrent, ${CLOSED_SECONDS} s: ${await withCpu(server.pid, () => closedLoop(server.url, billIds, concurrency, row))}${baseline ? `  [${baseline}]` : ''}`,
      );
    }
    line(
      `open loop ${RATE}/s: ${await withCpu(server.pid, () => openLoop(server.url, billIds, { db, subscribers, phase: `open ${RATE}/s`, baseline: BASELINE.open }))}  [${BASELINE.open}]`,
    );
    const after = memory(server.pid);
    memoryRows.push({ db, subscribers, idle: idle.rss, peak: after.peak });
    line(
      `peak RSS ${after.peak.toFixed(0)} MiB, RSS after the load ${after.rss.toFixed(0)} MiB; ${(await tabs.events()) - eventsBefore} snapshots delivered to subscribers; load ${loadAverage()}`,
    );
  } finally {
    await tabs?.close();
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const memoryRows: { db: string; subscribers: number; idle: number; peak: number }[] = [];

/** Every round in one table, beside issue 12's figures. */
function printTable(): void {
  if (rows.length === 0) return;
  process.stdout.write(`\nSummary (load ${loadAverage()})\n`);
  process.stdout.write(
    `${'db'.padEnd(9)}${'subs'.padStart(5)}  ${'phase'.padEnd(12)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'issues/s'.padStart(10)}${'errors'.padStart(8)}   issue 12\n`,
  );
  for (const row of rows) {
    process.stdout.write(
      `${row.db.padEnd(9)}${String(row.subscribers).padStart(5)}  ${row.phase.padEnd(12)}${row.p50.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}${row.perSecond.toFixed(0).padStart(10)}${String(row.errors).padStart(8)}   ${row.baseline}\n`,
    );
  }
  for (const row of memoryRows) {
    process.stdout.write(
      `${row.db.padEnd(9)}${String(row.subscribers).padStart(5)}  RSS idle ${row.idle.toFixed(0)} MiB, peak ${row.peak.toFixed(0)} MiB   [${BASELINE.idleRss}]\n`,
    );
  }
}

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

let cluster: { url: string; stop(): void } | undefined;
process.once('SIGINT', () => {
  cluster?.stop();
  process.exit(130);
});
for (const db of DBS) {
  cluster = startCluster(db);
  try {
    process.stdout.write(`split issue bench: sandbox in its own process on ${db} (127.0.0.1); split amount 0.50 GBP, a new diner per issue\n`);
    for (const [index, subscribers] of SUBSCRIBERS.entries()) await round(db, subscribers, index, cluster);
  } finally {
    cluster?.stop();
    cluster = undefined;
  }
}
printTable();
