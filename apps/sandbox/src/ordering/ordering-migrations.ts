/**
 * The menu, ordering and tab services' tables as idempotent SQL (PGlite and PostgreSQL alike). Documents are
 * JSON; the columns beside them are what the services look up by.
 */
export const orderingMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ordering_businesses (
    business_id text PRIMARY KEY,
    venue_id text NOT NULL,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS ordering_menus (
    business_id text NOT NULL,
    menu_id text NOT NULL,
    position integer NOT NULL,
    pay_at_table boolean NOT NULL DEFAULT true,
    data jsonb NOT NULL,
    PRIMARY KEY (business_id, menu_id)
  )`,
  `CREATE TABLE IF NOT EXISTS ordering_unavailable_products (
    business_id text PRIMARY KEY,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS ordering_sessions (
    session_id text PRIMARY KEY,
    business_id text NOT NULL,
    table_id text NOT NULL,
    created_at bigint NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS ordering_orders (
    order_id text PRIMARY KEY,
    idempotency_key text NOT NULL UNIQUE,
    request_hash text NOT NULL,
    venue_id text NOT NULL,
    table_id text NOT NULL,
    status text NOT NULL,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS ordering_authorizations (
    intent_id text PRIMARY KEY,
    table_id text NOT NULL,
    amount jsonb NOT NULL,
    created_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS ordering_authorizations_table_id ON ordering_authorizations (table_id)`,
  `CREATE TABLE IF NOT EXISTS ordering_tabs (
    tab_id text PRIMARY KEY,
    business_id text NOT NULL,
    venue_id text NOT NULL,
    payment_id text NOT NULL UNIQUE,
    data jsonb NOT NULL
  )`,
];
