import { voucherErrorCodeSchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/**
 * The one list of refusal types: the `type` of every 4xx body the sandbox sends and the api-client reads, keyed as
 * the specs and the journeys know them. A new refusal is added here first; the sandbox's `HttpError` only takes
 * these.
 */
export const ERROR_TYPES = [
  // Any route: the request itself (framework, guards, schemas).
  'invalid-request',
  'invalid-url',
  'invalid-id',
  'invalid-path',
  'invalid-character',
  'invalid-content-length',
  'too-long',
  'too-deep',
  'reserved-key',
  'reserved-id',
  'body-too-large',
  'headers-too-large',
  'malformed-request',
  'request-timeout',
  'unsupported-media-type',
  'route-not-found',
  'too-many-requests',
  'internal-error',
  // Identity and access.
  'invalid-guest-token',
  'admin-only-on-loopback',
  'not-document-reader',
  'not-split-owner',
  'not-payment-owner',
  'consumer-mismatch',
  // Bills and splits (1-core §8, 2-paying §8; the five bill split domain reasons verbatim).
  'bill-not-found',
  'bill-split-not-found',
  'bill-split-expired',
  'bill-split-amount-changed-between-issue-and-engage',
  'bill-split-exceeds-forecasted-left-to-pay',
  'left-to-pay-would-be-under-minimum',
  'virtual-discount-could-not-be-burnt',
  'split-anomaly-detected',
  'split-not-editable',
  'split-already-settled',
  'split-already-charged',
  'split-amount-under-minimum',
  'split-amount-not-whole-cents',
  'split-not-fully-discountable',
  'invalid-split-amount',
  'invalid-split-by-share',
  'quantity-exceeds-bill',
  'unknown-sub-order',
  'unknown-item',
  'currency-mismatch',
  'amount-mismatch',
  'amount-too-large',
  'nothing-to-charge',
  'payment-id-already-used',
  'payment-not-engaged',
  'voucher-no-longer-reserved',
  'invalid-discount',
  // Payments, vouchers, receipts and tips.
  'payment-not-found',
  'payment-intent-not-found',
  'payment-intent-unexpected-state',
  'payment-method-not-available',
  'card-page-unavailable',
  'raw-card-data-refused',
  'payment-method-not-found',
  'origin-not-allowed',
  'cross-origin-card-data',
  'invalid-client-secret',
  'invalid-capture-method',
  'idempotency-key-reused',
  'authorization-not-held',
  'tip-too-high',
  'attachment-not-found',
  'missing-payment-id',
  ...voucherErrorCodeSchema.options,
  // Venues, menus and ordering.
  'venue-not-found',
  'business-not-found',
  // Venue reviews (1-core §2 "Bill page", 3 §7 /venue-feedback).
  'review-already-exists',
  'review-not-found',
  'payment-not-succeeded',
  'reviews-disabled',
  // Payment-terminal receipts (1-core §2 "Terminal landings").
  'transaction-not-found',
  'enrollment-not-found',
  'business-mismatch',
  'table-device-not-found',
  'home-layout-not-found',
  'menu-not-found',
  'static-menu-not-found',
  'publication-not-found',
  'publication-unavailable',
  'product-not-found',
  'unknown-product',
  'unknown-menu',
  'product-not-orderable',
  'invalid-sub-item',
  'modifier-group-unsatisfied',
  // The order placement error codes of 3-menus §8, verbatim.
  'HYBRID_EXPERIENCE_MISCONFIGURED',
  'PRE_AUTHORIZATION_REQUIRED',
  'MISSING_OAP_ENROLLMENT',
  'unknown-check',
  'unknown-line',
  'unknown-staff',
  'unsupported-language-code',
  'order-not-found',
  'order-failed',
  'order-already-open',
  'order-status-final',
  'order-session-not-declared',
  'tab-not-found',
  'tab-opening-failed',
  'tab-authorization-missing',
  'tabs-not-enabled',
  // Guest accounts (3 §8: login.invalid_phone, login.invalid_code, error.auth.emailAlreadyExists verbatim).
  'login.invalid_phone',
  'login.invalid_code',
  'sms-code-not-requested',
  'sms-code-expired',
  'sms-code-locked',
  'sms-code-resend-too-soon',
  'invalid-access-token',
  'access-token-expired',
  'not-account-owner',
  'error.auth.emailAlreadyExists',
  'email-verification-link-invalid',
  'email-verification-link-expired',
  'email-verification-link-outdated',
  // Loyalty, guest app and consent (3 §7, §8; loyalty.identification.error verbatim).
  'loyalty.identification.error',
  'loyalty-not-configured',
  'loyalty-user-not-found',
  'loyalty-user-merged',
  'loyalty-reward-not-found',
  'loyalty-burn-disabled',
  'loyalty-balance-too-low',
  'loyalty-reward-already-applied',
  'loyalty-reward-not-applied',
  'loyalty-points-already-earned',
  'split-not-paid',
  'guest-app-not-found',
  'guest-app-user-not-found',
  'guest-app-phone-mismatch',
  'guest-app-reward-not-found',
  'business-group-not-found',
  'guest-data-collection-not-found',
  'unknown-cookie-preference',
  // Realtime.
  'unknown-collection',
  'unscoped-query',
  'query-not-allowed',
  'realtime-read-only',
  'stream-not-found',
  'not-stream-owner',
] as const;

/**
 * Refusals of the request itself that any route may answer before its own rules (the sandbox's request guards and
 * the framework): a 400 for a malformed part, 413 for a body too large, 415 for an unsupported content type.
 */
export const REQUEST_ERROR_TYPES = {
  400: [
    'invalid-request',
    'invalid-url',
    'invalid-id',
    'invalid-path',
    'invalid-character',
    'invalid-content-length',
    'too-long',
    'too-deep',
    'reserved-key',
    'malformed-request',
  ],
  413: ['body-too-large'],
  415: ['unsupported-media-type'],
} as const satisfies Record<number, readonly string[]>;

/** A refusal type of `ERROR_TYPES`. */
export type ErrorType = (typeof ERROR_TYPES)[number];

const errorTypeSet: ReadonlySet<string> = new Set(ERROR_TYPES);

/** True when `type` is one of `ERROR_TYPES`. */
export function isErrorType(type: string): type is ErrorType {
  return errorTypeSet.has(type);
}

/**
 * The one body of every 4xx answer: `type` is a stable code, `message` names the field at fault, and `field` is its
 * path (`body.splitAmount`, `params.billId`, `query.limit`, `header.x-tableside-guest-token`) when one field is.
 * A refusal may carry more (the amounts of a split refusal, the issues of a validation); readers ignore what they
 * do not know.
 */
export const errorBodySchema = z.looseObject({
  type: z.string().check(z.minLength(1)),
  message: z.string(),
  field: z.optional(z.string().check(z.minLength(1))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
