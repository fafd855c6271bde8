import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button.js';
import { ErrorState } from './error-state.js';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { title: 'Something went wrong' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

const retry = fn();

/** The generic error screen (1-core §8): an alert with a heading, the message and one way forward. */
export const Generic: Story = {
  args: { message: 'We could not load this table. Please try again.', action: <Button onClick={retry}>Try again</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load this table.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};
