import { createTab, declareOrderSession, openTableTab, placeOrder, registerTab, type CreatedTab } from '@tableside/contracts/ordering';
import {
  interpretOrderResponse,
  interpretOrderSessionResponse,
  type OpenTabRequest,
  type OrderPlacementError,
  type OrderRequest,
  type OrderSessionRequest,
  type RegisterTabRequest,
  type RegisterTabResponse,
} from '@tableside/ordering';
import * as z from 'zod/mini';
import type { ApiError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import { routeRequest } from '../http/route-request.js';
import { ok, type Result } from '../result.js';

/** `POST /billing/businesses/{businessId}/tab` answers the hold the card must cover next to the spec's fields. */
export { createdTabResponseSchema as createdTabSchema } from '@tableside/contracts/ordering';
export type { CreatedTab };

/** "Tab creation and opening report only success false" (3-menus §8). */
export interface TabCallFailed {
  readonly code: 'TAB_CALL_FAILED';
  readonly error: ApiError;
}

export interface OrderingApi {
  /** `POST sunday-device-manager/hybrid/tables/{tableId}/orders`: the orderId, or the §8 error code. */
  placeOrder(tableId: string, request: OrderRequest): Promise<Result<{ readonly orderId: string }, OrderPlacementError>>;
  /** `POST ordering/order-sessions`: "Order session failure gives UNEXPECTED_ERROR" (3-menus §8). */
  declareOrderSession(request: OrderSessionRequest): Promise<Result<true, OrderPlacementError>>;
  /** `POST /billing/businesses/{businessId}/tab` (empty body). */
  createTab(businessId: string): Promise<Result<CreatedTab, TabCallFailed>>;
  /** `PUT /billing/businesses/{businessId}/tabs/{tabId}` with the customer. */
  registerTab(businessId: string, tabId: string, request: RegisterTabRequest): Promise<Result<RegisterTabResponse, TabCallFailed>>;
  /** `PUT billing/v1/tabs`: records the table's pre-authorisation hold; true only on `success: true`. */
  openTab(request: OpenTabRequest): Promise<Result<true, TabCallFailed>>;
}

const anyBody = z.unknown();

/** Turns a raw call into the (status, body) pair the ordering package's interpreters read. */
function statusAndBody(result: Result<unknown, ApiError>): { status: number; body: unknown } {
  if (result.ok) return { status: 200, body: result.value };
  switch (result.error.type) {
    case 'http':
      return { status: result.error.status, body: result.error.body };
    case 'network':
    case 'invalid-response':
      return { status: 0, body: undefined };
    default: {
      const unreachable: never = result.error;
      throw new Error(`Unknown api error ${JSON.stringify(unreachable)}`);
    }
  }
}

const tabFailed = (error: ApiError): { ok: false; error: TabCallFailed } => ({ ok: false, error: { code: 'TAB_CALL_FAILED', error } });

/** Creates the ordering and tab calls (3-menus §7 "Ordering and tables"). */
export function createOrderingApi(http: HttpClient): OrderingApi {
  return {
    async placeOrder(tableId, request) {
      const result = await http.json(routeRequest(placeOrder, { tableId }, { body: request, guest: true }), anyBody);
      const { status, body } = statusAndBody(result);
      return interpretOrderResponse(status, body);
    },
    async declareOrderSession(request) {
      const result = await http.json(routeRequest(declareOrderSession, {}, { body: request, guest: true }), anyBody);
      const { status, body } = statusAndBody(result);
      return interpretOrderSessionResponse(status, body);
    },
    async createTab(businessId) {
      const result = await http.json(routeRequest(createTab, { businessId }, { guest: true }), createTab.responses[201]);
      return result.ok ? ok(result.value) : tabFailed(result.error);
    },
    async registerTab(businessId, tabId, request) {
      const result = await http.json(routeRequest(registerTab, { businessId, tabId }, { body: request, guest: true }), registerTab.responses[200]);
      return result.ok ? ok(result.value) : tabFailed(result.error);
    },
    async openTab(request) {
      const result = await http.json(routeRequest(openTableTab, {}, { body: request, guest: true }), openTableTab.responses[200]);
      if (!result.ok) return tabFailed(result.error);
      return result.value.success ? ok(true) : tabFailed({ type: 'http', status: 200, body: result.value });
    },
  };
}
