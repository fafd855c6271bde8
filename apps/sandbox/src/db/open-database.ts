import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SandboxDb } from './types.js';

/**
 * Where the data lives: a PostgreSQL URL, a PGlite folder, or memory. PGlite runs in a worker thread unless `thread`
 * is `'main'` (default: `TABLESIDE_PGLITE_THREAD`, else `'worker'`). `templates`: see `PgliteTemplates`.
 */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite-dir'; dir: string; thread?: PgliteThread; templates?: PgliteTemplates }
  | { kind: 'memory'; thread?: PgliteThread; templates?: PgliteTemplates };

/**
 * Where PGlite in a worker keeps its migrated data folder per PGlite version and migrations, so that an empty folder
 * or memory starts from it instead of running initdb (`pglite-template.js`), or `false` to run initdb every time.
 * Default: `TABLESIDE_PGLITE_TEMPLATES` (`off` for `false`), else `os.tmpdir()/tableside-pglite-templates`.
 */
export type PgliteTemplates = string | false;

/**
 * `worker`: PGlite in a worker thread, reached over the PostgreSQL protocol on a Unix socket, so the HTTP thread parses,
 * authorises and answers requests while a statement runs. `main`: PGlite on the HTTP thread (kept for comparison).
 */
export type PgliteThread = 'worker' | 'main';

export interface OpenedDatabase {
  db: SandboxDb;
  kind: DatabaseLocation['kind'];
  /**
   * PGlite in a worker: how its data folder started ('resumed' a folder that held a database, loaded from the
   * 'template' or made by 'initdb'), and `templateSaved` when this start-up wrote the template.
   */
  pglite?: { start: PgliteStart; templateSaved: boolean };
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

/**
 * Opens the database and runs the migrations in order (each is idempotent). PGlite in a worker that ran initdb then
 * saves the migrated database as the template of later start-ups; one started from a template whose migrations fail
 * starts again without it.
 */
export async function openDatabase(location: DatabaseLocation, migrations: readonly string[]): Promise<OpenedDatabase> {
  const template = templateOf(location, migrations);
  const { saveTemplate, ...opened } = await connect(location, template);
  try {
    for (const statement of migrations) {
      await opened.db.execute(sql.raw(statement));
    }
  } catch (error) {
    await opened.close();
    if (opened.pglite?.start !== 'template' || template === undefined) throw error;
    // The same migrations ran when the template was saved, so it is broken: without it, from an empty folder again.
    try {
      rmSync(template, { force: true });
    } catch {
      // A read-only cache: this start-up goes on without it all the same.
    }
    if (location.kind === 'pglite-dir') for (const entry of readdirSync(location.dir)) rmSync(join(location.dir, entry), { recursive: true, force: true });
    return openDatabase({ ...location, templates: false } as DatabaseLocation, migrations);
  }
  if (opened.pglite?.start === 'initdb' && saveTemplate) {
    // A cache that cannot be written costs the next start-up its initdb, nothing else.
    opened.pglite.templateSaved = await saveTemplate().then(
      () => true,
      () => false,
    );
  }
  return opened;
}

/** The template tarball for this PGlite version and these migrations, or undefined when off. */
function templateOf(location: DatabaseLocation, migrations: readonly string[]): string | undefined {
  if (location.kind === 'postgres' || pgliteThread(location) !== 'worker') return undefined;
  const configured = location.templates ?? (process.env['TABLESIDE_PGLITE_TEMPLATES'] || join(tmpdir(), 'tableside-pglite-templates'));
  if (configured === false || configured === 'off') return undefined;
  const key = createHash('sha256').update(TEMPLATE_FORMAT).update(JSON.stringify(migrations)).digest('hex').slice(0, 24);
  return join(configured, `pglite-${pgliteVersion()}-${key}.tar.gz`);
}

/** The installed PGlite's version (its package.json is not among its exports). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return String((JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version?: unknown }).version);
}

/** Changes when what goes into a template changes (bump it to make every cached template unused). */
const TEMPLATE_FORMAT = 'pglite-template-1';

/**
 * PGlite's start-up parameters: its defaults with smaller buffers. PGlite's WebAssembly memory never shrinks, so the
 * 128 MB default `shared_buffers` stays resident once touched; at 8 MB (a sandbox's working set fits), the settled RSS
 * of PGlite alone fell from a median of 424 MiB to 294 MiB (3 runs each, see CONTEXT.md).
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=8MB', '-c', 'work_mem=1MB', '-c', 'maintenance_work_mem=4MB', '-c', 'temp_buffers=1MB', '-c', 'wal_buffers=256kB'],
];

/** How PGlite's data folder started (see `OpenedDatabase.pglite`). */
export type PgliteStart = 'resumed' | 'template' | 'initdb';

/** An open database; PGlite in a worker that was given a template can save the database as it (`saveTemplate`). */
type Connected = OpenedDatabase & { saveTemplate?: () => Promise<void> };

async function connect(location: DatabaseLocation, template: string | undefined): Promise<Connected> {
  switch (location.kind) {
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: location.url, max: 10 });
      return { db: drizzlePg({ client: pool }), kind: 'postgres', close: () => pool.end(), listen: listener(location.url) };
    }
    case 'pglite-dir': {
      mkdirSync(location.dir, { recursive: true });
      if (pgliteThread(location) === 'worker') return { ...(await pgliteInWorker(location.dir, template)), kind: 'pglite-dir' };
      const client = await PGlite.create(location.dir, { startParams: pgliteStartParams });
      return { db: drizzlePglite({ client }), kind: 'pglite-dir', close: () => client.close() };
    }
    case 'memory': {
      if (pgliteThread(location) === 'worker') return { ...(await pgliteInWorker(undefined, template)), kind: 'memory' };
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
async function pgliteInWorker(dataDir: string | undefined, template: string | undefined): Promise<Omit<Connected, 'kind'>> {
  const socketDir = mkdtempSync(join(tmpdir(), 'tableside-pglite-'));
  const port = 5432;
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    // Plain JavaScript importing only packages: no loader (tsx) in the worker.
    execArgv: [],
    workerData: { socketPath: join(socketDir, `.s.PGSQL.${port}`), dataDir, startParams: pgliteStartParams, template },
  });
  let exited = false;
  const exit = once(worker, 'exit').then(() => {
    exited = true;
  });
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  let start: PgliteStart;
  try {
    start = await new Promise<PgliteStart>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The PGlite worker exited with code ${code} before it was ready`)));
      worker.once('message', (message: { type?: string; start?: PgliteStart }) =>
        message.type === 'ready' && message.start ? resolve(message.start) : reject(new Error('The PGlite worker did not start')),
      );
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
  const saveTemplate = async (): Promise<void> => {
    const saved = new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { type?: string; error?: string }) =>
        message.type === 'template-saved' && message.error === undefined ? resolve() : reject(new Error(message.error ?? 'The template was not saved')),
      );
      exit.then(() => reject(new Error('The PGlite worker exited')), reject);
    });
    worker.postMessage({ type: 'save-template' });
    await saved;
  };
  return {
    db: drizzlePg({ client: pool }),
    pglite: { start, templateSaved: false },
    ...(template === undefined ? {} : { saveTemplate }),
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
