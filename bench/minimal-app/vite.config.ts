import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Built like the product (same Vite, React plugin and compressed copies), with a manifest for `pnpm bench:bundle`.
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    compression({ include: /\.(html|css|js|mjs|json|svg)$/, exclude: /\.vite[\\/]/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  build: { outDir: 'dist', manifest: true },
});
