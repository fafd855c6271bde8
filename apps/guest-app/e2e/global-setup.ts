import { startStack } from './stack.js';

/** Starts the stack once for every journey; it builds nothing (`pnpm e2e` builds first). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack();
  process.env['GUEST_APP_E2E_BASE_URL'] = stack.url;
  return () => stack.close();
}
