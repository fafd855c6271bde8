import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SandboxDb } from './types.js';

/** Where the data lives: a PostgreSQL URL, a PGlite folder, or memory. */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite-dir'; dir: string } | { kind: 'memory' };

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
      const client = await PGlite.create(location.dir, { startParams: pgliteStartParams });
      return { db: drizzlePglite({ client }), kind: 'pglite-dir', close: () => client.close() };
    }
    case 'memory': {
      const client = await PGlite.create({ startParams: pgliteStartParams });
      return { db: drizzlePglite({ client }), kind: 'memory', close: () => client.close() };
    }
    default: {
      const unreachable: never = location;
      throw new Error(`Unknown database location ${JSON.stringify(unreachable)}`);
    }
  }
}
