// `pnpm bench:bundle`, the comparison (issue 12 "Benchmarks that compare"): after the apps and the minimal app
// (bench/minimal-app) are built, prints the critical JS (gzip) of each app's entry route — its Vite entry and the
// route's chunk with everything they import statically, counted as the byte-budget journey counts the bill route
// (apps/pay-at-table/bench/critical-path.mjs) — the ratio to the minimal app, and the issue's baseline beside it.
// Figures are printed, never asserted: the budget lives in apps/pay-at-table/bench/bundle-budget.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeCriticalPath } from '../apps/pay-at-table/bench/critical-path.mjs';

const root = join(import.meta.dirname, '..');
const KIB = 1024;
/** Issue 12's figures (KiB gzip) and target. */
const BASELINE = { billRoute: 202.9, minimal: 113.4, billRouteTarget: 130 };
const budget = JSON.parse(readFileSync(join(root, 'apps/pay-at-table/bench/bundle-budget.json'), 'utf8')).billRouteCriticalJsGzipBytes;

const apps = [
  { name: 'pay-at-table', route: 'bill', dist: 'apps/pay-at-table/dist', module: 'src/app/bill-route.tsx', baseline: BASELINE.billRoute },
  { name: 'menu-preview', route: 'menu list', dist: 'apps/menu-preview/dist', module: 'src/features/menu-preview/components/menu-list-page.tsx' },
  { name: 'terminal-receipts', route: 'landing', dist: 'apps/terminal-receipts/dist', module: 'src/features/landing/landing-page.tsx' },
  { name: 'guest-app', route: 'home', dist: 'apps/guest-app/dist', module: 'src/features/home/home-pages.tsx' },
  { name: 'minimal app', route: 'lazy page', dist: 'bench/minimal-app/dist', module: 'src/page.tsx', baseline: BASELINE.minimal },
];

const measured = [];
for (const app of apps) {
  try {
    measured.push({ ...app, path: routeCriticalPath(join(root, app.dist), app.module) });
  } catch (error) {
    console.error(`${app.name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const minimal = measured.at(-1).path.jsBytes;
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const ratio = (bytes, floor) => `${(bytes / floor).toFixed(2)}×`;

console.log('\nCritical JS of each entry route (gzip; the entry and the route chunk with their static imports), against the minimal app');
console.log(`${'app'.padEnd(18)}${'route'.padEnd(11)}${'critical JS'.padStart(12)}${'files'.padStart(7)}${'vs minimal'.padStart(12)}   issue 12 baseline`);
for (const { name, route, path, baseline } of measured) {
  const before =
    baseline === undefined
      ? '—'
      : `${baseline.toFixed(1)} KiB${name === 'pay-at-table' ? ` (${ratio(BASELINE.billRoute, BASELINE.minimal)} the minimal app's ${BASELINE.minimal} KiB)` : ''}`;
  console.log(
    `${name.padEnd(18)}${route.padEnd(11)}${kib(path.jsBytes).padStart(12)}${String(path.jsFiles.length).padStart(7)}${ratio(path.jsBytes, minimal).padStart(12)}   ${before}`,
  );
}
const bill = measured[0].path.jsBytes;
console.log(
  `Bill route: ${bill} bytes; target ≤ ${BASELINE.billRouteTarget} KiB (${BASELINE.billRouteTarget * KIB} bytes), ${bill <= BASELINE.billRouteTarget * KIB ? 'met' : `${kib(bill - BASELINE.billRouteTarget * KIB)} over`}; byte budget ${budget} bytes (e2e/bundle-budget.spec.ts).`,
);
