import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SandboxDb } from './types.js';

/**
 * Where the data lives: a PostgreSQL URL, a PGlite folder, or memory. PGlite runs in a worker thread unless `thread`
 * is `'main'` (default: `TABLESIDE_PGLITE_THREAD`, else `'worker'`).
 */
export type DatabaseLocation =
  { kind: 'postgres'; url: string } | { kind: 'pglite-dir'; dir: string; thread?: PgliteThread } | { kind: 'memory'; thread?: PgliteThread };

/**
 * `worker`: PGlite in a worker thread, reached over the PostgreSQL protocol on a Unix socket, so the HTTP thread parses,
 * authorises and answers requests while a statement runs. `main`: PGlite on the HTTP thread (kept for comparison).
 */
export type PgliteThread = 'worker' | 'main';

export interface OpenedDatabase {
  db: SandboxDb;
  kind: DatabaseLocation['kind'];
  close(): Promise<void>;
  /**
   * PostgreSQL only: LISTEN on a channel over a dedicated connection, reconnected when it drops (with `onReconnect`
   * once it is back). Several sandbox processes on one database share realtime through it; PGlite is one process.
   */
  listen?: (channel: string, onPayload: (payload: string) => void, onReconnect: () => void) => Promise<() => Promise<void>>;
}

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/** LISTEN on a dedicated node-postgres client; a dropped client is replaced, retrying with a growing delay. */
function listener(url: string): NonNullable<OpenedDatabase['listen']> {
  return async (channel, onPayload, onReconnect) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    let current: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      // An error or end event of the live client (server restart, terminated backend) replaces it.
      client.on('error', () => drop(client));
      client.on('end', () => drop(client));
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        client.removeAllListeners('end');
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      current = client;
    };
    const reconnect = (delay: number): void => {
      retry = setTimeout(() => {
        connect().then(
          () => {
            if (!stopped) onReconnect();
          },
          () => {
            if (!stopped) reconnect(Math.min(delay * 2, RECONNECT_MAX_MS));
          },
        );
      }, delay);
      retry.unref();
    };
    const drop = (client: pg.Client): void => {
      if (client !== current || stopped) return;
      current = undefined;
      client.end().catch(() => undefined);
      reconnect(RECONNECT_FIRST_MS);
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    };
  };
}

/** Opens the database and runs the migrations in order (each is idempotent). */
export async function openDatabase(location: DatabaseLocation, migrations: readonly string[]): Promise<OpenedDatabase> {
  const opened = await connect(location);
  for (const statement of migrations) {
    await opened.db.execute(sql.raw(statement));
  }
  return opened;
}

/**
 * PGlite's start-up parameters: its defaults with smaller buffers. PGlite's WebAssembly memory never shrinks, so the
 * 128 MB default `shared_buffers` stays resident once touched; at 8 MB (a sandbox's working set fits), the settled RSS
 * of PGlite alone fell from a median of 424 MiB to 294 MiB (3 runs each, see CONTEXT.md).
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=8MB', '-c', 'work_mem=1MB', '-c', 'maintenance_work_mem=4MB', '-c', 'temp_buffers=1MB', '-c', 'wal_buffers=256kB'],
];

async function connect(location: DatabaseLocation): Promise<OpenedDatabase> {
  switch (location.kind) {
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: location.url, max: 10 });
      return { db: drizzlePg({ client: pool }), kind: 'postgres', close: () => pool.end(), listen: listener(location.url) };
    }
    case 'pglite-dir': {
      mkdirSync(location.dir, { recursive: true });
      if (pgliteThread(location) === 'worker') return { ...(await pgliteInWorker(location.dir)), kind: 'pglite-dir' };
      const client = await PGlite.create(location.dir, { startParams: pgliteStartParams });
      return { db: drizzlePglite({ client }), kind: 'pglite-dir', close: () => client.close() };
    }
    case 'memory': {
      if (pgliteThread(location) === 'worker') return { ...(await pgliteInWorker(undefined)), kind: 'memory' };
      const client = await PGlite.create({ startParams: pgliteStartParams });
      return { db: drizzlePglite({ client }), kind: 'memory', close: () => client.close() };
    }
    default: {
      const unreachable: never = location;
      throw new Error(`Unknown database location ${JSON.stringify(unreachable)}`);
    }
  }
}

function pgliteThread(location: { thread?: PgliteThread }): PgliteThread {
  const configured = location.thread ?? process.env['TABLESIDE_PGLITE_THREAD'] ?? 'worker';
  if (configured !== 'worker' && configured !== 'main') throw new Error(`TABLESIDE_PGLITE_THREAD must be worker or main, not ${configured}`);
  return configured;
}

/** How long a closing worker may take to stop serving and close PGlite (flushing a folder) before it is terminated. */
const WORKER_CLOSE_MS = 10_000;

/**
 * PGlite in a worker thread (`pglite-worker.js`, pglite-socket on a Unix socket in a fresh temp folder), used through
 * node-postgres like a PostgreSQL server. The pool holds one connection: PGlite has one session, so the pool queues
 * statements and a transaction keeps the connection (and so PGlite) until it commits or rolls back, as drizzle's
 * PGlite driver did. SQL errors arrive as node-postgres `DatabaseError`s with the same `code` ('23505', '40001', ...).
 */
async function pgliteInWorker(dataDir: string | undefined): Promise<Omit<OpenedDatabase, 'kind'>> {
  const socketDir = mkdtempSync(join(tmpdir(), 'tableside-pglite-'));
  const port = 5432;
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    // Plain JavaScript importing only packages: no loader (tsx) in the worker.
    execArgv: [],
    workerData: { socketPath: join(socketDir, `.s.PGSQL.${port}`), dataDir, startParams: pgliteStartParams },
  });
  let exited = false;
  const exit = once(worker, 'exit').then(() => {
    exited = true;
  });
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The PGlite worker exited with code ${code} before it was ready`)));
      worker.once('message', (message: { type?: string }) => (message.type === 'ready' ? resolve() : reject(new Error('The PGlite worker did not start'))));
    });
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  worker.removeAllListeners('error');
  worker.removeAllListeners('message');
  // A worker that fails later (its WebAssembly aborted) exits; statements then fail to connect, and close still works.
  worker.on('error', () => undefined);
  const pool = new pg.Pool({ host: socketDir, port, user: 'postgres', database: 'postgres', password: '', max: 1 });
  // An idle connection that drops (the worker closing) is discarded by the pool; the next statement reconnects.
  pool.on('error', () => undefined);
  return {
    db: drizzlePg({ client: pool }),
    close: async () => {
      await pool.end();
      if (!exited) {
        worker.postMessage({ type: 'close' });
        const timer = setTimeout(() => void worker.terminate(), WORKER_CLOSE_MS);
        await exit;
        clearTimeout(timer);
      }
      removeSocketDir();
    },
  };
}
