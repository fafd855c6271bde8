import { describe, expect, test } from 'vitest';
import { interpretOrderResponse, interpretOrderSessionResponse, orderErrorCodeFromBody, orderErrorRecovery } from './order-error.js';

describe('3 §8 "Order placement: HTTP 400 with body code 0 gives HYBRID_EXPERIENCE_MISCONFIGURED; 1 gives PRE_AUTHORIZATION_REQUIRED; 2 gives MISSING_OAP_ENROLLMENT; anything else UNEXPECTED_ERROR"', () => {
  test.each([
    ['"code 0"', 400, { code: 0 }, 'HYBRID_EXPERIENCE_MISCONFIGURED'],
    ['"1"', 400, { code: 1 }, 'PRE_AUTHORIZATION_REQUIRED'],
    ['"2"', 400, { code: 2 }, 'MISSING_OAP_ENROLLMENT'],
    ['"anything else" (3)', 400, { code: 3 }, 'UNEXPECTED_ERROR'],
    ['"anything else" (no code)', 400, {}, 'UNEXPECTED_ERROR'],
    ['"anything else" (not JSON object)', 400, 'Bad Request', 'UNEXPECTED_ERROR'],
    ['the code as errorCode', 400, { success: false, errorCode: 1 }, 'PRE_AUTHORIZATION_REQUIRED'],
    ['a 500', 500, { code: 1 }, 'UNEXPECTED_ERROR'],
    ['a 200 with success false and errorCode 2', 200, { success: false, errorCode: 2 }, 'MISSING_OAP_ENROLLMENT'],
    ['a 200 with success but no orderId', 200, { success: true }, 'UNEXPECTED_ERROR'],
    ['a 200 with an invalid body', 200, { orderId: 'o1' }, 'UNEXPECTED_ERROR'],
  ])('%s: HTTP %i %j → %s', (_rule, status, body, code) => {
    expect(interpretOrderResponse(status, body)).toEqual({ ok: false, error: { code } });
  });

  test('"response has success, orderId": the order id', () => {
    expect(interpretOrderResponse(201, { success: true, orderId: 'o1' })).toEqual({ ok: true, value: { orderId: 'o1' } });
  });

  test.each([
    [0, 'HYBRID_EXPERIENCE_MISCONFIGURED'],
    [1, 'PRE_AUTHORIZATION_REQUIRED'],
    [2, 'MISSING_OAP_ENROLLMENT'],
    [-1, 'UNEXPECTED_ERROR'],
    [undefined, 'UNEXPECTED_ERROR'],
  ])('body code %s → %s', (code, mapped) => {
    expect(orderErrorCodeFromBody(code)).toBe(mapped);
  });
});

describe('3 §8 "Order session failure gives UNEXPECTED_ERROR"', () => {
  test.each([
    ['success', 200, { success: true }, { ok: true, value: true }],
    ['success false', 200, { success: false }, { ok: false, error: { code: 'UNEXPECTED_ERROR' } }],
    ['HTTP 500', 500, { success: true }, { ok: false, error: { code: 'UNEXPECTED_ERROR' } }],
    ['invalid body', 200, null, { ok: false, error: { code: 'UNEXPECTED_ERROR' } }],
  ])('%s', (_case, status, body, result) => {
    expect(interpretOrderSessionResponse(status, body)).toEqual(result);
  });
});

describe('3 §8 "PRE_AUTHORIZATION_REQUIRED redirects to the pre-authorisation page; all others (and unknown codes) return to the basket with a dialog ... plus a Close button"', () => {
  test.each([
    ['PRE_AUTHORIZATION_REQUIRED', { kind: 'preAuthorizationPage' }],
    ['HYBRID_EXPERIENCE_MISCONFIGURED', { kind: 'basketWithErrorDialog', closeButton: true }],
    ['MISSING_OAP_ENROLLMENT', { kind: 'basketWithErrorDialog', closeButton: true }],
    ['UNEXPECTED_ERROR', { kind: 'basketWithErrorDialog', closeButton: true }],
  ] as const)('%s', (code, recovery) => {
    expect(orderErrorRecovery(code)).toEqual(recovery);
  });

  test('a code outside the union throws', () => {
    expect(() => orderErrorRecovery(JSON.parse('"NOPE"'))).toThrow(/Unhandled case/);
  });
});
