// The shared vitest preset. Every run also writes a JSON report under the repository's
// reports/ folder (package-local, so turbo caches and restores it), so the test command can print one total over all runners.
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Console output plus a JSON report named after the package. */
export function reporters(name) {
  return ['default', ['json', { outputFile: join(process.cwd(), 'reports', 'vitest', `${name}.json`) }]];
}

/**
 * The preset for a framework-free package: node environment, tests beside the code,
 * v8 line coverage with a floor (95% unless the package says otherwise).
 */
export function packageConfig(name, { lines = 95, include = ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude = [], testTimeout } = {}) {
  return defineConfig({
    test: {
      include,
      environment: 'node',
      reporters: reporters(name),
      ...(testTimeout ? { testTimeout } : {}),
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        exclude: ['src/**/*.test.ts', 'src/index.ts', ...exclude],
        reporter: ['text-summary', 'json-summary'],
        thresholds: { lines },
      },
    },
  });
}

/**
 * The preset for React code (ui and the apps): jsdom, CSS Modules named like the builds, tests beside the code,
 * v8 line coverage with a floor. The React plugin comes in as `plugins`, so this preset depends on no framework.
 */
export function reactConfig(name, { plugins = [], lines = 85, setupFiles = [], exclude = [], testTimeout = 30_000 } = {}) {
  return defineConfig({
    plugins,
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      environment: 'jsdom',
      // A screen test renders lazy routes in jsdom and waits on them; on a loaded machine (load 10 on 2 cores) that
      // takes longer than vitest's 5 s default, which is slowness, not a failure.
      testTimeout,
      setupFiles,
      reporters: reporters(name),
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts', 'src/**/*.tsx'],
        exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.d.ts', ...exclude],
        reporter: ['text-summary', 'json-summary'],
        thresholds: { lines },
      },
    },
  });
}
