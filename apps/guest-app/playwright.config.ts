import { journeysConfig } from '@tableside/playwright-config';

export default journeysConfig('guest-app');
