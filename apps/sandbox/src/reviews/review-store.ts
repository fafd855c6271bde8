import { randomUUID } from 'node:crypto';
import { isSuccessfulSplitStatus, billSplitStatusSchema } from '@tableside/billing-domain';
import {
  DEFAULT_REVIEW_CONFIGURATION,
  reviewConfigurationPath,
  reviewConfigurationSchema,
  type Review,
  type ReviewConfiguration,
} from '@tableside/contracts/reviews';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import type { DocumentStore } from '../realtime/document-store.js';

/** A payment as the reviews see it: its split's status, its bill and venue, and the diner who paid. */
export interface ReviewedPayment {
  paymentId: string;
  billId: string;
  venueId: string;
  /** The guest who consumed the split (none for a payment taken on a terminal). */
  guestId: string | undefined;
  succeeded: boolean;
}

function toReview(row: Record<string, unknown>): Review {
  return {
    reviewId: String(row.review_id),
    venueId: String(row.venue_id),
    billId: String(row.bill_id),
    paymentId: String(row.payment_id),
    rating: Number(row.rating),
    ...(typeof row.comment === 'string' ? { comment: row.comment } : {}),
    createdAt: Number(row.created_at),
    ...(typeof row.external_review_url === 'string' ? { externalReviewUrl: row.external_review_url } : {}),
  };
}

/** The stored reviews, the payments they rate (the billing core's splits) and the venues' review configurations. */
export class ReviewStore {
  constructor(
    private readonly db: SandboxDb,
    private readonly documents: DocumentStore,
  ) {}

  /** The venue's `review_configurations` document with its defaults; a missing or malformed one is the defaults. */
  async configuration(venueId: string): Promise<ReviewConfiguration> {
    const snapshot = await this.documents.get(reviewConfigurationPath(venueId));
    if (!snapshot.exists) return DEFAULT_REVIEW_CONFIGURATION;
    const parsed = reviewConfigurationSchema.safeParse(snapshot.data);
    return parsed.success ? parsed.data : DEFAULT_REVIEW_CONFIGURATION;
  }

  /** Writes the venue's configuration document unless it has one (the seed's). */
  async seedConfiguration(venueId: string, configuration: Partial<ReviewConfiguration>): Promise<void> {
    const path = reviewConfigurationPath(venueId);
    if ((await this.documents.get(path)).exists) return;
    await this.documents.write(path, configuration);
  }

  /** The payment with this id, read from the bill splits (never from the request). */
  async payment(paymentId: string): Promise<ReviewedPayment | undefined> {
    const [row] = await rows(
      this.db,
      sql`SELECT s.bill_id, s.status, s.consumer_guest_id, b.venue_id FROM splits s JOIN bills b ON b.id = s.bill_id WHERE s.payment_id = ${paymentId}`,
    );
    if (!row) return undefined;
    const status = billSplitStatusSchema.safeParse(row.status);
    return {
      paymentId,
      billId: String(row.bill_id),
      venueId: String(row.venue_id),
      guestId: typeof row.consumer_guest_id === 'string' ? row.consumer_guest_id : undefined,
      succeeded: status.success && isSuccessfulSplitStatus(status.data),
    };
  }

  /** Stores a review; undefined when the payment already has one (the unique payment id decides, even in a race). */
  async add(input: Omit<Review, 'reviewId' | 'createdAt'> & { guestId: string }, now: number): Promise<Review | undefined> {
    const [row] = await rows(
      this.db,
      sql`INSERT INTO venue_reviews (review_id, payment_id, venue_id, bill_id, guest_id, rating, comment, external_review_url, created_at)
        VALUES (${`review-${randomUUID()}`}, ${input.paymentId}, ${input.venueId}, ${input.billId}, ${input.guestId}, ${input.rating},
          ${input.comment ?? null}, ${input.externalReviewUrl ?? null}, ${now})
        ON CONFLICT (payment_id) DO NOTHING
        RETURNING *`,
    );
    return row ? toReview(row) : undefined;
  }

  /** The review of a payment. */
  async ofPayment(paymentId: string): Promise<Review | undefined> {
    const [row] = await rows(this.db, sql`SELECT * FROM venue_reviews WHERE payment_id = ${paymentId}`);
    return row ? toReview(row) : undefined;
  }
}
