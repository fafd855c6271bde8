import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { reporters } from '@tableside/vitest-config';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story is rendered in Debian's Chromium (never a downloaded browser build) and its play function and
// axe scan run as one test.
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a running story.
  optimizeDeps: { include: ['@tableside/billing-domain > dinero.js', '@tableside/billing-domain > dinero.js/currencies', '@tableside/billing-domain > zod'] },
  test: {
    name: 'storybook',
    reporters: reporters('ui-stories'),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
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
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
