import type { PlaywrightTestConfig } from '@playwright/test';

export const chromiumLaunchOptions: { executablePath: string; args: string[] };
export function journeysConfig(reportName: string, options?: { use?: PlaywrightTestConfig['use'] }): PlaywrightTestConfig;
