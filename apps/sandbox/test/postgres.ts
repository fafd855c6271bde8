import pg from 'pg';

let databases = 0;

/**
 * Creates an empty database in the PostgreSQL cluster that `adminUrl` reaches and answers its URL, so each sandbox
 * of a PostgreSQL test run starts as fresh as an in-memory PGlite (the cluster itself is thrown away afterwards).
 */
export async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  databases += 1;
  const name = `sandbox_${process.pid}_${databases}_${crypto.randomUUID().slice(0, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
