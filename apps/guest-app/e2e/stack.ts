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

/** What a journey may change in its own stack (the shared one takes the defaults). */
export interface StackOptions {
  /** Changes to seed venues' documents, by venue id (e.g. a venue's customization). */
  readonly venues?: Readonly<Record<string, (venue: Record<string, unknown>) => Record<string, unknown>>>;
}

/** Starts the real sandbox (in-memory PGlite, seeded, random loopback port) serving this app's `dist/` and pay-at-table's. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(payAtTable)) throw new Error('apps/pay-at-table/dist is missing: build pay-at-table first (turbo runs its build before this e2e)');
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true, builtApps: [{ dist, owns: GUEST_APP_PATHS }, { dist: payAtTable }] });
  for (const [venueId, change] of Object.entries(options.venues ?? {})) {
    const venue = await sandbox.store.get(`venues/${venueId}`);
    if (!venue.exists) throw new Error(`No seed venue ${venueId}`);
    await sandbox.store.write(`venues/${venueId}`, change(venue.data as Record<string, unknown>));
  }
  return { url: sandbox.url.replace(/\/$/, ''), close: () => sandbox.close() };
}
