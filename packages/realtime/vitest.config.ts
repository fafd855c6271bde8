import { packageConfig } from '@tableside/vitest-config';

export default packageConfig('realtime', { lines: 85 });
