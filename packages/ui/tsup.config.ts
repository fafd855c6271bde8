import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'menu/index': 'src/menu/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  loader: { '.module.css': 'local-css' },
});
