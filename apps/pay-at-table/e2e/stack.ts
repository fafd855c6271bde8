import { fileURLToPath } from 'node:url';
import { createSandbox, seedIds } from '@tableside/sandbox';

export interface Stack {
  /** The one origin the browser talks to: the built app and the API, both served by the sandbox. */
  readonly url: string;
  readonly seedIds: typeof seedIds;
  close(): Promise<void>;
}

const dist = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Starts the real sandbox (in-memory PGlite, seeded, random loopback port) serving this app's built `dist/` on
 * its own origin (DESIGN.md "serves every built app on one origin"). This file is the one place that decides how
 * the journeys reach the app.
 */
export async function startStack(): Promise<Stack> {
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true, builtApps: [{ dist }] });
  return { url: sandbox.url.replace(/\/$/, ''), seedIds, close: () => sandbox.close() };
}
