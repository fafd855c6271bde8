import { packageConfig } from '@tableside/vitest-config';

export default packageConfig('api-client', { lines: 90 });
