import { packageConfig } from '@tableside/vitest-config';

export default packageConfig('sandbox', { lines: 0, include: ['test/**/*.test.ts', 'src/**/*.test.ts'], testTimeout: 60000 });
