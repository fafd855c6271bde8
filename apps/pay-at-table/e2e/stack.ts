import { fileURLToPath } from 'node:url';
import { createSandbox, seedIds, type SandboxOptions } from '@tableside/sandbox';

export interface Stack {
  /** The one origin the browser talks to: the built app and the API, both served by the sandbox. */
  readonly url: string;
  /**
   * The payment provider's card origin: a second listener of the same sandbox (a free port here), serving the card
   * page the app frames. The app learns it from GET /sandbox-payments/config; journeys check against it.
   */
  readonly cardUrl: string;
  readonly seedIds: typeof seedIds;
  close(): Promise<void>;
}

// TABLESIDE_PAY_AT_TABLE_DIST runs the journeys on another build of this app (as the sandbox's own option does).
const dist = process.env['TABLESIDE_PAY_AT_TABLE_DIST'] || fileURLToPath(new URL('../dist', import.meta.url));

/** What a journey may change in its own stack (the shared one takes the defaults). */
export interface StackOptions {
  /** Shorter issued-split leases, for the journeys of abandoned splits. */
  readonly leases?: SandboxOptions['leases'];
  /** Changes to seed venues' documents, by venue id (e.g. a venue whose tips need an account). */
  readonly venues?: Readonly<Record<string, (venue: Record<string, unknown>) => Record<string, unknown>>>;
  /** Serves every built app of the repository (menu-preview, terminal-receipts, guest-app) beside this one. */
  readonly allApps?: boolean;
}

/**
 * Starts the real sandbox (in-memory PGlite, seeded, random loopback port) serving this app's built `dist/` on
 * its own origin (DESIGN.md "serves every built app on one origin"). This file is the one place that decides how
 * the journeys reach the app.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const sandbox = await createSandbox({
    inMemory: true,
    port: 0,
    seed: true,
    ...(options.allApps ? {} : { builtApps: [{ dist }] }),
    ...(options.leases ? { leases: options.leases } : {}),
  });
  for (const [venueId, change] of Object.entries(options.venues ?? {})) {
    const venue = await sandbox.store.get(`venues/${venueId}`);
    if (!venue.exists) throw new Error(`No seed venue ${venueId}`);
    await sandbox.store.write(`venues/${venueId}`, change(venue.data as Record<string, unknown>));
  }
  return { url: sandbox.url.replace(/\/$/, ''), cardUrl: sandbox.cardUrl.replace(/\/$/, ''), seedIds, close: () => sandbox.close() };
}
