import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'server/index': 'src/server/index.ts', 'i18next/index': 'src/i18next/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  clean: true,
  sourcemap: true,
});
