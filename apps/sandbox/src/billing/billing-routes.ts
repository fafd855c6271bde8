import { billing as contract } from '@tableside/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { requireGuest, requireSameConsumer } from '../identity/identity-routes.js';
import type { BillingService } from './billing-service.js';
import type { RefreshService } from './refresh-service.js';
import type { SplitIntent } from './split-requests.js';

const ownedSchema = z.object({ consumer: z.object({ guestId: z.string() }) });

/** The split, when the guest is its consumer; 403 `not-split-owner` otherwise. */
function requireOwner(split: Record<string, unknown>, splitId: string, guestId: string): Record<string, unknown> {
  const owned = ownedSchema.safeParse(split);
  if (!owned.success || owned.data.consumer.guestId !== guestId) {
    throw new HttpError(403, { type: 'not-split-owner', message: `splitId ${splitId} belongs to another consumer`, field: 'params.splitId' });
  }
  return split;
}

function correlationId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 200 ? value : undefined;
}

/** The body's copy of a path id disagrees with the path: 400 naming the body field. */
function mismatch(name: 'billId' | 'splitId', expected: string): HttpError {
  return new HttpError(400, { type: 'invalid-request', message: `invalid body.${name}: must be the ${name} of the path (${expected})`, field: `body.${name}` });
}

/** The billing calls of 1-core §7 and 2-paying §7 and the refresh scheduler, served from @tableside/contracts. */
export function billingRoutes(
  app: FastifyInstance,
  billing: BillingService,
  refresh: RefreshService,
  secret: string,
  beforeEngage?: (billId: string, splitId: string) => Promise<void>,
): void {
  serve(app, contract.refreshTable, async (request) => refresh.refreshTable(request.params.tableId, correlationId(request.headers['x-correlation-id'])));
  serve(app, contract.tableOpenBill, async (request) => refresh.tableOpenBill(request.params.deviceId, correlationId(request.headers['x-correlation-id'])));
  serve(app, contract.refreshBill, async (request) => refresh.refreshBill(request.params.billId, correlationId(request.headers['x-correlation-id'])));

  // The full split (its paymentId, the request of an engage failure) and its forecast charges answer only its
  // consumer: 401 without a valid guest token, 403 not-split-owner for another diner. Other diners read the public
  // split on the bill document (toPublicSplit).
  serve(app, contract.getSplit, async (request) => {
    const { billId, splitId } = request.params;
    const guestId = requireGuest(request, secret);
    // A read by the split's owner is an action on it and renews its lease.
    return requireOwner(await billing.getSplit(billId, splitId, guestId), splitId, guestId);
  });
  serve(app, contract.splitHeartbeat, async (request) => {
    const { billId, splitId } = request.params;
    return billing.heartbeat(billId, splitId, requireGuest(request, secret));
  });
  serve(app, contract.forecastCharges, async (request) => {
    const { billId, splitId } = request.params;
    const guestId = requireGuest(request, secret);
    requireOwner(await billing.getSplit(billId, splitId, guestId), splitId, guestId);
    return billing.forecastCharges(billId, splitId);
  });

  type IssueRoute =
    | typeof contract.issueByAmount
    | typeof contract.issueBySubOrders
    | typeof contract.issueByShare
    | typeof contract.issueByItems
    | typeof contract.issueLeftToPay;
  const issueRoute = <R extends IssueRoute>(route: R, intent: (body: z.output<R['body']>) => SplitIntent): void => {
    serve(app, route, async (request, reply) => {
      const guestId = requireGuest(request, secret);
      const body = request.body as z.output<R['body']>;
      requireSameConsumer(guestId, body.consumer);
      const { billId } = request.params as z.output<typeof contract.billParamsSchema>;
      return reply.status(201).send(await billing.issue(billId, body.consumer, intent(body), body.relatedSubOrder));
    });
  };
  issueRoute(contract.issueByAmount, (b) => ({ kind: 'BY_AMOUNT', amount: b.splitAmount, ...(b.currencyCode ? { currencyCode: b.currencyCode } : {}) }));
  issueRoute(contract.issueBySubOrders, (b) => ({ kind: 'BY_SUB_ORDERS', subOrders: b.subOrders }));
  issueRoute(contract.issueByShare, (b) => ({
    kind: 'BY_SHARE',
    numberOfShares: b.numberOfShares,
    numberOfGuests: b.numberOfGuests,
    baseAmount: b.baseAmount,
  }));
  issueRoute(contract.issueByItems, (b) => ({ kind: 'BY_ITEMS', items: b.items }));
  issueRoute(contract.issueLeftToPay, () => ({ kind: 'LEFT_TO_PAY' }));

  type UpdateRoute = typeof contract.updateByAmount | typeof contract.updateBySubOrders | typeof contract.updateByShare | typeof contract.updateByItems;
  const updateRoute = <R extends UpdateRoute>(route: R, intent: (body: z.output<R['body']>) => SplitIntent): void => {
    serve(app, route, async (request) => {
      const { billId, splitId } = request.params as z.output<typeof contract.splitParamsSchema>;
      const guestId = requireGuest(request, secret);
      const body = request.body as z.output<R['body']>;
      requireSameConsumer(guestId, body.consumer);
      return billing.update(billId, splitId, guestId, body.consumer, intent(body));
    });
  };
  updateRoute(contract.updateByAmount, (b) => ({ kind: 'BY_AMOUNT', amount: b.newSplitAmount, ...(b.currencyCode ? { currencyCode: b.currencyCode } : {}) }));
  updateRoute(contract.updateBySubOrders, (b) => ({ kind: 'BY_SUB_ORDERS', subOrders: b.subOrders }));
  updateRoute(contract.updateByShare, (b) => ({
    kind: 'BY_SHARE',
    numberOfShares: b.numberOfShares,
    numberOfGuests: b.numberOfGuests,
    baseAmount: b.baseAmount,
  }));
  updateRoute(contract.updateByItems, (b) => ({ kind: 'BY_ITEMS', items: b.items }));

  serve(app, contract.engagePayment, async (request) => {
    const { billId, splitId } = request.params;
    const guestId = requireGuest(request, secret);
    requireSameConsumer(guestId, request.body.consumer);
    if (beforeEngage) await beforeEngage(billId, splitId);
    return billing.engage(billId, splitId, guestId, request.body.paymentId);
  });
  serve(app, contract.disengage, async (request) => {
    const { billId, splitId } = request.params;
    const guestId = requireGuest(request, secret);
    const body = request.body;
    if (body?.billId !== undefined && body.billId !== billId) throw mismatch('billId', billId);
    if (body?.splitId !== undefined && body.splitId !== splitId) throw mismatch('splitId', splitId);
    return billing.disengage(billId, splitId, guestId);
  });
  serve(app, contract.cancelSplit, async (request, reply) => {
    const { billId, splitId } = request.params;
    await billing.cancel(billId, splitId, requireGuest(request, secret));
    return reply.status(204).send();
  });
  serve(app, contract.fullyDiscount, async (request) => {
    const { billId, splitId } = request.params;
    return billing.fullyDiscount(billId, splitId, requireGuest(request, secret));
  });
}
