import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** Who may use the admin, outbox and simulator control routes from beyond loopback. */
export interface AdminAccess {
  /** Started with `--expose-admin` / `TABLESIDE_EXPOSE_ADMIN=1` / option `exposeAdmin`. */
  exposed: boolean;
  /** `TABLESIDE_ADMIN_TOKEN` / option `adminToken`: sent as `x-tableside-admin-token` (or `Authorization: Bearer`). */
  token?: string;
}

/** The header a remote admin sends its token in. */
export const ADMIN_TOKEN_HEADER = 'x-tableside-admin-token';

/**
 * The control routes: the POS admin page and its actions, the outbox, and the simulators' switches (order status,
 * unavailable products, tab inspection). Not the payment simulator's intents nor the menu images: the apps use them.
 */
export const CONTROL_ROUTE = /^\/sandbox\/(admin|outbox|orders|businesses|tabs)(\/|\.|\?|$)/;

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The access from options, else the environment (`TABLESIDE_EXPOSE_ADMIN=1`, `TABLESIDE_ADMIN_TOKEN`). */
export function adminAccess(options: { exposeAdmin?: boolean; adminToken?: string }, env: NodeJS.ProcessEnv = process.env): AdminAccess {
  const exposed = options.exposeAdmin ?? env.TABLESIDE_EXPOSE_ADMIN === '1';
  const token = options.adminToken ?? env.TABLESIDE_ADMIN_TOKEN;
  return { exposed, ...(token ? { token } : {}) };
}

function sameToken(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

function sentToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const direct = headers[ADMIN_TOKEN_HEADER];
  if (typeof direct === 'string') return direct;
  const authorization = headers.authorization;
  return typeof authorization === 'string' && authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

/**
 * Control routes answer only on loopback; from another address only when the sandbox was started exposed and with
 * an admin token, and the request carries it. Otherwise 403 `admin-only-on-loopback` naming the token header.
 */
export function installAdminGate(app: FastifyInstance, access: AdminAccess): void {
  app.addHook('onRequest', async (request) => {
    // The route's pattern, not the raw URL: `/sandbox/%61dmin` routes to the admin page too.
    const route = request.routeOptions.url ?? request.url;
    if (!CONTROL_ROUTE.test(route) || isLoopback(request.socket.remoteAddress)) return;
    const token = sentToken(request.headers);
    if (access.exposed && access.token && token !== undefined && sameToken(token, access.token)) return;
    throw new HttpError(403, {
      type: 'admin-only-on-loopback',
      message: `header.${ADMIN_TOKEN_HEADER}: the admin, outbox and simulator controls answer only on loopback, or with the admin token when the sandbox is started with --expose-admin`,
      field: `header.${ADMIN_TOKEN_HEADER}`,
    });
  });
}
