import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database handle every sandbox module receives. PGlite (default, file or in-memory) and
 * node-postgres (when DATABASE_URL is set) drizzle instances both fit it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SandboxDb = PgDatabase<PgQueryResultHKT, any>;
