import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LABELS } from '../../.storybook/fixtures/menu.js';
import { CategoryTabBar } from './category-tab-bar.js';

const meta = {
  title: 'Menu/CategoryTabBar',
  component: CategoryTabBar,
  args: {
    label: LABELS.categories,
    categories: [
      { id: 'starters', name: 'Starters' },
      { id: 'mains', name: 'Mains' },
      { id: 'desserts', name: 'Desserts' },
      { id: 'drinks', name: 'Drinks' },
    ],
    activeId: 'mains',
    onSelect: fn(),
  },
} satisfies Meta<typeof CategoryTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link per category to its `#category-id-{id}` anchor (3-menus §2), the current one marked. */
export const Active: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Categories' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mains' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Starters' })).toHaveAttribute('href', '#category-id-starters');
  },
};

export const NoneActive: Story = {
  args: { activeId: undefined },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const SelectByClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Desserts' }));
    await expect(args.onSelect).toHaveBeenCalledWith('desserts');
  },
};

/** Arrow keys move between tabs and wrap around; Enter selects. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Starters' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: 'Drinks' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Starters' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('mains');
  },
};
