import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TOAST_DURATION_MS, Toast } from './toast.js';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { tone: 'error', children: 'This split is no longer possible.', onDismiss: fn(), dismissLabel: 'Dismiss' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "A split-error toast appears at the top for 5 seconds" (1-core §2): still there well before that. */
export const SplitError: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This split is no longer possible.');
    await expect(TOAST_DURATION_MS).toBe(5_000);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Link copied.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied.');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Tip added.' },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'The bill changed.' },
};

export const DismissedByTheDiner: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** With a short duration the toast reports its own dismissal without any click. */
export const DismissesItself: Story = {
  args: { durationMs: 50 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1));
  },
};
