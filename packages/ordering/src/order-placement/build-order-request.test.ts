import { describe, expect, test } from 'vitest';
import { item } from '../../test/fixtures.js';
import { buildOrderRequest, orderPlacementPath } from './build-order-request.js';
import { orderRequestSchema, orderResponseSchema, placedOrderRecordSchema } from './order-request-schema.js';

const tableDevice = { tableId: 'table-7', experience: { experienceId: 'exp-1' } };
const basket = { items: [item('burger', { quantity: 2, subItems: [item('cheese')] })], note: '  no onions ' };
const base = { tableDevice, businessId: 'biz-1', basket, idempotencyKey: 'key-1', sessionId: 'session-1', noteEnabled: true };

describe('order placement request (3 §7 "POST sunday-device-manager/hybrid/tables/{tableId}/orders with the order request")', () => {
  test('builds the path and the body of 3 §3 "businessId, experienceId, items (id, name, quantity, menuId, nested subItems), idempotencyKey, sessionId, note, billId"', () => {
    const result = buildOrderRequest({ ...base, billId: 'bill-9' });
    expect(result).toEqual({
      ok: true,
      value: {
        method: 'POST',
        path: 'sunday-device-manager/hybrid/tables/table-7/orders',
        body: {
          businessId: 'biz-1',
          experienceId: 'exp-1',
          items: [
            {
              id: 'burger',
              name: 'Product burger',
              quantity: 2,
              menuId: 'menu-1',
              subItems: [{ id: 'cheese', name: 'Product cheese', quantity: 1, menuId: 'menu-1', subItems: [] }],
            },
          ],
          idempotencyKey: 'key-1',
          sessionId: 'session-1',
          note: 'no onions',
          billId: 'bill-9',
        },
      },
    });
  });

  test.each([
    ['"Order note shown only for businesses with the note feature enabled": feature off', { noteEnabled: false }],
    ['a blank note is not sent', { basket: { items: basket.items, note: '   ' } }],
    ['no note at all', { basket: { items: basket.items } }],
  ])('%s', (_rule, overrides) => {
    const result = buildOrderRequest({ ...base, ...overrides });
    expect(result.ok).toBe(true);
    expect(result.ok && Object.keys(result.value.body)).toEqual(['businessId', 'experienceId', 'items', 'idempotencyKey', 'sessionId']);
  });

  test.each([
    ['"No order without a table device (warning logged, stops)"', { tableDevice: undefined }, 'MISSING_TABLE_DEVICE'],
    ['a table device without an experience has no experienceId', { tableDevice: { tableId: 't' } }, 'MISSING_EXPERIENCE'],
    ['an empty basket', { basket: { items: [] } }, 'EMPTY_BASKET'],
  ])('%s', (_rule, overrides, code) => {
    expect(buildOrderRequest({ ...base, ...overrides })).toEqual({ ok: false, error: { code } });
  });

  test('encodes the table id in the path', () => {
    expect(orderPlacementPath('a/b c')).toBe('sunday-device-manager/hybrid/tables/a%2Fb%20c/orders');
  });

  test.each([
    ['order request without items', orderRequestSchema, { businessId: 'b', experienceId: 'e', items: [], idempotencyKey: 'k', sessionId: 's' }, false],
    ['order response "success, orderId"', orderResponseSchema, { success: true, orderId: 'o1' }, true],
    ['order response "errorCode"', orderResponseSchema, { success: false, errorCode: 1 }, true],
    ['order response without success', orderResponseSchema, { orderId: 'o1' }, false],
    ['placed order record "id, tableId, placedAt, basketHash"', placedOrderRecordSchema, { id: 'o', tableId: 't', placedAt: 1, basketHash: 'h' }, true],
    ['placed order record without basketHash', placedOrderRecordSchema, { id: 'o', tableId: 't', placedAt: 1 }, false],
  ] as const)('schema: %s', (_case, schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});
