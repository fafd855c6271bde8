/**
 * The venue reviews' table as idempotent SQL (run at every start-up, on PGlite and PostgreSQL). One review per
 * payment: `payment_id` is unique, so two diners (or two tabs) rating the same payment at once store one review.
 */
export const reviewMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS venue_reviews (
    review_id text PRIMARY KEY,
    payment_id text NOT NULL UNIQUE,
    venue_id text NOT NULL,
    bill_id text NOT NULL,
    guest_id text NOT NULL,
    rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment text,
    external_review_url text,
    created_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS venue_reviews_venue_id ON venue_reviews (venue_id)`,
];
