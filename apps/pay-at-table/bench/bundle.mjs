// Bundle budget of the bill page (DESIGN.md "The critical path of the bill page is small"): after `pnpm build`,
// prints the gzip size of the entry plus the bill route's chunks (bench/critical-path.mjs, the same count as the
// byte-budget journey), and of every chunk, and fails when firebase, Stripe or PDF code is reachable from that
// critical set. Module origins are read from the chunks' source maps.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { billRouteCriticalPath, gzipSizeOf } from './critical-path.mjs';

// `--dist=<folder>` measures another build of this app (e.g. `vite build --outDir /tmp/x`); `dist/` by default.
const distArg = process.argv.slice(2).find((arg) => arg.startsWith('--dist='));
const dist = distArg ? distArg.slice('--dist='.length) : join(import.meta.dirname, '..', 'dist');
let critical;
try {
  critical = billRouteCriticalPath(dist);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const budget = JSON.parse(readFileSync(join(import.meta.dirname, 'bundle-budget.json'), 'utf8'));
const FORBIDDEN = [
  { name: 'firebase', pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@?firebase\// },
  { name: '@stripe', pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@stripe\// },
  { name: 'pdf', pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(pdfkit|pdf-parse|pdfjs-dist)\// },
];
const gzipOf = (file) => gzipSizeOf(dist, file);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function origins(file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
  return FORBIDDEN.filter((rule) => sources.some((source) => rule.pattern.test(source.replaceAll('\\', '/')))).map((rule) => rule.name);
}

const criticalFiles = [...critical.jsFiles, ...critical.cssFiles].map(({ file }) => file);
console.log(
  `Bill route critical JS (entry + bill route, static imports): ${kb(critical.jsBytes)} gzip in ${critical.jsFiles.length} files (budget ${kb(budget.billRouteCriticalJsGzipBytes)}, e2e/bundle-budget.spec.ts)`,
);
console.log(`  and its CSS: ${kb(critical.cssBytes)} gzip in ${critical.cssFiles.length} files; JS+CSS ${kb(critical.jsBytes + critical.cssBytes)}`);

const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
let total = 0;
const holders = [];
for (const name of assets.sort()) {
  const file = `assets/${name}`;
  const size = gzipOf(file);
  total += size;
  const found = origins(file);
  if (found.length > 0) holders.push({ file, found });
  console.log(`${criticalFiles.includes(file) ? '*' : ' '} ${file.padEnd(60)} ${kb(size).padStart(10)}${found.length ? `  [${found.join(', ')}]` : ''}`);
}
console.log(`All JS chunks: ${kb(total)} gzip in ${assets.length} files (* = critical)`);
for (const { file, found } of holders) console.log(`${found.join(', ')} lives in ${file}`);

const leaks = holders.filter(({ file }) => criticalFiles.includes(file));
if (leaks.length > 0) {
  console.error(`Late-loading code in the critical set: ${leaks.map(({ file, found }) => `${file} [${found.join(', ')}]`).join('; ')}`);
  process.exit(1);
}
console.log('No firebase, @stripe or PDF code in the critical set.');
