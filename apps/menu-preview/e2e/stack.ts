import { fileURLToPath } from 'node:url';
import { createSandbox } from '@tableside/sandbox';
import { preview } from 'vite';

/** The paths the preview calls (3-menus §7 menu service, home layouts, realtime documents, seed pictures), proxied to the sandbox. */
export const API_PATHS = ['/consultation', '/menu-publications', '/upsell', '/marketing', '/unavailable-products', '/realtime', '/sandbox'] as const;

export interface Stack {
  /** The one origin the browser talks to: the built app and, behind it, the API. */
  readonly url: string;
  close(): Promise<void>;
}

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the real sandbox (in-memory PGlite, seeded, random loopback port) and serves the built `dist/` on one
 * origin. `createSandbox` does not serve built apps, so `vite preview` serves them and proxies the API paths to
 * the sandbox; this file is the one place to change once the sandbox can.
 */
export async function startStack(): Promise<Stack> {
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
  const proxy = Object.fromEntries(API_PATHS.map((path) => [path, { target: sandbox.url, changeOrigin: false, ws: false }]));
  const server = await preview({ root: appRoot, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: false, proxy } });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('vite preview did not report its URL');
  return {
    url,
    async close() {
      await server.close();
      await sandbox.close();
    },
  };
}
