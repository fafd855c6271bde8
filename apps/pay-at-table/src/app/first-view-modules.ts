import { FIRST_VIEW_BOOT_MODULE, FIRST_VIEW_MODULES_ELEMENT_ID, type FirstViewModules } from '../first-view-boot.js';
import { jsonForScriptElement } from './first-view.js';

/** One chunk of Vite's client manifest (`.vite/manifest.json`): its file, and the keys of its static imports. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">\s*/g;
/** The preload screen's text (vite.config.ts `preloadText`): the screen is hidden on a page rendered on the server. */
const PRELOAD_TEXT = /<script src="\/assets\/preload-text-[^"]+\.js"><\/script>\s*/g;

/** The entry's static imports, each after its own imports, then the entry: the order in which they evaluate. */
function evaluationOrder(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [...(chunk.imports ?? []).flatMap((imported) => evaluationOrder(manifest, imported, seen)), `/${chunk.file}`];
}

/**
 * index.html for a page whose first view is already in its HTML (issue 12, LCP): its module script and modulepreloads
 * are replaced by the boot script (src/first-view-boot.ts), which starts the same modules, with `extra` (the module
 * that hydrates the first view), once the page has painted. The preload screen's text script goes too: the screen is
 * hidden. Undefined when the build is not the one this code knows (no boot script in the manifest, not exactly one
 * entry script, or an entry the manifest does not list): the caller then keeps the modules as they are.
 */
export function deferModules(template: string, manifest: ViteManifest | undefined, extra: readonly string[]): string | undefined {
  const boot = manifest?.[FIRST_VIEW_BOOT_MODULE]?.file;
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  const entryKey = manifest && Object.keys(manifest).find((key) => `/${manifest[key]?.file}` === entries[0]);
  if (!manifest || boot === undefined || entries.length !== 1 || entryKey === undefined || !template.includes('</head>')) return undefined;
  const run = evaluationOrder(manifest, entryKey);
  const preloaded = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const modules: FirstViewModules = { preload: [...new Set([...run, ...preloaded, ...extra])], run };
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(PRELOAD_TEXT, '')
    .replace(
      '</head>',
      () =>
        `<script type="application/json" id="${FIRST_VIEW_MODULES_ELEMENT_ID}">${jsonForScriptElement(modules)}</script>\n` +
        `    <script type="module" crossorigin src="/${boot}"></script>\n  </head>`,
    );
}
