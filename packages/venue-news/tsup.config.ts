import { defineConfig } from 'tsup';

// The declaration build sees only the entry's files, not the tests that bring Node's types, so it is told about the
// WHATWG URL class the feed check uses (present in browsers and Node alike) through the DOM library.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { composite: false, lib: ['ES2023', 'DOM'] } },
  clean: true,
  sourcemap: true,
});
