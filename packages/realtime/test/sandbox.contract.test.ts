import { createSandbox, seedIds } from '@tableside/sandbox';
import { createSandboxDocumentStore } from '../src/index.js';
import { documentStoreContract } from './document-store-contract.js';

documentStoreContract('sandbox SSE adapter against the running sandbox', async () => {
  const billId = seedIds.tables.parisFresh.billId;
  if (billId === null) throw new Error('the seed has no bill for the fresh Paris table');
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
  return {
    store: createSandboxDocumentStore({ baseUrl: sandbox.url }),
    billId,
    close: () => sandbox.close(),
  };
});
