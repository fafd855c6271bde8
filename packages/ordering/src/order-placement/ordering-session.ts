import * as z from 'zod/mini';
import { MINUTE_MS } from '../shared/durations.js';
import type { OrderSessionRequest } from './order-request-schema.js';

/** "order session 10 minutes (stored locally)" (3 §9). */
export const ORDER_SESSION_TTL_MS = 10 * MINUTE_MS;

/** "Ordering session: id with expiry, stored per table" (3 §3); expiresAt in epoch ms. */
export const orderingSessionSchema = z.object({ id: z.string().check(z.minLength(1)), expiresAt: z.number().check(z.int()) });
export type OrderingSession = z.infer<typeof orderingSessionSchema>;

/** True once the session's 10 minutes are over. */
export function isOrderingSessionExpired(session: OrderingSession, now: number): boolean {
  return now >= session.expiresAt;
}

/** The stored session while it lasts, else a new one with the injected id that expires 10 minutes from `now`. */
export function resolveOrderingSession(stored: OrderingSession | undefined, now: number, newId: string): OrderingSession {
  if (stored && !isOrderingSessionExpired(stored, now)) return stored;
  return { id: newId, expiresAt: now + ORDER_SESSION_TTL_MS };
}

/** `POST ordering/order-sessions` with businessId, tableId, sessionId (3 §7): declared before placing (3 §4). */
export function buildOrderSessionRequest(body: OrderSessionRequest): {
  readonly method: 'POST';
  readonly path: 'ordering/order-sessions';
  readonly body: OrderSessionRequest;
} {
  return { method: 'POST', path: 'ordering/order-sessions', body };
}
