import { fileURLToPath } from 'node:url';
import { createSandbox } from '@tableside/sandbox';

export interface Stack {
  /** The one origin the browser talks to: the sandbox, serving the API and the built app. */
  readonly url: string;
  close(): Promise<void>;
}

// TABLESIDE_TERMINAL_RECEIPTS_DIST runs the journeys on another build of this app.
const dist = process.env['TABLESIDE_TERMINAL_RECEIPTS_DIST'] || fileURLToPath(new URL('../dist', import.meta.url));

/** Starts the real sandbox (in-memory PGlite, seeded, random loopback port) serving this app's built `dist/`. */
export async function startStack(): Promise<Stack> {
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true, builtApps: [{ dist }] });
  return { url: sandbox.url, close: () => sandbox.close() };
}
