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
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
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
