import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { ApiPrefixes } from './api-prefixes.js';
import type { BuiltApp } from './built-apps.js';

/** The page a payment provider frames: the simulator's 3-D Secure challenge (framed by the app on its own origin). */
export const THREE_D_SECURE_PATH = /^\/sandbox-payments\/3ds\//;

/**
 * Origins the app may frame besides its own (where the sandbox's payment provider pages live): the contact pages of
 * the post-payment banners that open in a full-screen frame (3-menus §2 Dialogs, §9 "Contact banner iframe
 * allow-list"): the Paris bistro's, whose enrollment is on the app's allow-list.
 */
export const CONTACT_FRAME_ORIGINS: readonly string[] = ['https://le-petit-zinc.example'];

const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;
const styleHashes = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** `'sha256-…'` sources of the inline `<style>` blocks of the built apps' index.html (read again when rebuilt). */
export function inlineStyleHashes(apps: readonly BuiltApp[]): string[] {
  const hashes = new Set<string>();
  for (const app of apps) {
    const file = join(app.dist, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      continue;
    }
    let cached = styleHashes.get(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      const found = [...html.matchAll(inlineStyle)].map(
        (match) =>
          `'sha256-${createHash('sha256')
            .update(match[1] ?? '')
            .digest('base64')}'`,
      );
      cached = { mtimeMs, hashes: found };
      styleHashes.set(file, cached);
    }
    for (const hash of cached.hashes) hashes.add(hash);
  }
  return [...hashes];
}

/**
 * Security headers on every answer (`helmet`): a CSP without inline script (app pages allow only their own
 * files and the hashed inline style of their index.html; the sandbox's own HTML pages — admin, outbox, 3-D Secure,
 * expense-note form — keep their inline `<style>`), `connect-src 'self'`, `frame-src` only the app's own origin,
 * the payment provider's card origin (`cardFrameOrigin`, as seen from the request's Host) and the allow-listed contact pages, `frame-ancestors 'none'` except on the 3-D Secure page (framed by the app),
 * `X-Content-Type-Options: nosniff` and `Referrer-Policy: strict-origin-when-cross-origin`. No CORS header is ever
 * sent: cross-origin reads stay closed.
 *
 * helmet's middleware is built once and run on every request (the directives given as functions are evaluated per
 * request); `@fastify/helmet` built a new one per request, parsing every directive each time (about 0.1 ms a request).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  builtApps: readonly BuiltApp[],
  apiPrefixes: ApiPrefixes,
  cardFrameOrigin?: (hostHeader: string | undefined) => string,
): void {
  const url = (req: IncomingMessage): string => req.url ?? '/';
  // The payment provider's card page, on its own origin (issue 11, PCI SAQ A): the app frames it for card fields.
  const cardFrame = (req: IncomingMessage): string => (cardFrameOrigin ? cardFrameOrigin(req.headers.host) : '');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", (req) => (apiPrefixes.matches(url(req as IncomingMessage)) ? "'unsafe-inline'" : inlineStyleHashes(builtApps).join(' '))],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...CONTACT_FRAME_ORIGINS, (req) => cardFrame(req as IncomingMessage)],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: [(req) => (THREE_D_SECURE_PATH.test(url(req as IncomingMessage)) ? "'self'" : "'none'")],
        upgradeInsecureRequests: null,
      },
    },
    // frame-ancestors above decides framing; X-Frame-Options follows it for older browsers (onRequest below).
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-frame-options', THREE_D_SECURE_PATH.test(request.url) ? 'SAMEORIGIN' : 'DENY');
    // Synchronous: helmet sets the headers and calls back at once (and throws what fails).
    headers(request.raw, reply.raw, (error) => {
      if (error !== undefined) throw error;
    });
  });
}
