/**
 * The guest accounts' tables as idempotent SQL (run at every start-up after the core's, on PGlite and PostgreSQL).
 *
 * - `account_users`: one account per normalised phone number (E.164); the e-mail is unique among accounts and
 *   `email_verified` stays false until a link of the verification e-mail is opened.
 * - `account_sms_codes`: the one live login code per phone number, kept as an HMAC, never in clear.
 * - `account_devices`: the guest identities (device ids) linked to an account at login; their payments are the
 *   account's receipts. A guest identity belongs to one account at most.
 * - `account_email_verifications`: the links sent by e-mail, kept as a hash, for one account and one address.
 */
export const accountMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS account_users (
    id text PRIMARY KEY,
    phone_number text NOT NULL UNIQUE,
    first_name text,
    last_name text,
    email text,
    email_verified boolean NOT NULL DEFAULT false,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS account_users_email ON account_users (email) WHERE email IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS account_sms_codes (
    phone_number text PRIMARY KEY,
    code_hash text NOT NULL,
    sent_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    failed_attempts integer NOT NULL DEFAULT 0,
    consumed boolean NOT NULL DEFAULT false
  )`,
  `CREATE TABLE IF NOT EXISTS account_devices (
    guest_id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES account_users (id),
    linked_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS account_devices_account_id ON account_devices (account_id)`,
  `CREATE TABLE IF NOT EXISTS account_email_verifications (
    token_hash text PRIMARY KEY,
    account_id text NOT NULL REFERENCES account_users (id),
    email text NOT NULL,
    created_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    used_at bigint
  )`,
];
