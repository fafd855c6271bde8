import { fileURLToPath } from 'node:url';
import { createSandbox, seedIds } from '@tableside/sandbox';
import { preview } from 'vite';

/** The API paths of 1-core §7 and 2-paying §7 (and the sandbox's own pages), proxied to the sandbox. */
export const API_PATHS = [
  '/billing',
  '/refresh-bill-scheduler',
  '/realtime',
  '/identity',
  '/payment',
  '/receipt',
  '/sandbox-payments',
  '/tips-suggestion',
  '/waiter-app-backend',
  '/sandbox',
] as const;

export interface Stack {
  /** The one origin the browser talks to: the built app and, behind it, the API. */
  readonly url: string;
  readonly seedIds: typeof seedIds;
  close(): Promise<void>;
}

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the real sandbox (in-memory PGlite, seeded, random loopback port) and serves the built `dist/` on one
 * origin. `createSandbox` does not serve built apps yet, so `vite preview` serves them and proxies the API paths
 * to the sandbox; this file is the one place to switch once the sandbox can.
 */
export async function startStack(): Promise<Stack> {
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
  const proxy = Object.fromEntries(API_PATHS.map((path) => [path, { target: sandbox.url, changeOrigin: false, ws: false }]));
  const server = await preview({
    root: appRoot,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, proxy },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('vite preview did not report its URL');
  return {
    url,
    seedIds,
    async close() {
      await server.close();
      await sandbox.close();
    },
  };
}
