import { services as contract } from '@tableside/contracts';
import { serve } from '../http/contract-route.js';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { signGuestToken, verifyGuestToken } from './guest-token.js';

/** The header that carries the guest token on every billing mutation. */
export const GUEST_TOKEN_HEADER = 'x-tableside-guest-token';

/** The guest id the request's token proves; 401 `invalid-guest-token` otherwise. */
export function requireGuest(request: FastifyRequest, secret: string): string {
  const header = request.headers[GUEST_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const guestId = token ? verifyGuestToken(token, secret) : undefined;
  if (!guestId)
    throw new HttpError(401, {
      type: 'invalid-guest-token',
      message: `header ${GUEST_TOKEN_HEADER} is missing or invalid`,
      field: `header.${GUEST_TOKEN_HEADER}`,
    });
  return guestId;
}

/** The body's consumer must be the token's guest: 403 `consumer-mismatch` otherwise. */
export function requireSameConsumer(guestId: string, consumer: { guestId: string }): void {
  if (consumer.guestId !== guestId) throw new HttpError(403, { type: 'consumer-mismatch', message: 'consumer.guestId does not match the guest token' });
}

/** POST /identity/anonymous: a new guest id and its signed token. */
export function identityRoutes(app: FastifyInstance, secret: string, now: () => number): void {
  serve(app, contract.anonymousGuest, async (_request, reply) => {
    const guestId = `guest-${randomUUID()}`;
    return reply.status(201).send({ guestId, token: signGuestToken(guestId, secret), createdAt: now() });
  });
}
