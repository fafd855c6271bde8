import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ALLERGENS, LABELS, TAGS } from '../../.storybook/fixtures/menu.js';
import { ChipList } from './chip-list.js';

const meta = {
  title: 'Menu/ChipList',
  component: ChipList,
  args: { label: LABELS.tags, chips: TAGS.slice(0, 2), moreLabel: LABELS.moreChips },
} satisfies Meta<typeof ChipList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewChips: Story = {
  play: async ({ canvas }) => {
    const chips = within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['Vegan', 'Spicy']);
  },
};

/** "List items show at most 3 tags then +N" (3-menus §2). */
export const ThreeThenMore: Story = {
  args: { chips: [...TAGS, ...ALLERGENS] },
  play: async ({ canvas }) => {
    const chips = within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['Vegan', 'Spicy', 'Local', '+3']);
  },
};

/** The product page shows every chip. */
export const Unlimited: Story = {
  args: { chips: [...TAGS, ...ALLERGENS], limit: Number.POSITIVE_INFINITY },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const NoChips: Story = {
  args: { chips: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
