import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { acceptedLanguages } from '../services/receipt-locale.js';
import { safeRedirectPath } from './safe-redirect.js';

/**
 * What a built app's server entry receives for one page (apps/pay-at-table's `renderFirstView`, in
 * `<dist>/.ssr/entry-server.mjs`): the request, an in-process `fetch` of this server's API, index.html and Vite's
 * manifest. It answers the whole page or a redirect, or undefined when it does not render that page.
 */
export interface FirstViewRequest {
  readonly url: string;
  readonly origin: string;
  readonly languages: readonly string[];
  readonly fetch: typeof fetch;
  readonly template: string;
  readonly manifest: Readonly<Record<string, { readonly file: string; readonly imports?: readonly string[] }>> | undefined;
}
/** The page rendered, or where to send the browser instead (a path on this origin). */
export type FirstViewAnswer = { readonly html: string } | { readonly redirect: string };
interface ServerEntry {
  renderFirstView(request: FirstViewRequest): Promise<FirstViewAnswer | undefined>;
}

/** Where a build keeps its server entry: a dot folder, which the static serving refuses (`dotfiles: 'deny'`). */
export const SERVER_ENTRY = join('.ssr', 'entry-server.mjs');

const entries = new Map<string, Promise<ServerEntry | undefined>>();

/** The server entry of the build in `dist`, loaded once; undefined when the build has none or it cannot load. */
function serverEntry(dist: string, request: FastifyRequest): Promise<ServerEntry | undefined> {
  const file = join(dist, SERVER_ENTRY);
  let entry = entries.get(file);
  if (!entry) {
    entry = existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: Partial<ServerEntry>) => (typeof module.renderFirstView === 'function' ? (module as ServerEntry) : undefined),
          (error: unknown) => {
            request.log.error({ err: error, file }, 'the build’s server entry does not load; its pages are rendered in the browser');
            return undefined;
          },
        )
      : Promise.resolve(undefined);
    entries.set(file, entry);
  }
  return entry;
}

/**
 * `fetch` over this server's own routes, in process (`inject`): the server entry reads the API as the page's own
 * browser would, with no token, through the same routes, rules and validation, and no socket.
 */
export function injectFetch(app: FastifyInstance, host: string | undefined): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET').toUpperCase() as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, ...(host ? { host } : {}) },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}

async function readManifest(dist: string): Promise<FirstViewRequest['manifest']> {
  try {
    return JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as FirstViewRequest['manifest'];
  } catch {
    return undefined;
  }
}

/**
 * The page `request` asks for, rendered by the build's server entry (issue 12: the bill page's first view is on
 * screen before any script runs), or undefined: no server entry, a page it does not render, or a failure, which is
 * logged; the caller then sends index.html, so a diner never gets an error page for it.
 */
export async function renderFirstView(app: FastifyInstance, dist: string, request: FastifyRequest): Promise<FirstViewAnswer | undefined> {
  const entry = await serverEntry(dist, request);
  if (!entry) return undefined;
  try {
    const [template, manifest] = await Promise.all([readFile(join(dist, 'index.html'), 'utf8'), readManifest(dist)]);
    return await entry.renderFirstView({
      url: request.url,
      origin: `${request.protocol}://${request.host}`,
      languages: acceptedLanguages(request.headers['accept-language']),
      fetch: injectFetch(app, request.headers.host),
      template,
      manifest,
    });
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'the first view was not rendered; index.html is sent instead');
    return undefined;
  }
}

/**
 * Sends what the server entry answered: a redirect to a path of this origin (never elsewhere: anything else is not
 * sent, and the caller sends index.html), never cached; or the page, never cached without revalidation, compressed as
 * `encodings` (best first) allow.
 */
export function sendFirstView(reply: FastifyReply, answer: FirstViewAnswer, encodings: readonly { readonly name: 'br' | 'gzip' }[]): boolean {
  if ('redirect' in answer) {
    const location = safeRedirectPath(answer.redirect);
    if (location === undefined) return false;
    void reply.code(302).headers({ location, 'cache-control': 'no-store' }).send();
    return true;
  }
  const body = Buffer.from(answer.html, 'utf8');
  const encoding = encodings[0]?.name;
  void reply.headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    // The page is in the Accept-Language locale.
    vary: 'Accept-Encoding, Accept-Language',
  });
  if (encoding === 'br') {
    void reply.header('content-encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    void reply.header('content-encoding', 'gzip').send(gzipSync(body));
  } else {
    void reply.send(body);
  }
  return true;
}
