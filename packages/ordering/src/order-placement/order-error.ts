import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { err, ok, type Result } from '@tableside/billing-domain';
import { orderErrorBodySchema, orderResponseSchema, orderSessionResponseSchema } from './order-request-schema.js';

/** The order placement error codes of 3 §8. */
export type OrderPlacementErrorCode = 'HYBRID_EXPERIENCE_MISCONFIGURED' | 'PRE_AUTHORIZATION_REQUIRED' | 'MISSING_OAP_ENROLLMENT' | 'UNEXPECTED_ERROR';

/** An order placement failure as a value. */
export interface OrderPlacementError {
  readonly code: OrderPlacementErrorCode;
}

/** "code 0 gives HYBRID_EXPERIENCE_MISCONFIGURED; 1 gives PRE_AUTHORIZATION_REQUIRED; 2 gives MISSING_OAP_ENROLLMENT; anything else UNEXPECTED_ERROR" (3 §8). */
export function orderErrorCodeFromBody(code: number | undefined): OrderPlacementErrorCode {
  switch (code) {
    case 0:
      return 'HYBRID_EXPERIENCE_MISCONFIGURED';
    case 1:
      return 'PRE_AUTHORIZATION_REQUIRED';
    case 2:
      return 'MISSING_OAP_ENROLLMENT';
    default:
      return 'UNEXPECTED_ERROR';
  }
}

/**
 * Reads the order placement response (3 §7, §8): a 2xx with success and an orderId is the order; an HTTP 400 (or a
 * success-false body) maps its code; anything else is UNEXPECTED_ERROR.
 */
export function interpretOrderResponse(httpStatus: number, body: unknown): Result<{ readonly orderId: string }, OrderPlacementError> {
  if (httpStatus >= 200 && httpStatus < 300) {
    const parsed = orderResponseSchema.safeParse(body);
    if (!parsed.success) return err({ code: 'UNEXPECTED_ERROR' });
    if (parsed.data.success && parsed.data.orderId) return ok({ orderId: parsed.data.orderId });
    return err({ code: parsed.data.success ? 'UNEXPECTED_ERROR' : orderErrorCodeFromBody(parsed.data.errorCode) });
  }
  if (httpStatus === 400) {
    const parsed = orderErrorBodySchema.safeParse(body);
    return err({ code: parsed.success ? orderErrorCodeFromBody(parsed.data.errorCode ?? parsed.data.code) : 'UNEXPECTED_ERROR' });
  }
  return err({ code: 'UNEXPECTED_ERROR' });
}

/**
 * "Order session failure gives UNEXPECTED_ERROR" (3 §8): only a 2xx with `success: true` declares the session.
 * On failure the app clears the stored session (3 §4 "a failed declaration clears the session").
 */
export function interpretOrderSessionResponse(httpStatus: number, body: unknown): Result<true, OrderPlacementError> {
  const parsed = orderSessionResponseSchema.safeParse(body);
  if (httpStatus >= 200 && httpStatus < 300 && parsed.success && parsed.data.success) return ok(true);
  return err({ code: 'UNEXPECTED_ERROR' });
}

/** Where the diner goes after a failed order. */
export type OrderErrorRecovery = { readonly kind: 'preAuthorizationPage' } | { readonly kind: 'basketWithErrorDialog'; readonly closeButton: true };

/**
 * "PRE_AUTHORIZATION_REQUIRED redirects to the pre-authorisation page; all others (and unknown codes) return to the
 * basket with a dialog showing the generic unexpected-error title and subtitle plus a Close button" (3 §8).
 */
export function orderErrorRecovery(code: OrderPlacementErrorCode): OrderErrorRecovery {
  switch (code) {
    case 'PRE_AUTHORIZATION_REQUIRED':
      return { kind: 'preAuthorizationPage' };
    case 'HYBRID_EXPERIENCE_MISCONFIGURED':
    case 'MISSING_OAP_ENROLLMENT':
    case 'UNEXPECTED_ERROR':
      return { kind: 'basketWithErrorDialog', closeButton: true };
    default:
      return exhaustiveSwitchError(code);
  }
}
