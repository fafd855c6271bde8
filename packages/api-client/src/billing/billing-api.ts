import { forecastChargeSchema, type CurrencyCode, type ForecastCharge, type Money } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { isRetryableError, type ApiError } from '../http/api-error.js';
import { path, type HttpClient, type RequestSpec } from '../http/http-client.js';
import { SPLIT_RETRY_COUNT, SPLIT_RETRY_DELAY_MS, withRetry, type Sleep } from '../http/retry.js';
import { err, ok, type Result } from '../result.js';
import { toSplitError, type SplitError } from './split-error.js';
import {
  billSplitResponseSchema,
  engagedSplitResponseSchema,
  issuedSplitResponseSchema,
  splitLeaseResponseSchema,
  type BillSplitResponse,
  type EngagedSplit,
  type SplitConsumer,
  type IssuedSplit,
  type SplitItems,
  type SplitLease,
} from './split-schemas.js';

/** Common fields of an issue call; `relatedSubOrder` is the check or seat the split belongs to. */
interface IssueBase {
  readonly billId: string;
  readonly consumer: SplitConsumer;
  readonly relatedSubOrder?: string;
}

/** Common fields of an update call. */
interface UpdateBase {
  readonly billId: string;
  readonly splitId: string;
  readonly consumer: SplitConsumer;
}

/** The split calls of 1-core §7 and 2-paying §7. */
export interface BillingApi {
  getSplit(billId: string, splitId: string): Promise<Result<BillSplitResponse, SplitError>>;
  /** PUT …/heartbeat: renews the lease of the diner's ISSUED split; `bill-split-expired` once it was released. */
  heartbeat(billId: string, splitId: string): Promise<Result<SplitLease, SplitError>>;
  /** DELETE; retried, then any failure is ignored ("A failed cancel is ignored", 1-core §8). */
  cancelSplit(billId: string, splitId: string): Promise<Result<undefined, never>>;
  /** `PATCH …/engage-payment`; without `paymentId` the server generates it (answered in the result). */
  engagePayment(input: { billId: string; splitId: string; paymentId?: string; consumer: SplitConsumer }): Promise<Result<EngagedSplit, SplitError>>;
  disengage(billId: string, splitId: string): Promise<Result<undefined, SplitError>>;
  issueByAmount(input: IssueBase & { splitAmount: Money }): Promise<Result<IssuedSplit, SplitError>>;
  issueBySubOrders(input: IssueBase & { subOrders: readonly string[] }): Promise<Result<IssuedSplit, SplitError>>;
  issueByShare(input: IssueBase & { numberOfShares: number; numberOfGuests: number; baseAmount: Money }): Promise<Result<IssuedSplit, SplitError>>;
  issueByItems(input: IssueBase & { items: SplitItems }): Promise<Result<IssuedSplit, SplitError>>;
  issueLeftToPay(input: IssueBase): Promise<Result<IssuedSplit, SplitError>>;
  updateByAmount(input: UpdateBase & { newSplitAmount: Money }): Promise<Result<IssuedSplit, SplitError>>;
  updateBySubOrders(input: UpdateBase & { subOrders: readonly string[] }): Promise<Result<IssuedSplit, SplitError>>;
  updateByShare(input: UpdateBase & { numberOfShares: number; numberOfGuests: number; baseAmount: Money }): Promise<Result<IssuedSplit, SplitError>>;
  updateByItems(input: UpdateBase & { items: SplitItems }): Promise<Result<IssuedSplit, SplitError>>;
  forecastCharges(billId: string, splitId: string): Promise<Result<ForecastCharge[], SplitError>>;
  fullyDiscount(billId: string, splitId: string): Promise<Result<undefined, SplitError>>;
}

function splitsPath(billId: string): string {
  return path`/billing/bills/${billId}/splits`;
}

function splitPath(billId: string, splitId: string): string {
  return path`/billing/bills/${billId}/splits/${splitId}`;
}

function currencyCode(amount: Money): CurrencyCode {
  return amount.currency;
}

/** Creates the billing calls on a transport; `sleep` spaces the retries of issue, update and cancel. */
export function createBillingApi(http: HttpClient, sleep: Sleep): BillingApi {
  const retryPolicy = { retries: SPLIT_RETRY_COUNT, delayMs: SPLIT_RETRY_DELAY_MS, sleep, isRetryable: isRetryableError };

  async function retried<S extends z.core.$ZodType>(spec: RequestSpec, schema: S): Promise<Result<z.output<S>, ApiError>> {
    return withRetry(() => http.json(spec, schema), retryPolicy);
  }

  async function issueOrUpdate(spec: RequestSpec): Promise<Result<IssuedSplit, SplitError>> {
    const result = await retried({ ...spec, guest: true }, issuedSplitResponseSchema);
    if (!result.ok) return err(toSplitError(result.error));
    return ok({ splitId: result.value.splitId.id, billSplitAmount: result.value.billSplitAmount });
  }

  function issue(billId: string, kind: string, body: Record<string, unknown>): Promise<Result<IssuedSplit, SplitError>> {
    return issueOrUpdate({ method: 'POST', path: `${splitsPath(billId)}/${kind}`, body });
  }

  function update(billId: string, splitId: string, kind: string, body: Record<string, unknown>): Promise<Result<IssuedSplit, SplitError>> {
    return issueOrUpdate({ method: 'PUT', path: `${splitPath(billId, splitId)}/${kind}`, body });
  }

  async function mutation(spec: RequestSpec): Promise<Result<undefined, SplitError>> {
    const result = await http.send({ ...spec, guest: true });
    return result.ok ? result : err(toSplitError(result.error));
  }

  return {
    async getSplit(billId, splitId) {
      const result = await http.json({ method: 'GET', path: splitPath(billId, splitId), guest: true }, billSplitResponseSchema);
      return result.ok ? result : err(toSplitError(result.error));
    },
    async heartbeat(billId, splitId) {
      const result = await http.json({ method: 'PUT', path: `${splitPath(billId, splitId)}/heartbeat`, guest: true }, splitLeaseResponseSchema);
      return result.ok ? result : err(toSplitError(result.error));
    },
    async cancelSplit(billId, splitId) {
      await withRetry(() => http.send({ method: 'DELETE', path: splitPath(billId, splitId), guest: true }), retryPolicy);
      return ok(undefined);
    },
    async engagePayment({ billId, splitId, paymentId, consumer }) {
      const result = await http.json(
        {
          method: 'PATCH',
          path: `${splitPath(billId, splitId)}/engage-payment`,
          body: { ...(paymentId === undefined ? {} : { paymentId }), consumer },
          guest: true,
        },
        engagedSplitResponseSchema,
      );
      if (!result.ok) return err(toSplitError(result.error));
      const { billSplitAmount, paymentId: engaged, status } = result.value;
      const settled = status === 'PAID' || status === 'REGISTERED' || status === 'FULLY_DISCOUNTED' || status === 'REGISTERED_FULLY_DISCOUNTED';
      return ok({ billSplitAmount, ...(engaged === undefined ? {} : { paymentId: engaged }), settled });
    },
    disengage(billId, splitId) {
      return mutation({ method: 'PATCH', path: `${splitPath(billId, splitId)}/disengage`, body: { billId, splitId } });
    },
    issueByAmount({ billId, consumer, relatedSubOrder, splitAmount }) {
      return issue(billId, 'by-amount', { splitAmount: splitAmount.amount, currencyCode: currencyCode(splitAmount), consumer, relatedSubOrder });
    },
    issueBySubOrders({ billId, consumer, relatedSubOrder, subOrders }) {
      return issue(billId, 'by-sub-orders', { subOrders, consumer, relatedSubOrder });
    },
    issueByShare({ billId, consumer, relatedSubOrder, numberOfShares, numberOfGuests, baseAmount }) {
      return issue(billId, 'by-share', { numberOfShares, numberOfGuests, consumer, baseAmount, relatedSubOrder });
    },
    issueByItems({ billId, consumer, relatedSubOrder, items }) {
      return issue(billId, 'by-items', { items, consumer, relatedSubOrder });
    },
    issueLeftToPay({ billId, consumer, relatedSubOrder }) {
      return issue(billId, 'left-to-pay', { consumer, relatedSubOrder });
    },
    updateByAmount({ billId, splitId, consumer, newSplitAmount }) {
      return update(billId, splitId, 'by-amount', { newSplitAmount: newSplitAmount.amount, currencyCode: currencyCode(newSplitAmount), consumer });
    },
    updateBySubOrders({ billId, splitId, consumer, subOrders }) {
      return update(billId, splitId, 'by-sub-orders', { subOrders, consumer });
    },
    updateByShare({ billId, splitId, consumer, numberOfShares, numberOfGuests, baseAmount }) {
      return update(billId, splitId, 'by-share', { numberOfShares, numberOfGuests, baseAmount, consumer });
    },
    updateByItems({ billId, splitId, consumer, items }) {
      return update(billId, splitId, 'by-items', { items, consumer });
    },
    async forecastCharges(billId, splitId) {
      const result = await http.json({ method: 'GET', path: `${splitPath(billId, splitId)}/forecast-charges`, guest: true }, z.array(forecastChargeSchema));
      return result.ok ? result : err(toSplitError(result.error));
    },
    fullyDiscount(billId, splitId) {
      return mutation({ method: 'POST', path: `${splitPath(billId, splitId)}/fully-discount` });
    },
  };
}
