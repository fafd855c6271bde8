import { describe, expect, test } from 'vitest';
import {
  ERROR_TYPES,
  account,
  admin,
  billing,
  errorBodySchema,
  err,
  isErrorType,
  ok,
  ordering,
  payments,
  realtime,
  receipts,
  routePath,
  services,
  type RouteContract,
} from '../src/index.js';

const allRoutes: [string, RouteContract][] = [
  ...Object.entries(billing.billingRoutes),
  ...Object.entries(ordering.orderingRoutes),
  ...Object.entries(services.servicesRoutes),
  ...Object.entries(receipts.receiptsRoutes),
  ...Object.entries(account.accountRoutes),
  ...Object.entries(realtime.realtimeRoutes),
  ...realtime.refusedWrites.map((route): [string, RouteContract] => [`refused ${route.method} ${route.path}`, route]),
  ...Object.entries(payments.paymentsRoutes),
  ...Object.entries(admin.adminRoutes),
];

describe('the one error body', () => {
  test('accepts { type, message, field? } and keeps extra details', () => {
    expect(errorBodySchema.parse({ type: 'bill-not-found', message: 'billId b: bill could not be found', field: 'params.billId' })).toEqual({
      type: 'bill-not-found',
      message: 'billId b: bill could not be found',
      field: 'params.billId',
    });
    expect(errorBodySchema.parse({ type: 'split-not-editable', message: 'm', newBillSplitAmount: { amount: 1, currency: 'EUR' } })).toHaveProperty(
      'newBillSplitAmount',
    );
  });

  test.each([
    [{ message: 'no type' }],
    [{ type: '', message: 'empty type' }],
    [{ type: 'invalid-request' }],
    [{ type: 'invalid-request', message: 'm', field: '' }],
    [{ error: 'Bad Request', statusCode: 400, message: 'fastify default' }],
  ])('refuses %j', (body) => {
    expect(errorBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('the one list of error types', () => {
  test('has no duplicates and keeps the spec codes verbatim', () => {
    expect(new Set(ERROR_TYPES).size).toBe(ERROR_TYPES.length);
    for (const type of [
      'invalid-request',
      'bill-split-amount-changed-between-issue-and-engage',
      'left-to-pay-would-be-under-minimum',
      'invalid-guest-token',
      'EXPIRED',
    ]) {
      expect(isErrorType(type)).toBe(true);
    }
    expect(isErrorType('no-such-refusal')).toBe(false);
  });

  test('every route documents only listed types, and a 400 invalid-request when it takes input', () => {
    for (const [name, route] of allRoutes) {
      for (const types of Object.values(route.errors)) for (const type of types ?? []) expect(isErrorType(type), `${name}: ${type}`).toBe(true);
      if (route.params || route.body || route.query) expect(route.errors[400], name).toContain('invalid-request');
    }
  });
});

describe('routes', () => {
  test('each method and path is declared once, with its parameters in the params schema', () => {
    const keys = allRoutes.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, route] of allRoutes) {
      const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      // A trailing wildcard (the realtime paths) is the parameter `*` when the route reads it.
      if (route.path.endsWith('/*') && route.params) names.push('*');
      const shape = route.params && 'shape' in route.params ? Object.keys(route.params.shape as object) : [];
      expect(shape.sort(), name).toEqual(names.sort());
    }
  });

  test('routePath fills and encodes the parameters', () => {
    expect(routePath(billing.getSplit.path, { billId: 'bill 1', splitId: 's/2' })).toBe('/billing/bills/bill%201/splits/s%2F2');
    expect(() => routePath(billing.getSplit.path, { billId: 'b' })).toThrow(/:splitId/);
  });

  test('routePath fills a trailing wildcard with a path, each segment encoded', () => {
    expect(routePath(realtime.readDocument.path, { '*': 'bills/bill 1' })).toBe('/realtime/docs/bills/bill%201');
    expect(() => routePath(realtime.queryCollection.path, {})).toThrow(/\*/);
  });
});

describe('realtime, payment simulator and admin contracts', () => {
  test('a realtime document path has an even number of id segments, a collection an odd one', () => {
    expect(realtime.documentParamsSchema.safeParse({ '*': 'bills/b1' }).success).toBe(true);
    expect(realtime.documentParamsSchema.safeParse({ '*': 'bills' }).success).toBe(false);
    expect(realtime.documentParamsSchema.safeParse({ '*': 'bills/../x' }).success).toBe(false);
    expect(realtime.collectionParamsSchema.safeParse({ '*': 'bills/b1/users' }).success).toBe(true);
    expect(realtime.collectionQuerySchema.parse({ where: '[["billId","==","b1"]]' })).toMatchObject({ where: [['billId', '==', 'b1']], limit: 100 });
    expect(realtime.collectionQuerySchema.safeParse({ where: '[["billId",">","b1"]]' }).success).toBe(false);
    expect(realtime.streamQuerySchema.safeParse({ subscriptions: '[' }).success).toBe(false);
  });

  test('every write method on /realtime and /realtime/* is documented as 405 realtime-read-only', () => {
    expect(realtime.refusedWrites.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      ['DELETE', 'PATCH', 'POST', 'PUT'].flatMap((method) => [`${method} /realtime`, `${method} /realtime/*`]).sort(),
    );
    for (const route of realtime.refusedWrites) expect(route.errors).toEqual({ 405: ['realtime-read-only'] });
  });

  test('subscriptions added to an open stream: the shape of the URL ones, 1 to 64 of them, by the stream id (issue 12)', () => {
    const route = realtime.addStreamSubscriptions;
    expect(`${route.method} ${route.path}`).toBe('POST /realtime/stream/:streamId/subscriptions');
    expect(route.errors).toEqual({ 400: ['invalid-request'], 401: ['invalid-guest-token'], 403: ['not-stream-owner'], 404: ['stream-not-found'] });
    const body = realtime.addStreamSubscriptionsBodySchema;
    expect(body.safeParse({ subscriptions: [{ id: '4', collection: 'table_devices', where: [['tableId', '==', 't1']], limit: 1 }] }).success).toBe(true);
    expect(body.safeParse({ subscriptions: [{ id: '5', path: 'bills/b1' }] }).success).toBe(true);
    for (const junk of [{}, { subscriptions: [] }, { subscriptions: [{ id: '5' }] }, { subscriptions: [{ id: '5', path: 'bills/b1', extra: 1 }] }]) {
      expect(body.safeParse(junk).success).toBe(false);
    }
    const many = Array.from({ length: realtime.MAX_STREAM_SUBSCRIPTIONS + 1 }, (_, i) => ({ id: String(i), path: 'configs/settings' }));
    expect(body.safeParse({ subscriptions: many }).success).toBe(false);
    expect(realtime.streamSubscriptionsParamsSchema.safeParse({ streamId: crypto.randomUUID() }).success).toBe(true);
    expect(realtime.streamSubscriptionsParamsSchema.safeParse({ streamId: 'not an id!' }).success).toBe(false);
    expect(realtime.streamOpenedEventSchema.safeParse({ streamId: 'x' }).success).toBe(true);
  });

  test('a confirm names its card by payment-method id only: raw card fields are refused', () => {
    const paymentMethodId = `pm_${'a'.repeat(32)}`;
    expect(payments.confirmIntentBodySchema.safeParse({ clientSecret: 's', paymentMethod: { type: 'card', paymentMethodId } }).success).toBe(true);
    expect(
      payments.confirmIntentBodySchema.safeParse({ clientSecret: 's', paymentMethod: { type: 'card', paymentMethodId, number: '4242424242424242' } }).success,
    ).toBe(false);
    expect(payments.clientSecretBodySchema.parse(undefined)).toEqual({});
  });

  test('admin form posts read text: booleans and counts arrive as strings', () => {
    expect(admin.onlineBodySchema.parse({ online: 'false' })).toEqual({ online: false });
    expect(admin.openOrderBodySchema.parse({ items: [{ posProductId: 'p1', quantity: '2' }] })).toMatchObject({ numberOfGuests: 2, items: [{ quantity: 2 }] });
    expect(admin.tableParamsSchema.safeParse({ venueId: 'v1', tableId: '__proto__' }).success).toBe(false);
  });
});

describe('billing request bodies', () => {
  const consumer = { guestId: 'guest-1' };

  test('amounts are positive scale-5 integers or money', () => {
    expect(billing.issueByAmountBodySchema.parse({ splitAmount: 1_000_000, consumer }).splitAmount).toBe(1_000_000);
    expect(billing.issueByAmountBodySchema.parse({ splitAmount: { amount: 5, currency: 'EUR' }, consumer }).splitAmount).toEqual({
      amount: 5,
      currency: 'EUR',
    });
    for (const splitAmount of [0, -1, 1.5, 2 ** 60, { amount: 0, currency: 'EUR' }]) {
      expect(billing.issueByAmountBodySchema.safeParse({ splitAmount, consumer }).success, JSON.stringify(splitAmount)).toBe(false);
    }
  });

  test('relatedSubOrder is an id, { id } or nothing', () => {
    expect(billing.issueLeftToPayBodySchema.parse({ consumer, relatedSubOrder: 'check-1' }).relatedSubOrder).toBe('check-1');
    expect(billing.issueLeftToPayBodySchema.parse({ consumer, relatedSubOrder: { id: 'check-2' } }).relatedSubOrder).toBe('check-2');
    expect(billing.issueLeftToPayBodySchema.parse({ consumer, relatedSubOrder: null }).relatedSubOrder).toBeUndefined();
  });

  test('items are a map or a list, and not empty', () => {
    expect(billing.issueByItemsBodySchema.parse({ consumer, items: [{ productId: 'p', quantity: 100_000 }] }).items).toEqual({ p: 100_000 });
    expect(billing.updateByItemsBodySchema.parse({ consumer, items: { p: 200_000 } }).items).toEqual({ p: 200_000 });
    expect(billing.issueByItemsBodySchema.safeParse({ consumer, items: {} }).success).toBe(false);
  });

  test('sub-orders are ids or { id }, de-duplicated', () => {
    expect(billing.issueBySubOrdersBodySchema.parse({ consumer, subOrders: ['a', { id: 'a' }, 'b'] }).subOrders).toEqual(['a', 'b']);
    expect(billing.updateBySubOrdersBodySchema.safeParse({ consumer, subOrders: [] }).success).toBe(false);
  });

  test('shares count 1 to 32 guests', () => {
    const body = { consumer, numberOfShares: 1, numberOfGuests: 3, baseAmount: 3_000_000 };
    expect(billing.issueByShareBodySchema.safeParse(body).success).toBe(true);
    expect(billing.updateByShareBodySchema.safeParse({ ...body, numberOfGuests: 33 }).success).toBe(false);
  });

  test('engage takes an optional bounded payment id', () => {
    expect(billing.engageBodySchema.safeParse({ consumer }).success).toBe(true);
    expect(billing.engageBodySchema.safeParse({ consumer, paymentId: 'pay 1' }).success).toBe(false);
    expect(billing.disengageBodySchema.safeParse(undefined).success).toBe(true);
  });
});

test("Result is the packages' one Result", () => {
  expect(ok(1)).toEqual({ ok: true, value: 1 });
  expect(err({ code: 'x' })).toEqual({ ok: false, error: { code: 'x' } });
});
