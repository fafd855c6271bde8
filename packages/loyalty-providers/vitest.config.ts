import { packageConfig } from '@tableside/vitest-config';

// The floor for this package: line coverage of at least 95%.
export default packageConfig('loyalty-providers', { lines: 95 });
