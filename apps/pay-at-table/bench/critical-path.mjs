// The bill route's critical path, read from a build's Vite manifest: the entry and the bill route's chunk with
// everything they import statically (what must load before the bill renders). Shared by `pnpm bench:bundle` and
// the byte-budget journey (e2e/bundle-budget.spec.ts), so both count the same files the same way.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BILL_ROUTE = 'src/app/bill-route.tsx';

/** The build's manifest (`dist/.vite/manifest.json`); throws, naming the command to run, when there is no build. */
export function readManifest(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run \`pnpm build\` first.`);
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** The gzip size (Node's default level) of a file of the build. */
export function gzipSizeOf(dist, file) {
  return gzipSync(readFileSync(join(dist, file))).length;
}

/**
 * The critical files of the bill route (`assets/…` paths, JS then CSS) and their gzip sizes: `jsBytes` is the
 * figure of the byte budget, `cssBytes` the stylesheets loaded with them.
 */
export function billRouteCriticalPath(dist) {
  return routeCriticalPath(dist, BILL_ROUTE);
}

/**
 * The same count for any Vite build with a manifest: its entry and the chunk of `route` (a source path relative to
 * the app, as the manifest keys it), with everything they import statically. `pnpm bench:bundle` (bench/bundle.mjs
 * at the root) uses it for every app's entry route and for the minimal app.
 */
export function routeCriticalPath(dist, route) {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  if (!manifest[route]) throw new Error(`The manifest has no chunk for ${route}`);
  const closure = (key, seen) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const keys = [...new Set([...closure(entryKey, new Set()), ...closure(route, new Set())])];
  const js = [...new Set(keys.map((key) => manifest[key].file))];
  const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
  const sized = (files) => files.map((file) => ({ file, gzip: gzipSizeOf(dist, file) }));
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  const sum = (files) => files.reduce((total, { gzip }) => total + gzip, 0);
  return { jsFiles, cssFiles, jsBytes: sum(jsFiles), cssBytes: sum(cssFiles) };
}
