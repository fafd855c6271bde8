import { journeysConfig } from '@tableside/playwright-config';

export default journeysConfig('terminal-receipts');
