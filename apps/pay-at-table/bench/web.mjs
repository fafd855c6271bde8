// `pnpm bench:web` (issue 12 "Benchmarks that compare"): Lighthouse 12 with its default mobile preset (simulated
// slow 4G, 4× CPU) in Debian's headless Chromium, on the bill page and on the minimal app (bench/minimal-app), the two
// pages taking turns so both see the same machine load, then the median score, LCP, TBT and CLS of each beside the
// baseline of the issue. Figures are printed, never asserted.
//
// The bill page is served as `pnpm start` serves it: the sandbox in its own process (on a free port, with a fresh
// PGlite data folder and the seed), serving this app's build. The minimal app is served gzipped, with the same
// cache headers, by a small static server here.
//
//   pnpm bench:web             builds pay-at-table, menu-preview and the minimal app, then three runs of each page (median)
//   pnpm bench:web --runs=5
//   pnpm bench:web --dist=<folder>   measures an existing build of pay-at-table (a copy of its `dist`, e.g. before and
//                                    after a change) without building it; only the minimal app is built
//   pnpm bench:web --reports=<folder>  also writes each run's Lighthouse report there (JSON, e.g. to read the LCP's
//                                    phases or the long tasks)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readManifest } from './critical-path.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' }, reports: { type: 'string' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be an integer from 1 to 20, got ${values.runs}`);

const appDir = join(import.meta.dirname, '..');
const rootDir = join(appDir, '..', '..');
// A relative --dist is read from where the command was typed (pnpm runs this script in the app's folder).
const appDist = values.dist === undefined ? join(appDir, 'dist') : resolve(process.env.INIT_CWD ?? process.cwd(), values.dist);
const reportsDir = values.reports === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), values.reports);
const buildFilters =
  values.dist === undefined ? ['@tableside/pay-at-table', '@tableside/menu-preview', '@tableside/bench-minimal-app'] : ['@tableside/bench-minimal-app'];
const built = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', ...buildFilters.map((name) => `--filter=${name}`)], { cwd: rootDir, stdio: 'inherit' });
if (built.status !== 0) throw new Error(`The build of ${buildFilters.join(', ')} failed (exit ${built.status})`);
const sandboxDir = join(appDir, '..', 'sandbox');
const minimalDist = join(appDir, '..', '..', 'bench', 'minimal-app', 'dist');
const CHROMIUM = '/usr/bin/chromium';
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(join(appDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
/** A seeded open bill (apps/sandbox/src/seed/seed-ids.ts, `parisFresh`). */
const BILL_PATH = '/venues/venue-paris-bistro/bills/bill-paris-1';
/** Issue 12's figures and targets. */
const BASELINE = {
  bill: 'score 56–58, LCP 6.2–6.3 s, TBT 490–590 ms',
  minimal: 'score 99, LCP 1.73 s, TBT 35 ms',
  targets: "bill page: score ≥ 95, LCP ≤ 1.15× the minimal app's in the same run, TBT ≤ 100 ms, CLS ≤ 0.05",
};

readManifest(appDist); // fails early, naming `pnpm build`, without a build
if (!existsSync(join(minimalDist, 'index.html'))) throw new Error(`No ${minimalDist}: run \`pnpm bench:web\` from the root (it builds the minimal app).`);

/** The sandbox as `pnpm start` runs it (src/main.ts), on a free port with a fresh data folder; answers its URL. */
async function startSandbox() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: sandboxDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      TABLESIDE_DATA_DIR: dataDir,
      TABLESIDE_SECRET: randomBytes(32).toString('base64url'),
      TABLESIDE_PAY_AT_TABLE_DIST: appDist,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /Tableside sandbox on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** Serves the minimal app's build: the `.gz` copy when the browser accepts gzip, hashed assets immutable, HTML no-cache. */
async function startStaticServer(dist) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(dist, pathname));
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) file = join(dist, 'index.html');
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && existsSync(`${file}.gz`);
    response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('cache-control', file.includes(`${join(dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('vary', 'accept-encoding');
    if (gzip) response.setHeader('content-encoding', 'gzip');
    response.end(readFileSync(gzip ? `${file}.gz` : file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** One Lighthouse run (default config: mobile, simulated throttling), performance only, with a fresh Chromium. */
async function measure(url, name) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportsDir !== undefined) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const sandbox = await startSandbox();
const minimal = await startStaticServer(minimalDist);
const pages = [
  { name: 'bill page', url: `${sandbox.url.replace(/\/$/, '')}${BILL_PATH}`, baseline: BASELINE.bill, results: [] },
  { name: 'minimal app', url: `${minimal.url}/`, baseline: BASELINE.minimal, results: [] },
];
try {
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset (simulated slow 4G, 4× CPU), headless ${CHROMIUM}; ${runs} runs of each page, taking turns; pay-at-table build ${appDist}; load ${loadAverage()}`,
  );
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const result = await measure(page.url, `${page.name.replace(/ /g, '-')}-${run}`);
      page.results.push(result);
      console.log(
        `  run ${run} ${page.name.padEnd(11)} score ${result.score}, FCP ${seconds(result.fcp)}, LCP ${seconds(result.lcp)}, TBT ${result.tbt.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}${result.warnings.length ? ` (warnings: ${result.warnings.join(' | ')})` : ''}`,
      );
    }
  }
  console.log(`\nMedian of ${runs} runs (${pages[0].url}, ${pages[1].url}); load ${loadAverage()}`);
  console.log(`${'page'.padEnd(13)}${'score'.padStart(6)}${'LCP'.padStart(10)}${'TBT'.padStart(10)}${'CLS'.padStart(8)}   issue 12 baseline`);
  const medians = pages.map((page) => {
    const m = Object.fromEntries(['score', 'lcp', 'tbt', 'cls'].map((key) => [key, median(page.results.map((result) => result[key]))]));
    console.log(
      `${page.name.padEnd(13)}${String(m.score).padStart(6)}${seconds(m.lcp).padStart(10)}${`${m.tbt.toFixed(0)} ms`.padStart(10)}${m.cls.toFixed(3).padStart(8)}   ${page.baseline}`,
    );
    return m;
  });
  console.log(`Bill page LCP / minimal app LCP: ${(medians[0].lcp / medians[1].lcp).toFixed(2)}× (target ≤ 1.15×). Targets: ${BASELINE.targets}.`);
} finally {
  await minimal.stop();
  await sandbox.stop();
}
