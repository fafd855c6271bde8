import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ALLERGENS, LABELS, TAGS } from '../../.storybook/fixtures/menu.js';
import { MenuFilterModal } from './menu-filter-modal.js';

const meta = {
  title: 'Menu/MenuFilterModal',
  component: MenuFilterModal,
  args: {
    open: true,
    filter: {
      selectedTagIds: ['vegan'],
      selectedCategoryIds: [],
      excludedAllergenIds: [],
      availableForOrderOrAllMenu: 'AVAILABLE_FOR_ORDER',
      showProductAvailableForOrderFilter: true,
    },
    tags: TAGS,
    categories: [
      { id: 'mains', name: 'Mains' },
      { id: 'drinks', name: 'Drinks' },
    ],
    allergens: ALLERGENS,
    onApply: fn(),
    onClose: fn(),
    labels: LABELS,
  },
} satisfies Meta<typeof MenuFilterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Item type (available for order or all), tags, categories, excluded allergens; show-results and clear buttons" (3-menus §2). */
export const WithItemType: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Filter the menu' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Available to order' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Leave out allergens' })).toBeVisible();
  },
};

/** The item type is offered only when `showProductAvailableForOrderFilter` is set. */
export const WithoutItemType: Story = {
  args: {
    filter: {
      selectedTagIds: [],
      selectedCategoryIds: [],
      excludedAllergenIds: [],
      availableForOrderOrAllMenu: 'ALL_MENU',
      showProductAvailableForOrderFilter: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Groups without options are left out. */
export const TagsOnly: Story = {
  args: { categories: [], allergens: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Item type', 'Tags']);
  },
};

/** The modal edits a draft; "show results" hands it back. */
export const ApplyDraft: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'All the menu' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vegan' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Drinks' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nuts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show results' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      selectedTagIds: [],
      selectedCategoryIds: ['drinks'],
      excludedAllergenIds: ['nuts'],
      availableForOrderOrAllMenu: 'ALL_MENU',
      showProductAvailableForOrderFilter: true,
    });
  },
};

export const ClearFilters: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All the menu' })).toBeChecked();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
