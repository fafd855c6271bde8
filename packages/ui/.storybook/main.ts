import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Same CSS Modules naming as the unit tests (vitest.config.ts), so a class resolves alike in both.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    css: { ...viteConfig.css, modules: { ...viteConfig.css?.modules, localsConvention: 'camelCaseOnly' } },
  }),
};

export default config;
