/**
 * The billing core's schema as idempotent SQL, run at every start-up before the services' migrations.
 * The same statements run on PGlite and PostgreSQL.
 */
export const coreMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS venues (
    id text PRIMARY KEY,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS table_devices (
    id text PRIMARY KEY,
    venue_id text NOT NULL,
    table_id text NOT NULL,
    data jsonb NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS table_devices_table_id ON table_devices (table_id)`,
  `CREATE TABLE IF NOT EXISTS bills (
    id text PRIMARY KEY,
    venue_id text NOT NULL,
    table_id text NOT NULL,
    version integer NOT NULL DEFAULT 0,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS splits (
    id text PRIMARY KEY,
    bill_id text NOT NULL REFERENCES bills (id),
    seq bigserial,
    status text NOT NULL,
    payment_id text,
    consumer_guest_id text,
    data jsonb NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS splits_bill_id ON splits (bill_id)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS splits_payment_id ON splits (payment_id) WHERE payment_id IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS documents (
    path text PRIMARY KEY,
    collection text NOT NULL,
    data jsonb,
    version integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX IF NOT EXISTS documents_collection ON documents (collection)`,
  `CREATE TABLE IF NOT EXISTS pos_state (
    venue_id text PRIMARY KEY,
    version integer NOT NULL DEFAULT 0,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS global_settings (
    key text PRIMARY KEY,
    data jsonb NOT NULL
  )`,
];
