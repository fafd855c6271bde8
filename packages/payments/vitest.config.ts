import { packageConfig } from '@tableside/vitest-config';

export default packageConfig('payments', { lines: 90, testTimeout: 30_000 });
