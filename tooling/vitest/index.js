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
