import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner.js';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Fetching the bill…' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "table.fetching": a polite status with the label for screen readers. */
export const Large: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching the bill…');
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching the bill…');
  },
};

/** An empty label makes it decorative: no status is announced. */
export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
