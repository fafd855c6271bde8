import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No bill yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "landing.noBillYet" with its subtitle (1-core §8). */
export const NoBillYet: Story = {
  args: { description: 'Your order will appear here as soon as it is on the bill.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'No bill yet' })).toHaveTextContent('Your order will appear here');
    await expect(canvas.getByRole('heading', { level: 1, name: 'No bill yet' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No bill yet' })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};

const refresh = fn();

export const WithAction: Story = {
  args: { description: 'Pull to refresh, or try again in a moment.', action: <Button onClick={refresh}>Refresh</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(refresh).toHaveBeenCalled();
  },
};
