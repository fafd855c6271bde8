import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'country-policies': 'src/country/country-policies.ts' },
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  clean: true,
  sourcemap: true,
});
