import { startStack } from './stack.js';

/** Starts the stack once for every journey; it builds nothing (the `e2e` task depends on `build`). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack();
  process.env['PAT_E2E_BASE_URL'] = stack.url;
  process.env['PAT_E2E_CARD_URL'] = stack.cardUrl;
  return () => stack.close();
}
