import { packageConfig } from '@tableside/vitest-config';

export default packageConfig('venue-news');
