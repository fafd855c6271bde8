import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/parse.js';
import { HttpError } from '../http/http-error.js';
import { requireGuest, requireSameConsumer } from '../identity/identity-routes.js';
import type { BillingService } from './billing-service.js';
import type { RefreshService } from './refresh-service.js';
import {
  disengageSchema,
  engageSchema,
  issueByAmountSchema,
  issueByItemsSchema,
  issueByShareSchema,
  issueBySubOrdersSchema,
  issueLeftToPaySchema,
  updateByAmountSchema,
  updateByItemsSchema,
  updateByShareSchema,
  updateBySubOrdersSchema,
  type SplitIntent,
} from './split-requests.js';

const id = z.string().min(1).max(200).regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id' });
const billParams = z.object({ billId: id });
const splitParams = z.object({ billId: id, splitId: id });
const tableParams = z.object({ tableId: id });

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

/** The billing calls of 1-core §7 and 2-paying §7 and the refresh scheduler. */
export function billingRoutes(
  app: FastifyInstance,
  billing: BillingService,
  refresh: RefreshService,
  secret: string,
  beforeEngage?: (billId: string, splitId: string) => Promise<void>,
): void {
  app.put('/refresh-bill-scheduler/tables/:tableId/refresh', async (request) => {
    const { tableId } = parse(tableParams, request.params, 'params');
    return refresh.refreshTable(tableId, correlationId(request.headers['x-correlation-id']));
  });
  app.put('/refresh-bill-scheduler/bills/:billId/refresh', async (request) => {
    const { billId } = parse(billParams, request.params, 'params');
    return refresh.refreshBill(billId, correlationId(request.headers['x-correlation-id']));
  });

  // The full split (its paymentId, the request of an engage failure) and its forecast charges answer only its
  // consumer: 401 without a valid guest token, 403 not-split-owner for another diner. Other diners read the public
  // split on the bill document (toPublicSplit).
  app.get('/billing/bills/:billId/splits/:splitId', async (request) => {
    const { billId, splitId } = parse(splitParams, request.params, 'params');
    const guestId = requireGuest(request, secret);
    // A read by the split's owner is an action on it and renews its lease.
    return requireOwner(await billing.getSplit(billId, splitId, guestId), splitId, guestId);
  });
  app.put('/billing/bills/:billId/splits/:splitId/heartbeat', async (request) => {
    const { billId, splitId } = parse(splitParams, request.params, 'params');
    const guestId = requireGuest(request, secret);
    return billing.heartbeat(billId, splitId, guestId);
  });
  app.get('/billing/bills/:billId/splits/:splitId/forecast-charges', async (request) => {
    const { billId, splitId } = parse(splitParams, request.params, 'params');
    const guestId = requireGuest(request, secret);
    requireOwner(await billing.getSplit(billId, splitId, guestId), splitId, guestId);
    return billing.forecastCharges(billId, splitId);
  });

  const issueRoute = <S extends z.ZodType<{ consumer: { guestId: string }; relatedSubOrder?: string | undefined }>>(
    path: string,
    schema: S,
    intent: (body: z.infer<S>) => SplitIntent,
  ): void => {
    app.post(`/billing/bills/:billId/splits/${path}`, async (request, reply) => {
      const { billId } = parse(billParams, request.params, 'params');
      const guestId = requireGuest(request, secret);
      const body = parse(schema, request.body, 'body');
      requireSameConsumer(guestId, body.consumer);
      return reply.status(201).send(await billing.issue(billId, body.consumer, intent(body), body.relatedSubOrder));
    });
  };
  issueRoute('by-amount', issueByAmountSchema, (b) => ({ kind: 'BY_AMOUNT', amount: b.splitAmount, ...(b.currencyCode ? { currencyCode: b.currencyCode } : {}) }));
  issueRoute('by-sub-orders', issueBySubOrdersSchema, (b) => ({ kind: 'BY_SUB_ORDERS', subOrders: b.subOrders }));
  issueRoute('by-share', issueByShareSchema, (b) => ({ kind: 'BY_SHARE', numberOfShares: b.numberOfShares, numberOfGuests: b.numberOfGuests, baseAmount: b.baseAmount }));
  issueRoute('by-items', issueByItemsSchema, (b) => ({ kind: 'BY_ITEMS', items: b.items }));
  issueRoute('left-to-pay', issueLeftToPaySchema, () => ({ kind: 'LEFT_TO_PAY' }));

  const updateRoute = <S extends z.ZodType<{ consumer: { guestId: string } }>>(path: string, schema: S, intent: (body: z.infer<S>) => SplitIntent): void => {
    app.put(`/billing/bills/:billId/splits/:splitId/${path}`, async (request) => {
      const { billId, splitId } = parse(splitParams, request.params, 'params');
      const guestId = requireGuest(request, secret);
      const body = parse(schema, request.body, 'body');
      requireSameConsumer(guestId, body.consumer);
      return billing.update(billId, splitId, guestId, body.consumer, intent(body));
    });
  };
  updateRoute('by-amount', updateByAmountSchema, (b) => ({ kind: 'BY_AMOUNT', amount: b.newSplitAmount, ...(b.currencyCode ? { currencyCode: b.currencyCode } : {}) }));
  updateRoute('by-sub-orders', updateBySubOrdersSchema, (b) => ({ kind: 'BY_SUB_ORDERS', subOrders: b.subOrders }));
  updateRoute('by-share', updateByShareSchema, (b) => ({ kind: 'BY_SHARE', numberOfShares: b.numberOfShares, numberOfGuests: b.numberOfGuests, baseAmount: b.baseAmount }));
  updateRoute('by-items', updateByItemsSchema, (b) => ({ kind: 'BY_ITEMS', items: b.items }));

  app.patch('/billing/bills/:billId/splits/:splitId/engage-payment', async (request) => {
    const { billId, splitId } = parse(splitParams, request.params, 'params');
    const guestId = requireGuest(request, secret);
    const body = parse(engageSchema, request.body, 'body');
    requireSameConsumer(guestId, body.consumer);
    if (beforeEngage) await beforeEngage(billId, splitId);
    return billing.engage(billId, splitId, guestId, body.paymentId);
  });
  app.patch('/billing/bills/:billId/splits/:splitId/disengage', async (request) => {
    const { billId, splitId } = parse(splitParams, request.params, 'params');
    const guestId = requireGuest(request, secret);
    const body = parse(disengageSchema, request.body, 'body');
    if (body?.billId !== undefined && body.billId !== billId) parse(z.literal(billId), body.billId, 'body');
    if (body?.splitId !== undefined && body.splitId !== splitId) parse(z.literal(splitId), body.splitId, 'body');
    return billing.disengage(billId, splitId, guestId);
  });
  app.delete('/billing/bills/:billId/splits/:splitId', async (request, reply) => {
    const { billId, splitId } = parse(splitParams, request.params, 'params');
    const guestId = requireGuest(request, secret);
    await billing.cancel(billId, splitId, guestId);
    return reply.status(204).send();
  });
  app.post('/billing/bills/:billId/splits/:splitId/fully-discount', async (request) => {
    const { billId, splitId } = parse(splitParams, request.params, 'params');
    const guestId = requireGuest(request, secret);
    return billing.fullyDiscount(billId, splitId, guestId);
  });
}
