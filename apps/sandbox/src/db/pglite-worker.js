// @ts-check
/**
 * PGlite in a worker thread, served over the PostgreSQL wire protocol on a Unix socket (pglite-socket), so its
 * WebAssembly runs beside the HTTP thread instead of on it. Plain JavaScript: a worker thread loads it with Node's own
 * loader, whichever runner (tsx, vitest) started the sandbox. See open-database.ts for the HTTP thread's side.
 *
 * workerData: { socketPath: string, dataDir: string | undefined, startParams: string[], template: string | undefined }
 * (`template`: the tarball of a migrated data folder to start from, see pglite-template.js). Posts
 * `{ type: 'ready', start: 'resumed' | 'template' | 'initdb' }` once it accepts connections; on `{ type: 'save-template' }`
 * it saves the database as the template and posts `{ type: 'template-saved', error?: string }`; on `{ type: 'close' }`
 * it stops serving, closes PGlite (flushing a data folder) and posts `{ type: 'closed' }`, after which nothing keeps
 * the thread alive.
 */
import { performance } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openPglite, saveTemplate } from './pglite-template.js';

/** @type {{ socketPath: string; dataDir: string | undefined; startParams: string[]; template: string | undefined }} */
const options = workerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker.js runs as a worker thread');

const { db, start } = await openPglite(options);
// The HTTP thread's pool holds one connection, so statements and transactions are ordered there and pglite-socket never
// interleaves two clients' extended-protocol messages on PGlite's one session. A few more are accepted because
// node-postgres drops a connection after a failed statement and opens its replacement while the old socket closes.
const server = new PGLiteSocketServer({ db, path: options.socketPath, maxConnections: 4 });
await server.start();

/**
 * Start-up (PGlite's file bundle, initdb) and bursts of statements leave garbage ArrayBuffers of hundreds of MiB, and a
 * worker that then goes quiet allocates too little for V8 to collect them. So the worker collects once it is idle after
 * work: a second with its event loop under 2 % busy after busier ones, at most every 10 s. Never under load. (`--expose-gc` set at
 * run time, as jest's leak detector does: workers take no V8 flags of their own.)
 */
setFlagsFromString('--expose-gc');
const collect = /** @type {() => void} */ (runInNewContext('gc'));
collect();
let busySinceCollect = false;
let collectedAt = Number.NEGATIVE_INFINITY; // the first quiet second after start-up (migrations, seed) collects
let last = performance.eventLoopUtilization();
setInterval(() => {
  const now = performance.eventLoopUtilization();
  const utilization = performance.eventLoopUtilization(now, last).utilization;
  last = now;
  if (utilization >= 0.02) busySinceCollect = true;
  else if (busySinceCollect && performance.now() - collectedAt >= 10_000) {
    busySinceCollect = false;
    collectedAt = performance.now();
    collect();
  }
}, 1000).unref();

port.on('message', (/** @type {{ type: string }} */ message) => {
  if (message.type === 'save-template' && options.template !== undefined) {
    const template = options.template;
    saveTemplate(db, template).then(
      () => port.postMessage({ type: 'template-saved' }),
      (/** @type {unknown} */ error) => port.postMessage({ type: 'template-saved', error: String(error) }),
    );
    return;
  }
  if (message.type !== 'close') return;
  void (async () => {
    await server.stop();
    await db.close();
    port.postMessage({ type: 'closed' });
    port.close();
  })();
});
port.postMessage({ type: 'ready', start });
