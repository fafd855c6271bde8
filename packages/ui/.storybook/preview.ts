import type { Preview } from '@storybook/react-vite';
import '../src/tokens.css';

const preview: Preview = {
  parameters: {
    // Axe violations fail the story test, in Storybook's test panel and in `pnpm test:stories` alike.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
