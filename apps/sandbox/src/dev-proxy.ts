import type { IncomingMessage } from 'node:http';

/**
 * The API prefixes of the sandbox: the first path segment of each of its routes (`ApiPrefixes`, checked against
 * the running server's routes by test/dev-proxy.test.ts, so a new prefix cannot be forgotten here).
 */
export const SANDBOX_API_PREFIXES = [
  '/billing',
  '/consent-manager',
  '/consultation',
  '/identity',
  '/marketing',
  '/menu-publications',
  '/ordering',
  '/payment',
  '/public',
  '/realtime',
  '/receipt',
  '/refresh-bill-scheduler',
  '/sandbox',
  '/sandbox-payments',
  '/sunday-device-manager',
  '/telemetry',
  '/terminal-receipts',
  '/tips-suggestion',
  '/unavailable-products',
  '/upsell',
  '/user-account',
  '/venue-feedback',
  '/venue-news',
  '/waiter-app-backend',
] as const;

/** The sandbox `pnpm dev` starts beside the apps: TABLESIDE_SANDBOX_URL, else the sandbox's own PORT (4000) on loopback. */
export function devSandboxUrl(env: Record<string, string | undefined> = process.env): string {
  return env.TABLESIDE_SANDBOX_URL ?? `http://127.0.0.1:${env.PORT ?? 4000}`;
}

/** The part of http-proxy's server the proxy entry configures (Vite passes it to `configure`). */
interface ProxyServer {
  on(event: 'proxyRes', listener: (response: IncomingMessage) => void): unknown;
}

/**
 * Vite's `server.proxy` for an app's dev server: every API prefix (a whole first segment, so `/billing-x` stays
 * the app's) goes to the sandbox, with the browser's Host kept so that origin checks and the links the sandbox
 * builds point at the dev server. Server-sent events stream through unbuffered: http-proxy pipes each chunk as it
 * comes, and the response is marked not to be transformed or buffered by anything in between.
 */
export function sandboxDevProxy(target: string = devSandboxUrl()) {
  const pattern = `^(${SANDBOX_API_PREFIXES.join('|')})(/|\\?|$)`;
  return {
    [pattern]: {
      target,
      changeOrigin: false,
      configure(proxy: ProxyServer) {
        proxy.on('proxyRes', (response) => {
          if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
            response.headers['cache-control'] = 'no-cache, no-transform';
            response.headers['x-accel-buffering'] = 'no';
          }
        });
      },
    },
  };
}

/**
 * The pages apps/guest-app links to that another app serves: the auth group `/guest-app/{appId}/auth/...` (pay-at-table's
 * sign-up) and the venue pages `/venues/...` (its menus). The guest app's dev server sends them to the sandbox, which
 * serves pay-at-table's build on the same origin.
 */
export const GUEST_APP_FOREIGN_PAGES = '^/(guest-app/[^/]+/auth(/|\\?|$)|venues/)';

/** Vite's `server.proxy` for apps/guest-app: the sandbox's API, and the pages pay-at-table serves (built, by the sandbox). */
export function guestAppDevProxy(target: string = devSandboxUrl()) {
  return { ...sandboxDevProxy(target), [GUEST_APP_FOREIGN_PAGES]: { target, changeOrigin: false } };
}
