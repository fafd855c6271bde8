// Bundle budget of the bill page (DESIGN.md "The critical path of the bill page is small"): after `pnpm build`,
// prints the gzip size of the entry plus the bill route's chunks, and of every chunk, and fails when firebase,
// Stripe or PDF code is reachable from that critical set. Module origins are read from the chunks' source maps.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`pnpm build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const BILL_ROUTE = 'src/features/bill/components/bill-page.tsx';
const FORBIDDEN = [
  { name: 'firebase', pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@?firebase\// },
  { name: '@stripe', pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@stripe\// },
  { name: 'pdf', pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(pdfkit|pdf-parse|pdfjs-dist)\// },
];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry');
if (!manifest[BILL_ROUTE]) throw new Error(`The manifest has no chunk for ${BILL_ROUTE}`);

/** A chunk and everything it imports statically: what must load before it runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const critical = new Set([...staticClosure(entryKey), ...staticClosure(BILL_ROUTE)]);
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function origins(file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
  return FORBIDDEN.filter((rule) => sources.some((source) => rule.pattern.test(source.replaceAll('\\', '/')))).map((rule) => rule.name);
}

const criticalFiles = [...critical].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
const criticalBytes = [...new Set(criticalFiles)].reduce((total, file) => total + gzipOf(file), 0);
console.log(`Bill route critical JS+CSS (entry + bill route, static imports): ${kb(criticalBytes)} gzip in ${new Set(criticalFiles).size} files`);

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
