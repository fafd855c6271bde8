import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type * as I18n from '@tableside/i18n';
import { defineConfig, normalizePath, runnerImport, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
// Relative, not @tableside/sandbox: Vite bundles a config's relative imports, and Node cannot load a package's .ts.
import { sandboxDevProxy } from '../sandbox/src/dev-proxy.js';
import type * as DeviceStore from './src/lib/identity/device-store.js';

/**
 * Code that must never land in the entry or the bill route's chunks (DESIGN.md "The critical path of the bill page
 * is small"): each gets its own chunk, loaded only when a feature needs it.
 */
export const LATE_CHUNKS = [
  { name: 'firebase', test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(@?firebase)/ },
  { name: 'stripe', test: /[\\/]node_modules[\\/](\.pnpm[\\/])?@stripe/ },
  { name: 'phone', test: /[\\/]node_modules[\\/](\.pnpm[\\/])?libphonenumber-js/ },
  { name: 'pdf', test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(pdfkit|pdf-parse|pdfjs-dist)/ },
  // The venue news' RSS parser and what it requires: only the news section of the venue landing page loads it.
  {
    name: 'xml',
    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(fast-xml-parser|fast-xml-builder|strnum|xml-naming|is-unsafe|path-expression-matcher|anynum|@nodable[\\/]entities|@nodable\+entities)/,
  },
] as const;

/**
 * The libraries of the entry and the bill route (React and what requires it, the router, i18next, zustand, zod's core
 * and `zod/mini`, dinero.js). The classic `zod` API is not one of them: a lazy feature that uses it keeps it in its own
 * chunks, off the bill route's critical path. Nor is TanStack Query: the bill's first render reads only live documents
 * (`lib/realtime/live-cache.ts`), and the query client comes with the first part that fetches (`lib/query`).
 */
export const CRITICAL_VENDOR =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|use-sync-external-store|react-router|i18next|react-i18next|zustand|zod[\\/](mini|v4[\\/](core|mini))|dinero\.js|@dinero\.js[\\/][^\\/]+)[\\/]/;

/**
 * The preload screen's text (index.html `#preload-text`, `app.loading`) in the diner's language before the app's
 * JavaScript arrives, which on slow 3G takes many seconds (issue 10 "Slow networks"). The CSP allows no inline script,
 * so this emits a tiny classic script (`assets/preload-text-<hash>.js`, parser-blocking at the end of `<body>`,
 * fetched beside the render-blocking stylesheet) holding the 12 strings and the locale choice of `negotiateLocale`,
 * tabulated at build time from @tableside/i18n itself: the device's chosen locale, else the browser's languages.
 */
function preloadText(): Plugin {
  let fileName = '';
  let source = '';
  let building = false;
  return {
    name: 'tableside:preload-text',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      const i18n = (await runnerImport<typeof I18n>('@tableside/i18n')).module;
      const device = (await runnerImport<typeof DeviceStore>('./src/lib/identity/device-store.ts')).module;
      const localesDir = fileURLToPath(new URL('./src/lib/i18n/locales/', import.meta.url));
      const texts = Object.fromEntries(
        readdirSync(localesDir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file.slice(0, -'.json'.length), (JSON.parse(readFileSync(`${localesDir}${file}`, 'utf8')) as Record<string, string>)['app.loading']]),
      );
      for (const locale of i18n.UI_LOCALES) if (typeof texts[locale] !== 'string') throw new Error(`app.loading is missing in ${locale}`);
      const tags = Object.fromEntries(i18n.UI_LOCALES.map((locale) => [locale.toLowerCase(), locale]));
      const languages = Object.fromEntries(
        i18n.UI_LOCALES.map((locale) => locale.split('-')[0] ?? locale).map((language) => [language, i18n.negotiateLocale([language])]),
      );
      source = `(function () {
  var texts = ${JSON.stringify(texts)};
  var tags = ${JSON.stringify(tags)};
  var languages = ${JSON.stringify(languages)};
  var own = function (map, key) {
    return typeof key === 'string' && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : null;
  };
  var locale = null;
  try {
    var chosen = JSON.parse(localStorage.getItem(${JSON.stringify(device.DEVICE_STORAGE_KEY)})).state.preferredLocale;
    if (own(texts, chosen)) locale = chosen;
  } catch (error) {}
  var preferred = navigator.languages || [navigator.language];
  for (var i = 0; !locale && i < preferred.length; i += 1) {
    var tag = String(preferred[i]).trim().replace(/_/g, '-').toLowerCase();
    locale = own(tags, tag) || own(languages, tag.split('-')[0]);
  }
  if (!locale) locale = ${JSON.stringify(i18n.DEFAULT_LOCALE)};
  var element = document.getElementById('preload-text');
  if (element) element.textContent = texts[locale];
  document.documentElement.lang = locale;
})();
`;
      fileName = `assets/preload-text-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      if (building) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== `/${fileName}`) return next();
        response.setHeader('content-type', 'text/javascript');
        response.end(source);
      });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'body' }],
  };
}

/**
 * The app's own modules on the bill route's critical path in one chunk (`bill-critical`): the entry's and the bill
 * route's static imports among the app's files, read from the module graph, with the workspace packages' code they
 * use (a group takes its modules' dependencies along; the libraries stay in `vendor`). Left to automatic chunking
 * they were some forty small chunks, each shared with a lazy route, gzipped and fetched on its own; in one file they
 * compress by about a third better (issue 12 "Shrink the JavaScript on the critical path"). Every page already
 * fetched them (index.html modulepreloads the bill route's closure, `PRELOADED_ROUTES`); the cost is that a page
 * other than the bill now also evaluates them at start-up. The entry module and the bill route's module stay the
 * chunks that the HTML and the router load.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}
function billCriticalChunk(root: string): { debugName: string; name: (id: string, ctx: ModuleGraph) => string | null; priority: number } {
  const entry = normalizePath(join(root, 'src', 'main.tsx'));
  const billRoute = normalizePath(join(root, PRELOADED_ROUTES[1]));
  const source = normalizePath(join(root, 'src', '/'));
  let critical: Set<string> | undefined;
  const closure = (ctx: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const pending = [entry, billRoute];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(normalizePath(id))) continue;
      seen.add(normalizePath(id));
      // Only the app's own files: the packages are imported through their index (a barrel re-exporting everything),
      // whose static imports name far more than the tree-shaken bundle keeps.
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []).filter((imported) => normalizePath(imported).startsWith(source)));
    }
    return seen;
  };
  return {
    debugName: 'bill-critical',
    name: (id, ctx) => {
      critical ??= closure(ctx);
      const path = normalizePath(id);
      const own = !id.startsWith('\0') && !path.includes('/node_modules/') && path !== entry && path !== billRoute;
      return own && critical.has(path) ? 'bill-critical' : null;
    },
    priority: 5,
  };
}

/** The routes whose chunks index.html modulepreloads: the table a diner scans and the bill it leads to. */
export const PRELOADED_ROUTES = ['src/app/table-landing-route.tsx', 'src/app/bill-route.tsx'] as const;

/**
 * `<link rel="modulepreload">` in index.html for the chunks of `routes` and everything they import statically (and a
 * stylesheet preload for their CSS), beside Vite's own for the entry: the browser fetches the table and bill routes'
 * code with the entry instead of after it has run (issue 12 "Cut the waterfall").
 */
function preloadRoutes(routes: readonly string[]): Plugin {
  return {
    name: 'tableside:preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (chunk: Rollup.OutputChunk, seen: Set<string>): Set<string> => {
          if (seen.has(chunk.fileName)) return seen;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) closure(imported, seen);
          }
          return seen;
        };
        const fromEntries = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, fromEntries);
        const js = new Set<string>();
        for (const route of routes) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId !== null && normalizePath(candidate.facadeModuleId).endsWith(`/${route}`));
          if (!chunk) throw new Error(`preloadRoutes: no chunk for ${route}`);
          closure(chunk, js);
        }
        const files = [...js].filter((file) => !fromEntries.has(file));
        const css = [...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
        return [
          ...files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...css.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * react-router 7's package exports name only its development build (invariant messages, warnings and dev checks on
 * every navigation); the production build beside it has the same API. The app's build uses it: less JavaScript on
 * the bill route's critical path and less work before the first render (issue 12). `pnpm dev` and the tests keep
 * the development build and its warnings.
 */
function reactRouterProduction(): Plugin {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'tableside:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: join(packageDir, 'dist', 'production', 'index.mjs') }] } }),
  };
}

/**
 * The server entry (`vite build --ssr`, into the client build's `.ssr` folder, which the sandbox reads and never serves:
 * dot folders are refused): the bill page's first view rendered on the server (`src/entry-server.tsx`). Everything is
 * bundled, so the folder runs wherever the build is copied.
 */
const serverBuild = defineConfig({
  plugins: [react(), reactRouterProduction()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    sourcemap: true,
    // `.mjs`: Node loads the folder as ES modules wherever it is copied (no package.json says "type": "module" there).
    rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
  },
});

const clientBuild = defineConfig({
  // Brotli and gzip copies of every text asset beside it (`x.js.br`, `x.js.gz`), served by the sandbox by Accept-Encoding.
  plugins: [
    react(),
    reactRouterProduction(),
    preloadText(),
    preloadRoutes(PRELOADED_ROUTES),
    compression({ include: /\.(html|css|js|mjs|json|svg|map)$/, exclude: /\.vite[\\/]/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // `pnpm dev`: the API and its server-sent events go to the sandbox started beside this dev server.
  server: { proxy: sandboxDevProxy() },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // index.html, and the script that a bill page rendered on the server runs instead of its entry
      // (src/first-view-boot.ts: it starts the entry once the page has painted).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'first-view-boot': fileURLToPath(new URL('./src/first-view-boot.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            ...LATE_CHUNKS.map((chunk) => ({ name: chunk.name, test: chunk.test, priority: 20 })),
            // CommonJS packages (react, react-dom, scheduler…) stay in one chunk with everything that requires them,
            // so no chunk ever calls a `require_*` helper of a chunk that has not run yet. Only the libraries of the
            // entry and the bill route go there: any other package (a lazy feature's) stays with the chunks that
            // import it, off the bill route's critical path.
            { name: 'vendor', test: CRITICAL_VENDOR, priority: 10 },
            billCriticalChunk(fileURLToPath(new URL('.', import.meta.url))),
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));
