import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from './banner.js';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { tone: 'info', children: 'The bill was updated by the restaurant.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The bill was updated by the restaurant.');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Payment confirmed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment confirmed.');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Someone else is paying part of this bill.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Someone else is paying part of this bill.');
  },
};

/** Errors are alerts, read out at once. */
export const Error: Story = {
  args: { tone: 'error', children: 'Your card was declined.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

export const Dismissible: Story = {
  args: { tone: 'warning', children: 'The bill changed.', onDismiss: fn(), dismissLabel: 'Dismiss' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
