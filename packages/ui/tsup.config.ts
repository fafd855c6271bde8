import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'menu/index': 'src/menu/index.ts', 'app-shell/index': 'src/app-shell/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-router', 'react-i18next', 'i18next'],
  loader: { '.module.css': 'local-css' },
});
