import { packageConfig } from '@tableside/vitest-config';
import { mergeConfig } from 'vitest/config';

/**
 * The API and race suites again, on PostgreSQL (scripts/test-postgres.sh sets TABLESIDE_TEST_POSTGRES_URL). The crash
 * test drives PGlite data folders and the fuzz suites are about input handling, not storage, so they stay PGlite-only.
 */
export default mergeConfig(packageConfig('sandbox-postgres', { lines: 0, include: ['test/**/*.test.ts'], testTimeout: 60000 }), {
  test: {
    exclude: [
      '**/node_modules/**',
      'test/crash.test.ts',
      'test/fuzz.test.ts',
      'test/account-fuzz.test.ts',
      'test/loyalty-fuzz.test.ts',
      'test/built-apps.test.ts',
      'test/cli.test.ts',
    ],
  },
});
