// The shared Playwright preset for the journeys: Debian's Chromium (never a downloaded browser), with the flags
// this machine's closed network needs, one worker against one sandbox, and a JSON report for the closing total.
import { defineConfig } from '@playwright/test';

/** Launch options for Debian's Chromium at /usr/bin/chromium. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** A journeys config for an app; `reportName` names reports/playwright/<reportName>.json. */
export function journeysConfig(reportName, { use = {} } = {}) {
  return defineConfig({
    testDir: './e2e',
    testMatch: '**/*.spec.ts',
    globalSetup: './e2e/global-setup.ts',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 15_000 },
    reporter: [['list'], ['json', { outputFile: `reports/playwright/${reportName}.json` }]],
    use: { browserName: 'chromium', locale: 'en-US', trace: 'retain-on-failure', launchOptions: chromiumLaunchOptions, ...use },
  });
}
