import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar.js';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Bill paid' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: 0, valueText: '€0.00 paid of €120.00' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Bill paid' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', '€0.00 paid of €120.00');
  },
};

export const Partial: Story = {
  args: { value: 0.25, valueText: '€30.00 paid of €120.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Bill paid' })).toHaveAttribute('aria-valuenow', '25');
  },
};

export const Full: Story = {
  args: { value: 1, valueText: '€120.00 paid of €120.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Bill paid' })).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Without a value text, the percentage is what assistive technology reads. */
export const PercentageOnly: Story = {
  args: { value: 0.5 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Bill paid' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
  },
};
