import { bigint, boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/** Payment intents of the payment simulator (Stripe-like states). Amounts are scale 5. */
export const paymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  paymentId: text('payment_id').notNull().unique(),
  billId: text('bill_id').notNull(),
  splitId: text('split_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  captureMethod: text('capture_method').notNull(),
  status: text('status').notNull(),
  paymentMethod: jsonb('payment_method'),
  lastPaymentError: jsonb('last_payment_error'),
  cancellationReason: text('cancellation_reason'),
  amountCaptured: bigint('amount_captured', { mode: 'number' }).notNull().default(0),
  metadata: jsonb('metadata').notNull(),
  /** The guest whose token may read and drive the intent: the split's consumer, or a hold's creator. */
  ownerGuestId: text('owner_guest_id'),
  /** `split` (pays a split: amount computed by the server) or `hold` (a tab or pre-authorisation card hold). */
  kind: text('kind').notNull().default('split'),
  /** The tip included in `amount` (split intents), scale 5. */
  tipAmount: bigint('tip_amount', { mode: 'number' }).notNull().default(0),
  /** The voucher taken off `amount` (split intents). */
  voucherCode: text('voucher_code'),
  voucherDiscount: bigint('voucher_discount', { mode: 'number' }).notNull().default(0),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

/**
 * Cards tokenized by the provider's card page (its own origin): the payment-method id the app confirms with, and
 * what the simulator needs to honour the test card. Neither the number nor the CVC is kept.
 */
export const paymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  behaviour: text('behaviour').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/** Vouchers: a percentage (hundredths of a percent) or an amount (scale 5). */
export const vouchers = pgTable('sandbox_vouchers', {
  code: text('code').primaryKey(),
  discountPercentage: integer('discount_percentage'),
  discountAmount: bigint('discount_amount', { mode: 'number' }),
  currency: text('currency'),
  businessId: text('business_id'),
  startedAt: bigint('started_at', { mode: 'number' }),
  expiredDate: bigint('expired_date', { mode: 'number' }),
  minimalAmount: bigint('minimal_amount', { mode: 'number' }),
  maxUse: integer('max_use'),
  usedCount: integer('used_count').notNull().default(0),
});

/**
 * The payment ledger: one row per charge captured for a split, written in the same transaction as the intent's
 * success. `captured` until the split is settled (`settled`) or the charge is given back (`refunded`); the
 * reconciler settles or refunds every `captured` row after a crash.
 */
export const paymentLedger = pgTable('sandbox_payment_ledger', {
  paymentId: text('payment_id').primaryKey(),
  intentId: text('intent_id').notNull(),
  billId: text('bill_id').notNull(),
  splitId: text('split_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  tipAmount: bigint('tip_amount', { mode: 'number' }).notNull(),
  voucherCode: text('voucher_code'),
  voucherDiscount: bigint('voucher_discount', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  reason: text('reason'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

/** A voucher applied to a split: `reserved` until the split settles (`spent`) or is cancelled or fails (`released`). */
export const voucherRedemptions = pgTable('sandbox_voucher_redemptions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  billId: text('bill_id').notNull(),
  splitId: text('split_id').notNull(),
  guestId: text('guest_id').notNull(),
  discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

/** E-mails and SMS the sandbox "sends". */
export const outbox = pgTable('sandbox_outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  attachmentName: text('attachment_name'),
  attachmentBase64: text('attachment_base64'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/** Which waiter (POS staff id) has an account linked, per enrollment. */
export const waiterLinks = pgTable(
  'sandbox_waiter_links',
  {
    enrollmentId: text('enrollment_id').notNull(),
    posId: text('pos_id').notNull(),
    linked: boolean('linked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.posId] })],
);

/** Idempotent DDL for the tables above (run by the core at start-up). */
export const servicesDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS sandbox_payment_intents (
    id text PRIMARY KEY,
    client_secret text NOT NULL,
    payment_id text NOT NULL UNIQUE,
    bill_id text NOT NULL,
    split_id text NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    capture_method text NOT NULL,
    status text NOT NULL,
    payment_method jsonb,
    last_payment_error jsonb,
    cancellation_reason text,
    amount_captured bigint NOT NULL DEFAULT 0,
    metadata jsonb NOT NULL,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  )`,
  `ALTER TABLE sandbox_payment_intents ADD COLUMN IF NOT EXISTS owner_guest_id text`,
  `ALTER TABLE sandbox_payment_intents ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'split'`,
  `ALTER TABLE sandbox_payment_intents ADD COLUMN IF NOT EXISTS tip_amount bigint NOT NULL DEFAULT 0`,
  `ALTER TABLE sandbox_payment_intents ADD COLUMN IF NOT EXISTS voucher_code text`,
  `ALTER TABLE sandbox_payment_intents ADD COLUMN IF NOT EXISTS voucher_discount bigint NOT NULL DEFAULT 0`,
  `CREATE INDEX IF NOT EXISTS sandbox_payment_intents_split ON sandbox_payment_intents (bill_id, split_id)`,
  `CREATE TABLE IF NOT EXISTS sandbox_payment_methods (
    id text PRIMARY KEY,
    brand text NOT NULL,
    last4 text NOT NULL,
    behaviour text NOT NULL,
    exp_month integer NOT NULL,
    exp_year integer NOT NULL,
    created_at bigint NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sandbox_payment_ledger (
    payment_id text PRIMARY KEY,
    intent_id text NOT NULL,
    bill_id text NOT NULL,
    split_id text NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    tip_amount bigint NOT NULL,
    voucher_code text,
    voucher_discount bigint NOT NULL,
    status text NOT NULL,
    reason text,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS sandbox_payment_ledger_status ON sandbox_payment_ledger (status)`,
  `CREATE TABLE IF NOT EXISTS sandbox_voucher_redemptions (
    id serial PRIMARY KEY,
    code text NOT NULL,
    bill_id text NOT NULL,
    split_id text NOT NULL,
    guest_id text NOT NULL,
    discount_amount bigint NOT NULL,
    currency text NOT NULL,
    status text NOT NULL,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS sandbox_voucher_redemptions_code ON sandbox_voucher_redemptions (code, status)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS sandbox_voucher_redemptions_active ON sandbox_voucher_redemptions (bill_id, split_id) WHERE status IN ('reserved', 'spent')`,
  `CREATE TABLE IF NOT EXISTS sandbox_vouchers (
    code text PRIMARY KEY,
    discount_percentage integer,
    discount_amount bigint,
    currency text,
    business_id text,
    started_at bigint,
    expired_date bigint,
    minimal_amount bigint,
    max_use integer,
    used_count integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE IF NOT EXISTS sandbox_outbox (
    id serial PRIMARY KEY,
    channel text NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    attachment_name text,
    attachment_base64 text,
    created_at bigint NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sandbox_waiter_links (
    enrollment_id text NOT NULL,
    pos_id text NOT NULL,
    linked boolean NOT NULL,
    PRIMARY KEY (enrollment_id, pos_id)
  )`,
];
