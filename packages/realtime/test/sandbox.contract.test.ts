import { createSandbox, seedIds } from '@tableside/sandbox';
import { createSandboxDocumentStore } from '../src/index.js';
import { documentStoreContract } from './document-store-contract.js';

documentStoreContract('sandbox SSE adapter against the running sandbox', async () => {
  const billId = seedIds.tables.parisFresh.billId;
  if (billId === null) throw new Error('the seed has no bill for the fresh Paris table');
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
  const identity = await fetch(`${sandbox.url}/identity/anonymous`, { method: 'POST' });
  const { token } = (await identity.json()) as { token: string };
  let table = 0;
  return {
    store: createSandboxDocumentStore({ baseUrl: sandbox.url, guestToken: () => token }),
    billId,
    // A fresh bill (4 fish) on a new table of the London pub: its product can be marked as paid up to 4 units.
    markable: async () => {
      table += 1;
      const order = await sandbox.pos.openOrder('venue-london-pub', `contract-table-${table}`, {
        numberOfGuests: 2,
        checks: [{ name: 'Check 1', items: [{ posProductId: 'gb-fish', quantity: 400_000 }] }],
      });
      const bill = sandbox.store.get(`bills/${order.billId}`);
      const data = (await bill).data as { order: { subOrders: { quantifiedProducts: { productId: string }[] }[] } };
      const productId = data.order.subOrders[0]?.quantifiedProducts[0]?.productId;
      if (productId === undefined) throw new Error('the fresh bill has no product');
      return { billId: order.billId, productId };
    },
    close: () => sandbox.close(),
  };
});
