import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  base: '/',
  // Brotli and gzip copies of every text asset beside it (`x.js.br`, `x.js.gz`), served by the sandbox by Accept-Encoding.
  plugins: [react(), compression({ include: /\.(html|css|js|mjs|json|svg|map)$/, exclude: /\.vite[\\/]/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: { outDir: 'dist', sourcemap: true },
});
