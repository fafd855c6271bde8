import { describe, expect, test } from 'vitest';
import { ORDER_SESSION_TTL_MS, buildOrderSessionRequest, isOrderingSessionExpired, orderingSessionSchema, resolveOrderingSession } from './ordering-session.js';
import { resolveOrderButtonAction } from './order-button-action.js';
import { orderPlaced } from './order-placed.js';

const NOW = 1_700_000_000_000;

describe('3 §9 "order session 10 minutes (stored locally)"', () => {
  test.each([
    ['no stored session: a new one', undefined, NOW, { id: 'new', expiresAt: NOW + 600_000 }],
    ['a live session is reused', { id: 'old', expiresAt: NOW + 1 }, NOW, { id: 'old', expiresAt: NOW + 1 }],
    ['an expired session is replaced', { id: 'old', expiresAt: NOW }, NOW, { id: 'new', expiresAt: NOW + 600_000 }],
  ])('%s', (_case, stored, now, expected) => {
    expect(ORDER_SESSION_TTL_MS).toBe(10 * 60_000);
    expect(resolveOrderingSession(stored, now, 'new')).toEqual(expected);
  });

  test.each([
    [NOW + ORDER_SESSION_TTL_MS - 1, false],
    [NOW + ORDER_SESSION_TTL_MS, true],
  ])('a session created at NOW is expired at %i: %s', (at, expired) => {
    expect(isOrderingSessionExpired(resolveOrderingSession(undefined, NOW, 's'), at)).toBe(expired);
  });

  test('"POST ordering/order-sessions with businessId, tableId, sessionId"', () => {
    expect(buildOrderSessionRequest({ businessId: 'b', tableId: 't', sessionId: 's' })).toEqual({
      method: 'POST',
      path: 'ordering/order-sessions',
      body: { businessId: 'b', tableId: 't', sessionId: 's' },
    });
    expect(orderingSessionSchema.safeParse({ id: 's' }).success).toBe(false);
  });
});

describe('3 §4 order button', () => {
  test.each([
    [
      '"If the experience requires it and no authorisation exists, placing an order navigates to the authorisation page"',
      { enabled: true },
      false,
      false,
      'goToPreAuthorization',
    ],
    ['required and authorised, not exempt: "the confirm screen shows"', { enabled: true }, true, false, 'showConfirmation'],
    ['"If the business is not exempt the confirm screen shows"', undefined, false, false, 'showConfirmation'],
    ['"otherwise the order is placed directly"', { enabled: false }, false, true, 'placeDirectly'],
  ] as const)('%s', (_rule, preAuthorization, hasAuthorization, exemptFromConfirmation, action) => {
    expect(resolveOrderButtonAction({ preAuthorization, hasAuthorization, exemptFromConfirmation })).toBe(action);
  });
});

describe('3 §4 "Success: basket cleaned, session cleared, order recorded locally, user goes to the bill with an orderPlaced state"', () => {
  test('records the order and lists the clean-ups', () => {
    const previous = { id: 'o0', tableId: 't', placedAt: 1, basketHash: 'h0' };
    const record = { id: 'o1', tableId: 't', placedAt: NOW, basketHash: 'h1' };
    expect(orderPlaced([previous], record)).toEqual({
      placedOrders: [previous, record],
      clearBasket: true,
      clearSession: true,
      navigationState: { orderPlaced: true },
    });
  });
});
