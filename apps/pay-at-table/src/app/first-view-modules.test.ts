// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { FIRST_VIEW_BOOT_MODULE, FIRST_VIEW_MODULES_ELEMENT_ID } from '../first-view-boot.js';
import { deferModules, type ViteManifest } from './first-view-modules.js';

/** index.html as `vite build` writes it (the shape of dist/index.html). */
const BUILT = `<!doctype html>
<html lang="en-US">
  <head>
    <style>#preload{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-R1.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-V1.js">
    <link rel="modulepreload" crossorigin href="/assets/critical-C1.js">
    <link rel="stylesheet" crossorigin href="/assets/critical-C1.css">
    <link rel="modulepreload" crossorigin href="/assets/bill-route-B1.js">
  </head>
  <body>
    <div id="preload" role="status"><p id="preload-text">Loading…</p></div>
    <div id="root"></div>
    <script src="/assets/preload-text-P1.js"></script>
  </body>
</html>
`;

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-E1.js', imports: ['_runtime-R1.js', '_vendor-V1.js', '_critical-C1.js'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  '_vendor-V1.js': { file: 'assets/vendor-V1.js' },
  // Imports listed before the chunk itself, whatever the order the manifest names them in.
  '_critical-C1.js': { file: 'assets/critical-C1.js', imports: ['_vendor-V1.js', '_runtime-R1.js'] },
  'src/features/bill/bill-route.tsx': { file: 'assets/bill-route-B1.js', imports: ['_critical-C1.js'] },
  [FIRST_VIEW_BOOT_MODULE]: { file: 'assets/first-view-boot-F1.js' },
};

function modulesOf(html: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${FIRST_VIEW_MODULES_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(block ?? 'null');
}

describe("a server-rendered page's modules start after its first paint (src/first-view-boot.ts)", () => {
  test('the entry script, the modulepreloads and the preload text go; the boot script and its list come in', () => {
    const page = deferModules(BUILT, MANIFEST, ['/assets/first-view-H1.js']);
    if (page === undefined) throw new Error('not deferred');
    expect(page).not.toContain('<script type="module" crossorigin src="/assets/index-E1.js">');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('preload-text-P1.js');
    // The stylesheet, the preload screen and the root stay as they were.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/critical-C1.css">');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/first-view-boot-F1.js"></script>\n  </head>');
    expect(modulesOf(page)).toEqual({
      // The entry's chunks, dependencies first, then the entry: each is evaluated in a task of its own.
      run: ['/assets/runtime-R1.js', '/assets/vendor-V1.js', '/assets/critical-C1.js', '/assets/index-E1.js'],
      // Everything the page loads at once, the bill route and the hydrating module included, each once.
      preload: [
        '/assets/runtime-R1.js',
        '/assets/vendor-V1.js',
        '/assets/critical-C1.js',
        '/assets/index-E1.js',
        '/assets/bill-route-B1.js',
        '/assets/first-view-H1.js',
      ],
    });
  });

  test.each<[string, string, ViteManifest | undefined]>([
    ['no manifest', BUILT, undefined],
    ['a build without the boot script', BUILT, Object.fromEntries(Object.entries(MANIFEST).filter(([key]) => key !== FIRST_VIEW_BOOT_MODULE))],
    ['an entry the manifest does not list', BUILT.replace('index-E1.js', 'index-E2.js'), MANIFEST],
    ['two entry scripts', BUILT.replace('</head>', '<script type="module" crossorigin src="/assets/other-O1.js"></script></head>'), MANIFEST],
    [
      'the source index.html (no built entry)',
      BUILT.replace(/<script type="module"[^>]*><\/script>/, '<script type="module" src="/src/main.tsx"></script>'),
      MANIFEST,
    ],
  ])('with %s, the page keeps its modules as they are (undefined)', (_case, template, manifest) => {
    expect(deferModules(template, manifest, [])).toBeUndefined();
  });
});
