import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSandbox } from '@tableside/sandbox';
import { GUEST_APP_PATHS } from '../../sandbox/src/http/built-apps.js';

export interface Stack {
  /** The one origin the browser talks to: the sandbox, serving the API and the built apps. */
  readonly url: string;
  close(): Promise<void>;
}

const dist = fileURLToPath(new URL('../dist', import.meta.url));
// The venue menus and the sign-up flow the guest app links to are pay-at-table's (its `build` runs before this app's
// e2e, see turbo.json); GUEST_APP_E2E_PAY_AT_TABLE_DIST points at another build of it.
const payAtTable = process.env['GUEST_APP_E2E_PAY_AT_TABLE_DIST'] ?? fileURLToPath(new URL('../../pay-at-table/dist', import.meta.url));

/** Starts the real sandbox (in-memory PGlite, seeded, random loopback port) serving this app's `dist/` and pay-at-table's. */
export async function startStack(): Promise<Stack> {
  if (!existsSync(payAtTable)) throw new Error('apps/pay-at-table/dist is missing: build pay-at-table first (turbo runs its build before this e2e)');
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true, builtApps: [{ dist, owns: GUEST_APP_PATHS }, { dist: payAtTable }] });
  return { url: sandbox.url, close: () => sandbox.close() };
}
