import { createHash } from 'node:crypto';
import { tableDeviceSchema, venueSchema, type TableDevice, type Venue } from '@tableside/billing-domain';
import type { OrderRequest } from '@tableside/ordering';
import { ordering as contract } from '@tableside/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-route.js';
import { refuse } from './http-reply.js';
import type { OrderingContext } from './ordering-context.js';
import type { OrderRecord } from './ordering-records.js';
import { isFinalStatus, nextOrderStatus, type OrderStatusAction } from './order-status-flow.js';
import { checkPreAuthorization } from './pre-authorization-check.js';
import { priceOrder } from './price-order.js';

/** The order placement error codes of 3-menus §8, answered as HTTP 400 with the code as `errorCode` and `code`. */
const ORDER_ERROR = {
  HYBRID_EXPERIENCE_MISCONFIGURED: 0,
  PRE_AUTHORIZATION_REQUIRED: 1,
  MISSING_OAP_ENROLLMENT: 2,
} as const;

function orderError(type: keyof typeof ORDER_ERROR, message: string) {
  const code = ORDER_ERROR[type];
  return refuse(400, type, message, { success: false, errorCode: code, code });
}

/** The `bill_orders/{orderId}` document: billOrderSchema's fields plus where the order was placed. */
export function billOrderDocument(order: OrderRecord) {
  return {
    orderId: order.orderId,
    status: order.status,
    placedAt: order.placedAt,
    items: order.items,
    ...(order.note ? { note: order.note } : {}),
    ...(order.billId ? { billId: order.billId } : {}),
    tableId: order.tableId,
    venueId: order.venueId,
    businessId: order.businessId,
    total: order.total,
  };
}

function requestHash(body: OrderRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

async function tableDevice(context: OrderingContext, tableId: string): Promise<TableDevice> {
  const parsed = tableDeviceSchema.safeParse(await context.options.getTableDeviceByTableId(tableId));
  if (!parsed.success) throw refuse(404, 'table-device-not-found', `tableId: table device could not be found in store for table ${tableId}`);
  return parsed.data;
}

async function venueOf(context: OrderingContext, venueId: string): Promise<Venue> {
  const parsed = venueSchema.safeParse(await context.options.getVenue(venueId));
  if (!parsed.success) throw refuse(404, 'venue-not-found', `venueId: venue could not be found in store (${venueId})`);
  return parsed.data;
}

/** Moves orders through the kitchen's statuses and publishes each change. */
export class OrderStatusService {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly context: OrderingContext) {}

  /** Applies `action` to an order; 404 when unknown, 409 `order-status-final` once it no longer moves. */
  async apply(orderId: string, action: OrderStatusAction, reason?: string): Promise<OrderRecord> {
    let refusal: string | undefined;
    const updated = await this.context.store.updateOrder(orderId, (order) => {
      const next = nextOrderStatus(order.status, action);
      if (!next.ok) {
        refusal = next.error.status;
        return order;
      }
      return { ...order, status: next.value, ...(reason ? { failureReason: reason } : {}) };
    });
    if (!updated) throw refuse(404, 'order-not-found', `orderId: order ${orderId} could not be found`);
    if (refusal) throw refuse(409, 'order-status-final', `orderId: order ${orderId} is ${refusal} and cannot ${action}`);
    await this.context.options.publishDocument(`bill_orders/${orderId}`, billOrderDocument(updated));
    return updated;
  }

  /** With `autoAdvanceMs`, moves the order one status forward at that pace until it is final. */
  schedule(orderId: string): void {
    const every = this.context.options.autoAdvanceMs;
    if (every === undefined || every <= 0) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.apply(orderId, 'advance').then(
        (order) => {
          if (!isFinalStatus(order.status)) this.schedule(orderId);
        },
        () => undefined,
      );
    }, every);
    this.timers.add(timer);
  }

  /** Stops every pending auto-advance (server close). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * Ordering (3-menus §7 "Ordering and tables"): order placement with the error codes of §8, order sessions, and the
 * sandbox's admin routes that move `bill_orders` statuses.
 */
export function registerOrderRoutes(scope: FastifyInstance, context: OrderingContext, statuses: OrderStatusService): void {
  serve(scope, contract.declareOrderSession, async (request) => {
    const body = request.body;
    const device = await tableDevice(context, body.tableId);
    const venue = await venueOf(context, device.venueId);
    if (venue.businessId !== body.businessId)
      throw refuse(409, 'business-mismatch', `businessId: table ${body.tableId} does not belong to business ${body.businessId}`);
    await context.store.putSession({ sessionId: body.sessionId, businessId: body.businessId, tableId: body.tableId, createdAt: context.now() });
    return { success: true };
  });

  serve(scope, contract.placeOrder, async (request) => {
    const { tableId } = request.params;
    const body = request.body;
    const hash = requestHash(body);
    const previous = await context.store.orderByIdempotencyKey(body.idempotencyKey);
    if (previous) return answerDuplicate(previous, hash, tableId);

    const device = await tableDevice(context, tableId);
    const venue = await venueOf(context, device.venueId);
    if (venue.businessId !== body.businessId)
      throw orderError('HYBRID_EXPERIENCE_MISCONFIGURED', `businessId: table ${tableId} belongs to business ${venue.businessId}`);
    if (!device.experience || device.experience.experienceId !== body.experienceId) {
      throw orderError('HYBRID_EXPERIENCE_MISCONFIGURED', `experienceId: ${body.experienceId} is not the experience of table ${tableId}`);
    }
    if (!venue.ordering.enabled) throw orderError('MISSING_OAP_ENROLLMENT', `businessId: venue ${venue.id} is not enrolled for ordering at the table`);
    const business = await context.store.business(body.businessId);
    if (!business) throw orderError('HYBRID_EXPERIENCE_MISCONFIGURED', `businessId: business ${body.businessId} has no menus`);
    const session = await context.store.session(body.sessionId);
    if (!session || session.tableId !== tableId)
      throw refuse(409, 'order-session-not-declared', `sessionId: order session ${body.sessionId} was not declared for table ${tableId}`);

    const now = context.now();
    const menus = (await context.store.menus(body.businessId, true)).map((record) => record.menu);
    const { unavailableProducts } = await context.store.unavailableProducts(body.businessId);
    const priced = priceOrder(body.items, menus, { currency: business.currency, now, unavailableProducts });
    if (!priced.ok) throw refuse(409, priced.error.code, priced.error.message, { success: false });

    const preAuthorization = await checkPreAuthorization({
      experience: device.experience,
      authorizations: await context.store.authorizations(tableId),
      orderTotal: priced.value.total,
      isFirstOrder: (await context.store.countLiveOrders(tableId)) === 0,
      getPaymentIntent: (id) => context.options.getPaymentIntent(id),
    });
    if (preAuthorization.kind === 'missing-hold')
      throw orderError('PRE_AUTHORIZATION_REQUIRED', `tableId: table ${tableId} needs a card pre-authorisation before ordering`);
    if (preAuthorization.kind === 'misconfigured')
      throw orderError('HYBRID_EXPERIENCE_MISCONFIGURED', `experienceId: ${body.experienceId} requires a pre-authorisation without a strategy`);

    const inserted = await context.store.insertOrder(
      {
        orderId: `order-${context.randomId()}`,
        status: 'NEW',
        placedAt: now,
        items: priced.value.orderItems,
        ...(body.note ? { note: body.note } : {}),
        tableId,
        venueId: venue.id,
        businessId: body.businessId,
        sessionId: body.sessionId,
        experienceId: body.experienceId,
        idempotencyKey: body.idempotencyKey,
        total: priced.value.total,
        billItems: priced.value.billItems,
      },
      hash,
    );
    if (!inserted.created) return answerDuplicate(inserted, hash, tableId);
    const order = inserted.order;
    await context.options.publishDocument(`bill_orders/${order.orderId}`, billOrderDocument(order));
    let billId: string;
    try {
      ({ billId } = await context.options.addOrderItemsToBill({ venueId: venue.id, tableId, orderId: order.orderId, items: order.billItems }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await statuses.apply(order.orderId, 'fail', reason);
      throw refuse(409, 'order-failed', `items: the point of sale refused the order (${reason})`, { success: false, orderId: order.orderId });
    }
    const placed = await context.store.updateOrder(order.orderId, (current) => ({
      ...current,
      status: current.status === 'NEW' ? 'PLACED' : current.status,
      billId,
    }));
    if (placed) await context.options.publishDocument(`bill_orders/${order.orderId}`, billOrderDocument(placed));
    statuses.schedule(order.orderId);
    return { success: true, orderId: order.orderId };
  });

  serve(scope, contract.getOrder, async (request) => {
    const { orderId } = request.params;
    const order = await context.store.order(orderId);
    if (!order) throw refuse(404, 'order-not-found', `orderId: order ${orderId} could not be found`);
    return billOrderDocument(order);
  });

  serve(scope, contract.moveOrder, async (request) => {
    const { orderId, action } = request.params;
    return billOrderDocument(await statuses.apply(orderId, action));
  });
}

/** "Idempotent on idempotencyKey": the same request again answers the same order; another request with that key is refused. */
function answerDuplicate(previous: { order: OrderRecord; requestHash: string }, hash: string, tableId: string) {
  if (previous.requestHash !== hash || previous.order.tableId !== tableId) {
    throw refuse(409, 'idempotency-key-reused', 'idempotencyKey: already used for another order', { success: false });
  }
  if (previous.order.status === 'FAILED')
    throw refuse(409, 'order-failed', 'idempotencyKey: this order failed at the point of sale', { success: false, orderId: previous.order.orderId });
  return { success: true, orderId: previous.order.orderId };
}
