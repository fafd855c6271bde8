import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from './button.js';
import { Dialog, type DialogProps } from './dialog.js';

/** The dialog as an app uses it: a button opens it, and every close path (Escape, ×, backdrop) closes it. */
function DialogWithOpener({ initiallyOpen, onClose, ...props }: Omit<DialogProps, 'open'> & { readonly initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Pay
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const choices = (
  <div style={{ display: 'grid', gap: 8 }}>
    <Button fullWidth>Pay the full bill</Button>
    <Button fullWidth variant="secondary">
      Split the bill
    </Button>
  </div>
);

const meta = {
  title: 'Components/Dialog',
  component: DialogWithOpener,
  args: {
    initiallyOpen: false,
    id: 'pay-full-bill-or-split',
    title: 'How would you like to pay?',
    closeLabel: 'Close',
    onClose: fn(),
    children: choices,
  },
} satisfies Meta<typeof DialogWithOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `#pay-full-bill-or-split` modal, open: it is named by its title and focus starts inside it. */
export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'How would you like to pay?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAttribute('id', 'pay-full-bill-or-split');
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Tab and Shift+Tab wrap inside the dialog; Escape closes it and focus returns to the opener. */
export const FocusTrap: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Pay' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog');
    const close = canvas.getByRole('button', { name: 'Close' });
    const last = canvas.getByRole('button', { name: 'Split the bill' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pay the full bill' })).toHaveFocus();
    await userEvent.tab();
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The × button closes the dialog. */
export const CloseButton: Story = {
  args: { initiallyOpen: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A dialog with no focusable content of its own keeps focus on its close button. */
export const TextOnly: Story = {
  args: { initiallyOpen: true, id: undefined, title: 'Bill updated', children: <p>The bill changed while you were paying.</p> },
  play: async ({ canvas }) => {
    const close = canvas.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};
