import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LABELS } from '../../.storybook/fixtures/menu.js';
import { MENU_SELECTION_MODAL_HEIGHT_PX, MenuHeader } from './menu-header.js';

const meta = {
  title: 'Menu/MenuHeader',
  component: MenuHeader,
  args: {
    menuName: 'Dinner',
    menus: [
      { id: 'lunch', name: 'Lunch' },
      { id: 'dinner', name: 'Dinner' },
      { id: 'drinks', name: 'Drinks' },
    ],
    selectedMenuId: 'dinner',
    onSelectMenu: fn(),
    onBack: fn(),
    onOpenFilter: fn(),
    labels: LABELS,
  },
} satisfies Meta<typeof MenuHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(args.onOpenFilter).toHaveBeenCalled();
  },
};

/** The number of active filters is part of the filter button's name. */
export const ActiveFilters: Story = {
  args: { activeFilterCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
  },
};

/** Nowhere to go back to and no filter: only the menu name. */
export const NameOnly: Story = {
  args: { onBack: undefined, onOpenFilter: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** "Menu name (tap opens menu selection modal, height 546 px)" (3-menus §2). */
export const MenuSelection: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('button', { name: /Dinner/ });
    await expect(name).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(name);
    const dialog = await canvas.findByRole('dialog', { name: 'Choose a menu' });
    await expect(dialog.querySelector('ul')).toHaveStyle({ maxHeight: `${MENU_SELECTION_MODAL_HEIGHT_PX}px` });
    await expect(canvas.getByRole('button', { name: 'Dinner', current: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lunch' }));
    await expect(args.onSelectMenu).toHaveBeenCalledWith('lunch');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** Choosing the menu already shown just closes the modal. */
export const SameMenu: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Dinner/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Dinner', current: true }));
    await expect(args.onSelectMenu).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
