import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: { outDir: 'dist', sourcemap: true },
});
