import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type * as I18n from '@tableside/i18n';
import { defineConfig, runnerImport, type Plugin } from 'vite';
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
] as const;

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

export default defineConfig({
  // Brotli and gzip copies of every text asset beside it (`x.js.br`, `x.js.gz`), served by the sandbox by Accept-Encoding.
  plugins: [
    react(),
    preloadText(),
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
      output: {
        codeSplitting: {
          groups: [
            ...LATE_CHUNKS.map((chunk) => ({ name: chunk.name, test: chunk.test, priority: 20 })),
            // CommonJS packages (react, react-dom, scheduler…) stay in one chunk with everything that requires them,
            // so no chunk ever calls a `require_*` helper of a chunk that has not run yet.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
