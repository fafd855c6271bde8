import { journeysConfig } from '@tableside/playwright-config';

export default journeysConfig('pay-at-table', { use: { acceptDownloads: true } });
