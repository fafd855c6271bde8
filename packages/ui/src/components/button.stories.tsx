import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Pay the full bill', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pay the full bill' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Split the bill' },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
};

/** Keyboard users reach the button with Tab and see the focus ring; Enter activates it. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pay the full bill' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pay the full bill' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** "table.fetching": the spinner is decorative inside the button, which is busy and disabled. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pay the full bill' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** With a `loadingLabel`, the spinner is also announced as a status. */
export const LoadingWithLabel: Story = {
  args: { loading: true, loadingLabel: 'Fetching the bill…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching the bill…');
  },
};
