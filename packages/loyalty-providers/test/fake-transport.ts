import type { LoyaltyRequest, LoyaltyResponse, LoyaltyTransport } from '../src/transport/loyalty-transport.js';

/** An HTTP answer. */
export function answer(status: number, body: unknown = null): LoyaltyResponse {
  return { type: 'answer', status, body };
}

/** A call that never got an answer. */
export const NETWORK_DOWN: LoyaltyResponse = { type: 'network', message: 'offline' };

/**
 * A transport that answers from a route table (`METHOD path` → answer, or a list consumed in order) and records
 * every request. An unknown route is a 404.
 */
export function fakeTransport(routes: Record<string, LoyaltyResponse | LoyaltyResponse[]>): { transport: LoyaltyTransport; calls: LoyaltyRequest[] } {
  const calls: LoyaltyRequest[] = [];
  const transport: LoyaltyTransport = async (request) => {
    calls.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (Array.isArray(route)) return route.shift() ?? answer(404);
    return route ?? answer(404);
  };
  return { transport, calls };
}
