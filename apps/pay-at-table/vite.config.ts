import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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

export default defineConfig({
  // Brotli and gzip copies of every text asset beside it (`x.js.br`, `x.js.gz`), served by the sandbox by Accept-Encoding.
  plugins: [react(), compression({ include: /\.(html|css|js|mjs|json|svg|map)$/, exclude: /\.vite[\\/]/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
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
