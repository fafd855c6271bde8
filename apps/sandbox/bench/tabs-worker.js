// @ts-check
/**
 * The diners' tabs of `pnpm bench:sandbox` (split-issue.ts) in a worker thread of their own: one multiplexed realtime
 * stream per tab, holding its bill's document and the scoped query of its table's open bill, as a diner's page does.
 * Reading the thousands of snapshots a round delivers (and collecting what they leave) happens here, so it never holds
 * up the event loop that sends the split issues and times their answers. Plain JavaScript: a worker thread loads it
 * with Node's own loader.
 *
 * workerData: { url: string, tabs: { billId: string, tableId: string }[] }. Opens the tabs 50 at a time and posts
 * `{ type: 'ready' }` once every tab has both first snapshots (or `{ type: 'failed', error }`); answers `{ type: 'count' }`
 * with `{ type: 'count', events }` (snapshots received so far); on `{ type: 'close' }` aborts the streams and closes
 * its port, after which nothing keeps the thread alive.
 */
/* global AbortController, fetch, TextDecoder -- Node's web globals */
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string; tabs: { billId: string; tableId: string }[] }} */
const { url, tabs } = workerData;
const port = parentPort;
if (!port) throw new Error('tabs-worker.js runs as a worker thread');

const controller = new AbortController();
let events = 0;

/**
 * One diner's tab; resolves once both subscriptions sent their first snapshot.
 * @param {string} billId
 * @param {string} tableId
 */
async function openTab(billId, tableId) {
  const subscriptions = [
    { id: 'bill', path: `bills/${billId}` },
    {
      id: 'open-bill',
      collection: 'bills',
      where: [
        ['order.tableId', '==', tableId],
        ['closed', '==', false],
      ],
      limit: 1,
    },
  ];
  const response = await fetch(`${url}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify(subscriptions))}`, {
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firsts = 0;
  /** @type {{ resolve: () => void; reject: (error: Error) => void }} */
  let opening = { resolve: () => undefined, reject: () => undefined };
  const both = new Promise((resolve, reject) => (opening = { resolve: () => resolve(undefined), reject }));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        // A stream that ends before its first snapshots fails the round instead of leaving it waiting.
        if (done) return opening.reject(new Error(`the stream of bill ${billId} ended before its first snapshots`));
        const count = decoder.decode(value, { stream: true }).split('event: snapshot').length - 1;
        events += count;
        firsts += count;
        if (firsts >= 2) opening.resolve();
      }
    } catch (error) {
      // Aborted at the end of the round (once open), or failed while opening.
      opening.reject(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  await both;
}

port.on('message', (/** @type {{ type: string }} */ message) => {
  if (message.type === 'count') port.postMessage({ type: 'count', events });
  if (message.type === 'close') {
    controller.abort();
    port.close();
  }
});

try {
  for (let i = 0; i < tabs.length; i += 50) {
    await Promise.all(tabs.slice(i, i + 50).map((tab) => openTab(tab.billId, tab.tableId)));
  }
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', error: String(error) });
}
