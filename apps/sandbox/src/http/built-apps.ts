import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderFirstView, sendFirstView } from './first-view.js';

/**
 * The paths of apps/terminal-receipts (1-core §2 "Terminal landings", "Terminal receipts"): the landings by venue,
 * business and enrollment, the receipt pages, and the identity pages `/businesses/{id}` and `/enrollments/{id}`.
 */
export const TERMINAL_RECEIPTS_PATHS = /^\/(venue\/[^/]+\/transaction\/|businesses\/[^/]+(\/transaction\/|\/?$)|enrollments\/[^/]+(\/transaction\/|\/?$))/;

/**
 * The paths of apps/guest-app (3 §2 "Guest app routes", "Business groups"): `/guest-app`, `/guest-app/{appId}` and
 * its sub-paths except the auth group (`/guest-app/{appId}/auth/...`, pay-at-table's sign-up flow), and the store
 * locator `/business-groups/{groupId}/locations/`.
 */
export const GUEST_APP_PATHS = /^\/(?:guest-app\/?$|guest-app\/[^/]+(?:\/?$|\/(?!auth(?:\/|$)))|business-groups\/[^/]+\/locations\/?$)/;

/** A built single-page app and the paths it owns (the rest fall to the first app without `owns`). */
export interface BuiltApp {
  dist: string;
  owns?: RegExp;
}

/**
 * Serves the built apps on the sandbox's origin (DESIGN.md "serves every built app on one origin"): a file when
 * one exists in the owning app (then in the others: hashed asset names never clash), else the owning app's
 * index.html for extension-less paths (client routes). File serving (MIME types, path traversal, ETags, ranges) is
 * @fastify/send's. Like a production CDN, it serves the build's brotli or gzip copy of a file (`x.js.br`, `x.js.gz`)
 * when `Accept-Encoding` allows, with `Vary: Accept-Encoding` and the original's `Content-Type`, and caches Vite's
 * hashed assets for a year (`immutable`), HTML never without revalidation (`no-cache`), anything else briefly.
 * Answers false when the request is not for an app, so the caller can send its JSON 404.
 */
export async function serveBuiltApp(apps: readonly BuiltApp[], request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const built = apps.filter((app) => existsSync(join(app.dist, 'index.html')));
  const path = request.url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const owner = built.find((app) => app.owns?.test(decoded)) ?? built.find((app) => !app.owns);
  const ordered = owner ? [owner, ...built.filter((app) => app !== owner)] : built;
  for (const app of ordered) {
    if (await sendFrom(app.dist, path, request, reply)) return true;
  }
  if (!owner || extname(decoded) !== '') return false;
  // A page the build's server entry renders (the bill's first view, a table's redirect to it) is sent as it answers;
  // any other, index.html.
  const answer = request.method === 'GET' ? await renderFirstView(request.server, owner.dist, request) : undefined;
  if (answer !== undefined && sendFirstView(reply, answer, acceptedEncodings(request.headers['accept-encoding']))) return true;
  return sendFrom(owner.dist, '/index.html', request, reply);
}

/** Vite's content-hashed output: `assets/<name>-<8-character hash>.<ext>` (source maps included). */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.[\w.]+$/;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=300';

/** `no-cache` for HTML (it names the hashed files of the current build), a year for hashed assets, else 5 minutes. */
export function cacheControlFor(path: string): string {
  if (extname(path) === '.html') return 'no-cache';
  return HASHED_ASSET.test(path) ? IMMUTABLE_CACHE : SHORT_CACHE;
}

/** The pre-compressed copies the build writes beside each text asset (vite-plugin-compression2), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The encodings an `Accept-Encoding` header accepts, best first (RFC 9110 §12.5.3): `q=0` refuses one, `*` stands for
 * those not named, and brotli wins a tie.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return ENCODINGS.filter((encoding) => weightOf(encoding.name) > 0).sort((a, b) => weightOf(b.name) - weightOf(a.name));
}

function contentTypeOf(path: string): string {
  const type = send.mime.getType(path) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

async function sendFrom(root: string, path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const options = { root, index: false, dotfiles: 'deny', cacheControl: false } as const;
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    const compressed = await send(request.raw, `${path}${encoding.suffix}`, options);
    if (compressed.type === 'file') {
      void reply
        .code(compressed.statusCode)
        .headers(compressed.headers)
        .headers({ 'content-type': contentTypeOf(path), 'content-encoding': encoding.name });
      return answer(reply, path, compressed.stream);
    }
    compressed.stream.destroy();
  }
  const result = await send(request.raw, path, options);
  if (result.type !== 'file') {
    result.stream.destroy();
    return false;
  }
  void reply.code(result.statusCode).headers(result.headers);
  return answer(reply, path, result.stream);
}

function answer(reply: FastifyReply, path: string, stream: Readable): true {
  void reply.headers({ 'cache-control': cacheControlFor(path), vary: 'Accept-Encoding' });
  void reply.send(stream);
  return true;
}
