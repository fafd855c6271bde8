// The first visit on a slow phone network (issue 10 "Slow networks"): starts the sandbox (in-memory, seeded) serving
// the built app like the journeys' stack (e2e/stack.ts), scans a seed table in Debian's Chromium under slow 3G (400 ms latency,
// 400 kbit/s each way) and 4× CPU throttling, both through the DevTools protocol, and prints the time from the scan
// until the bill's left to pay is visible and the bytes on the wire, then the same for a repeat visit (warm cache),
// beside the baseline of the issue. Figures are printed, never asserted.
//
//   pnpm bench:slow3g                       three cold visits (median), then one repeat visit
//   pnpm bench:slow3g --runs=1              one cold visit
//   pnpm bench:slow3g --encoding=identity   the browser refuses compressed responses (how assets were served before)
//   pnpm bench:slow3g --dist=/tmp/dist      another build of the app (e.g. `vite build --outDir /tmp/dist`)
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '@tableside/playwright-config';
import { createSandbox, seedIds } from '@tableside/sandbox';
import { chromium } from 'playwright-core';
import { readManifest } from './critical-path.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    encoding: { type: 'string', default: 'auto' },
    dist: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
if (!['auto', 'identity'].includes(values.encoding)) throw new Error(`--encoding is auto or identity, got ${values.encoding}`);

const SLOW_3G = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const CPU_SLOWDOWN = 4;
const BASELINE = { seconds: 54, kib: 693 };
const BILL_TIMEOUT_MS = 240_000;

readManifest(values.dist); // fails early, naming `pnpm build`, without a build

/** Bytes received per request (headers and body as sent, so compressed when compressed), by the DevTools protocol. */
function trackBytes(cdp) {
  const received = new Map();
  const kinds = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    kinds.set(requestId, response.url.includes('/assets/') || type === 'Document' ? 'app' : 'api');
    received.set(requestId, Math.max(received.get(requestId) ?? 0, response.encodedDataLength ?? 0));
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => received.set(requestId, (received.get(requestId) ?? 0) + encodedDataLength));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength));
  return {
    reset: () => {
      received.clear();
      kinds.clear();
    },
    totals: () => {
      const totals = { app: 0, api: 0, requests: received.size };
      for (const [id, bytes] of received) totals[kinds.get(id) ?? 'api'] += bytes;
      return totals;
    },
  };
}

/** Navigates to the table's QR link and answers the milliseconds until the bill's left to pay shows. */
async function visit(page, url) {
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: BILL_TIMEOUT_MS });
  await page.locator('#bill-left-to-pay + p').waitFor({ state: 'visible', timeout: BILL_TIMEOUT_MS });
  return performance.now() - start;
}

const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true, builtApps: [{ dist: values.dist }] });
const browser = await chromium.launch(chromiumLaunchOptions);
const table = seedIds.tables.parisFresh;
const url = `${sandbox.url.replace(/\/$/, '')}/venues/${table.venueId}/tables/${table.deviceId}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

try {
  const cold = [];
  let repeat;
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const bytes = trackBytes(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (values.encoding === 'identity') await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const ms = await visit(page, url);
    cold.push({ ms, ...bytes.totals() });
    console.log(
      `cold visit ${run}/${runs}: bill after ${seconds(ms)}, ${kib(bytes.totals().app)} of app files + ${kib(bytes.totals().api)} of API on the wire (${bytes.totals().requests} requests)`,
    );
    if (run === runs) {
      bytes.reset();
      const again = await visit(page, url);
      repeat = { ms: again, ...bytes.totals() };
    }
    await context.close();
  }
  const coldMs = median(cold.map(({ ms }) => ms));
  const coldApp = median(cold.map(({ app }) => app));
  const coldApi = median(cold.map(({ api }) => api));
  console.log('');
  console.log(
    `Slow 3G (400 ms, 400 kbit/s down and up) + ${CPU_SLOWDOWN}× CPU, Accept-Encoding ${values.encoding === 'identity' ? 'identity' : "Chromium's own"}, median of ${runs}:`,
  );
  console.log(`  scan → bill visible, first visit:  ${seconds(coldMs).padStart(8)}   baseline ${BASELINE.seconds} s`);
  console.log(
    `  bytes on the wire, first visit:    ${kib(coldApp + coldApi).padStart(8)}   baseline ${BASELINE.kib} KiB (app files ${kib(coldApp)}, API ${kib(coldApi)})`,
  );
  if (repeat) {
    console.log(
      `  scan → bill visible, repeat visit: ${seconds(repeat.ms).padStart(8)}   (cached assets: app files ${kib(repeat.app)}, API ${kib(repeat.api)})`,
    );
  }
} finally {
  await browser.close();
  await sandbox.close();
}
