import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SandboxDb } from './types.js';

/** A handle that runs SQL: the database or a transaction on it. */
export type Executor = Pick<SandboxDb, 'execute'>;

/** Runs a query and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function rows(executor: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await executor.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
  }
  throw new Error('Database driver returned no rows array');
}

const dialect = new PgDialect();
/** Statement text → its prepared statement's name (`bill-write-<hash>`), for the shapes seen so far. */
const preparedNames = new Map<string, string>();
/** Shapes of statement kept as prepared statements; more (unusual shapes) run as plain statements. */
const MAX_PREPARED_SHAPES = 64;

/**
 * `rows` for a statement a request runs every time (the bill's write): as a named prepared statement, which the
 * database parses and plans once per connection and shape of statement instead of at every run. The statement's text
 * names it (its hash), so each shape (how many splits, which documents) has its own; the values stay parameters.
 * Through drizzle's session of the database or transaction (node-postgres: the pool or the transaction's connection;
 * PGlite on the HTTP thread runs it unnamed), falling back to `rows` for an executor without one.
 */
export async function preparedRows(executor: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const session = (executor as Partial<Pick<SandboxDb, '_'>>)._?.session;
  if (!session) return rows(executor, query);
  const built = dialect.sqlToQuery(query);
  let name = preparedNames.get(built.sql);
  if (name === undefined && preparedNames.size < MAX_PREPARED_SHAPES) {
    name = `bill-write-${createHash('sha256').update(built.sql).digest('hex').slice(0, 32)}`;
    preparedNames.set(built.sql, name);
  }
  const result: unknown = await session.prepareQuery(built, undefined, name, false).execute();
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
  }
  throw new Error('Database driver returned no rows array');
}
