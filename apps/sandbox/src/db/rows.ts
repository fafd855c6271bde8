import type { SQL } from 'drizzle-orm';
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
