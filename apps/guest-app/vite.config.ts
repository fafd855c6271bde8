import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
// Relative, not @tableside/sandbox: Vite bundles a config's relative imports, and Node cannot load a package's .ts.
import { guestAppDevProxy } from '../sandbox/src/dev-proxy.js';

export default defineConfig({
  base: '/',
  // Brotli and gzip copies of every text asset beside it (`x.js.br`, `x.js.gz`), served by the sandbox by Accept-Encoding.
  plugins: [
    react(),
    compression({ include: /\.(html|css|js|mjs|json|svg|map)$/, exclude: /\.vite[\\/]/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // `pnpm dev`: the API, its server-sent events and pay-at-table's pages (sign-up, venue menus) go to the sandbox.
  server: { proxy: guestAppDevProxy() },
  // The manifest names the entry route's chunks for `pnpm bench:bundle`.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
