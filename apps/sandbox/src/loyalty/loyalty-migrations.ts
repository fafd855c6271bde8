/**
 * The loyalty simulator's, guest apps' and consent manager's tables as idempotent SQL (run at every start-up after
 * the accounts', on PGlite and PostgreSQL).
 *
 * - `loyalty_businesses`: a business's programme (provider config, earn rule, rewards); a business without a row
 *   has no loyalty (204).
 * - `loyalty_members`: one wallet per business and user id (an account id or a guest id); `merged_into` once the
 *   wallet was associated to another user.
 * - `loyalty_applied_rewards`: at most one burnt reward per split (the primary key), with the points it took.
 * - `loyalty_earnings`: the points a split earned in one programme (`business:{id}` or `guest-app:{id}`); the primary
 *   key makes earn-after-pay credit a split once, whoever calls and however often.
 * - `guest_apps`, `guest_app_users`, `guest_app_rewards`: the guest apps, their users and the rewards they bought.
 * - `consent_*`: guest data collections, promotion opt-ins, venue consent, cookie preferences (per user, or per
 *   application and user) and the marketing opt-in per brand.
 */
export const loyaltyMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS loyalty_businesses (
    business_id text PRIMARY KEY,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS loyalty_members (
    business_id text NOT NULL,
    user_id text NOT NULL,
    identity text NOT NULL,
    balance integer NOT NULL CHECK (balance >= 0),
    has_opt_in boolean NOT NULL,
    created_at bigint NOT NULL,
    merged_into text,
    PRIMARY KEY (business_id, user_id)
  )`,
  `CREATE TABLE IF NOT EXISTS loyalty_applied_rewards (
    bill_id text NOT NULL,
    split_id text NOT NULL,
    business_id text NOT NULL,
    user_id text NOT NULL,
    reward_id text NOT NULL,
    points integer NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    applied_at bigint NOT NULL,
    PRIMARY KEY (bill_id, split_id)
  )`,
  `CREATE TABLE IF NOT EXISTS loyalty_earnings (
    program text NOT NULL,
    bill_id text NOT NULL,
    split_id text NOT NULL,
    user_id text NOT NULL,
    points integer NOT NULL,
    earned_at bigint NOT NULL,
    PRIMARY KEY (program, bill_id, split_id)
  )`,
  `CREATE TABLE IF NOT EXISTS guest_apps (
    app_id text PRIMARY KEY,
    data jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS guest_app_users (
    app_id text NOT NULL,
    user_id text NOT NULL,
    phone_number text NOT NULL,
    balance integer NOT NULL CHECK (balance >= 0),
    loyalty_opt_in boolean NOT NULL,
    email text,
    first_name text,
    last_name text,
    created_at bigint NOT NULL,
    PRIMARY KEY (app_id, user_id)
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS guest_app_users_email ON guest_app_users (app_id, email) WHERE email IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS guest_app_rewards (
    id text PRIMARY KEY,
    app_id text NOT NULL,
    user_id text NOT NULL,
    store_reward_id text NOT NULL,
    name text NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    expires_at bigint NOT NULL,
    code text NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS guest_app_rewards_user ON guest_app_rewards (app_id, user_id)`,
  `CREATE TABLE IF NOT EXISTS consent_collections (
    id text PRIMARY KEY,
    business_id text NOT NULL,
    active boolean NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS consent_opt_ins (
    id text PRIMARY KEY,
    business_id text NOT NULL,
    user_id text,
    data jsonb NOT NULL,
    created_at bigint NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS consent_venue (
    user_id text NOT NULL,
    business_id text NOT NULL,
    venue_consent boolean NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (user_id, business_id)
  )`,
  `CREATE TABLE IF NOT EXISTS consent_cookies (
    scope text NOT NULL,
    user_id text NOT NULL,
    data jsonb NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (scope, user_id)
  )`,
  `CREATE TABLE IF NOT EXISTS consent_brand_opt_ins (
    app_id text NOT NULL,
    user_id text NOT NULL,
    has_opt_in boolean NOT NULL,
    brands jsonb NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (app_id, user_id)
  )`,
];
