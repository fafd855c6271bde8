import type { Money } from '@tableside/billing-domain';
import { isRetryableError, type ApiError } from '../http/api-error.js';
import { splitFailureBodySchema } from './split-schemas.js';

/** "Bill split domain reasons" (1-core §8, 2-paying §8), verbatim. */
export const BILL_SPLIT_DOMAIN_REASONS = [
  'bill-split-amount-changed-between-issue-and-engage',
  'bill-split-exceeds-forecasted-left-to-pay',
  'left-to-pay-would-be-under-minimum',
  'virtual-discount-could-not-be-burnt',
  'split-anomaly-detected',
] as const;
export type BillSplitDomainReason = (typeof BILL_SPLIT_DOMAIN_REASONS)[number];

/** "Network or unknown failures are reported as BILLING_INFRASTRUCTURE_FAILURE" (1-core §8). */
export const BILLING_INFRASTRUCTURE_FAILURE = 'BILLING_INFRASTRUCTURE_FAILURE';

/** The split's lease lapsed and it was released: its diner is told so and starts again (issue 10). */
export const BILL_SPLIT_EXPIRED = 'bill-split-expired';

/** True when a split call failed because the split was released after its lease lapsed. */
export function isSplitExpired(error: SplitError): boolean {
  return error.code === 'BILL_SPLIT_REJECTED' && error.type === BILL_SPLIT_EXPIRED;
}

/** True when `type` is one of the spec's bill split domain reasons. */
export function isBillSplitDomainReason(type: string): type is BillSplitDomainReason {
  return (BILL_SPLIT_DOMAIN_REASONS as readonly string[]).includes(type);
}

/** A split refused by the billing rules, with the amounts the server gave. */
export interface SplitDomainRefusal {
  readonly code: 'BILL_SPLIT_DOMAIN_REFUSAL';
  readonly type: BillSplitDomainReason;
  readonly status: number;
  readonly message?: string;
  readonly previousBillSplitAmount?: Money;
  readonly newBillSplitAmount?: Money;
}

/** Any other typed refusal of the server (validation, ownership, unknown split…): "the type from the server body". */
export interface SplitRejected {
  readonly code: 'BILL_SPLIT_REJECTED';
  readonly type: string;
  readonly status: number;
  readonly message?: string;
  readonly previousBillSplitAmount?: Money;
  readonly newBillSplitAmount?: Money;
}

/** No verdict from billing: network, 5xx, 429, or an answer we cannot read. */
export interface BillingInfrastructureFailure {
  readonly code: typeof BILLING_INFRASTRUCTURE_FAILURE;
  readonly type: typeof BILLING_INFRASTRUCTURE_FAILURE;
  /** True when the last failure was retryable; the app then shows 'split.issueSplit.failed' (2-paying §4). */
  readonly retryable: boolean;
  readonly cause: ApiError;
}

/** Every failure of a split call, keyed by `code`; `type` is the server's type or BILLING_INFRASTRUCTURE_FAILURE. */
export type SplitError = SplitDomainRefusal | SplitRejected | BillingInfrastructureFailure;

/** Maps a raw failure to the split error the app reads (1-core §8 "Split failures return the type from the server body…"). */
export function toSplitError(error: ApiError): SplitError {
  const infrastructure: BillingInfrastructureFailure = {
    code: BILLING_INFRASTRUCTURE_FAILURE,
    type: BILLING_INFRASTRUCTURE_FAILURE,
    retryable: isRetryableError(error),
    cause: error,
  };
  if (error.type !== 'http' || isRetryableError(error)) return infrastructure;
  const body = splitFailureBodySchema.safeParse(error.body);
  if (!body.success) return infrastructure;
  const { type, message, previousBillSplitAmount, newBillSplitAmount } = body.data;
  const details = {
    status: error.status,
    ...(message === undefined ? {} : { message }),
    ...(previousBillSplitAmount === undefined ? {} : { previousBillSplitAmount }),
    ...(newBillSplitAmount === undefined ? {} : { newBillSplitAmount }),
  };
  if (isBillSplitDomainReason(type)) return { code: 'BILL_SPLIT_DOMAIN_REFUSAL', type, ...details };
  return { code: 'BILL_SPLIT_REJECTED', type, ...details };
}
