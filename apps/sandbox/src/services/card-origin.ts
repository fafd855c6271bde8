import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxDb } from '../db/types.js';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from '../http/error-handler.js';
import { HttpError } from '../http/http-error.js';
import { BODY_LIMIT, installRequestGuards } from '../http/request-guards.js';
import { CARD_PAGE_PATH, CARD_PAGE_SCRIPT, CARD_PAGE_SCRIPT_PATH, PAYMENT_METHODS_PATH, renderCardPage } from './card-page.js';
import { CARD_PAGE_TEXT, cardPageLocale } from './card-page-text.js';
import { parseOr400 } from './http-errors.js';
import { cardInputSchema, tokenizeCard } from './payment-intent-machine.js';
import { paymentMethods } from './schema.js';

/** How the payment provider's card origin (a second listener of the sandbox) is started. */
export interface CardOriginOptions {
  db: SandboxDb;
  now: () => number;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The app origins that may frame the card page and receive its messages (read on every request). */
  appOrigins: () => readonly string[];
  randomId?: () => string;
  log?: boolean;
}

/** The running card origin. */
export interface CardOrigin {
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

const pageQuery = z.object({
  origin: z.string().max(200),
  lang: z.string().max(35).optional(),
  autofocus: z.enum(['0', '1']).optional(),
});

/** The headers of every answer of the card origin: nothing may frame it but the page for its app origin. */
function securityHeaders(reply: FastifyReply, frameAncestor: string | undefined): void {
  void reply.header(
    'content-security-policy',
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'unsafe-inline'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${frameAncestor ?? "'none'"}`,
    ].join('; '),
  );
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('referrer-policy', 'no-referrer');
  // frame-ancestors decides framing; X-Frame-Options cannot name another origin, so it only forbids the rest.
  if (frameAncestor === undefined) void reply.header('x-frame-options', 'DENY');
  else reply.removeHeader('x-frame-options');
}

/**
 * The payment simulator's card origin (issue 11, PCI SAQ A): its card page (`GET /sandbox-payments/card-frame`,
 * framed only by the app origin it names, which must be allowed), the page's script, and tokenization
 * (`POST /sandbox-payments/payment-methods` → `pm_…`, from the page's own origin only). The app origin never
 * receives a card number: the page posts it only the payment-method id, brand and last four digits.
 */
export async function startCardOrigin(options: CardOriginOptions): Promise<CardOrigin> {
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  const app = Fastify({ logger: options.log ?? false, bodyLimit: BODY_LIMIT, frameworkErrors, clientErrorHandler });
  app.addHook('onRequest', async (_request, reply) => securityHeaders(reply, undefined));
  installRequestGuards(app);
  installErrorHandler(app);

  app.get(CARD_PAGE_PATH, async (request, reply) => {
    const query = parseOr400(reply, pageQuery, request.query, 'query');
    if (!query) return reply;
    const allowed = options.appOrigins();
    if (!allowed.includes(query.origin)) {
      throw new HttpError(403, { type: 'origin-not-allowed', message: `query.origin: ${query.origin} may not frame the card page`, field: 'query.origin' });
    }
    const locale = cardPageLocale(query.lang);
    securityHeaders(reply, query.origin);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderCardPage({ locale, text: CARD_PAGE_TEXT[locale], parentOrigin: query.origin, autofocus: query.autofocus === '1' }));
  });

  app.get(CARD_PAGE_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CARD_PAGE_SCRIPT),
  );

  app.post(PAYMENT_METHODS_PATH, async (request: FastifyRequest, reply) => {
    // Only the card page itself tokenizes: a browser request from any other origin is refused.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
      throw new HttpError(403, { type: 'cross-origin-card-data', message: `header origin: ${origin} may not send card data`, field: 'header.origin' });
    }
    const card = parseOr400(reply, cardInputSchema, request.body, 'body');
    if (!card) return reply;
    const tokenized = tokenizeCard(card);
    const id = `pm_${randomId().replace(/-/g, '')}`;
    await options.db.insert(paymentMethods).values({
      id,
      brand: tokenized.brand,
      last4: tokenized.last4,
      behaviour: tokenized.behaviour,
      expMonth: tokenized.expMonth,
      expYear: tokenized.expYear,
      createdAt: options.now(),
    });
    return reply.code(201).send({
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: tokenized.brand, last4: tokenized.last4, expMonth: tokenized.expMonth, expYear: tokenized.expYear },
    });
  });

  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return { app, port, close: () => app.close() };
}

/** The app origins a sandbox on `host:port` allows by default: itself on loopback by IP and by name, and `host`. */
export function defaultAppOrigins(host: string, port: number): string[] {
  const origins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  if (host !== '0.0.0.0' && host !== '::' && !host.includes(':')) origins.push(`http://${host}:${port}`);
  return [...new Set(origins)];
}

/** A comma-separated list of origins (TABLESIDE_APP_ORIGINS), each normalised; an entry that is not an origin throws. */
export function parseOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((entry) => {
    const trimmed = entry.trim();
    const url = new URL(trimmed);
    if (url.origin === 'null' || `${url.origin}` !== trimmed.replace(/\/$/, ''))
      throw new Error(`TABLESIDE_APP_ORIGINS: ${trimmed} is not an origin (scheme://host[:port])`);
    return url.origin;
  });
}

/** The card origin the app should frame, as seen from a request's `Host` (so a phone on the LAN gets the LAN name). */
export function cardOriginFor(hostHeader: string | undefined, fallbackHost: string, cardPort: number): string {
  let hostname = fallbackHost === '0.0.0.0' || fallbackHost === '::' ? '127.0.0.1' : fallbackHost;
  if (hostHeader !== undefined && hostHeader.length <= 255) {
    try {
      hostname = new URL(`http://${hostHeader}`).hostname;
    } catch {
      // A malformed Host keeps the configured host.
    }
  }
  return `http://${hostname}:${cardPort}`;
}
