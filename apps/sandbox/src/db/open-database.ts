import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SandboxDb } from './types.js';

/** Where the data lives: a PostgreSQL URL, a PGlite folder, or memory. */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite-dir'; dir: string }
  | { kind: 'memory' };

export interface OpenedDatabase {
  db: SandboxDb;
  kind: DatabaseLocation['kind'];
  close(): Promise<void>;
}

/** Opens the database and runs the migrations in order (each is idempotent). */
export async function openDatabase(location: DatabaseLocation, migrations: readonly string[]): Promise<OpenedDatabase> {
  const opened = await connect(location);
  for (const statement of migrations) {
    await opened.db.execute(sql.raw(statement));
  }
  return opened;
}

async function connect(location: DatabaseLocation): Promise<OpenedDatabase> {
  switch (location.kind) {
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: location.url, max: 10 });
      return { db: drizzlePg({ client: pool }), kind: 'postgres', close: () => pool.end() };
    }
    case 'pglite-dir': {
      mkdirSync(location.dir, { recursive: true });
      const client = await PGlite.create(location.dir);
      return { db: drizzlePglite({ client }), kind: 'pglite-dir', close: () => client.close() };
    }
    case 'memory': {
      const client = await PGlite.create();
      return { db: drizzlePglite({ client }), kind: 'memory', close: () => client.close() };
    }
    default: {
      const unreachable: never = location;
      throw new Error(`Unknown database location ${JSON.stringify(unreachable)}`);
    }
  }
}
