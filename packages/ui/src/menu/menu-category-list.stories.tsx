import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Product } from '@tableside/menu-availability';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CATEGORIES, LABELS, PRICES } from '../../.storybook/fixtures/menu.js';
import { Button } from '../components/button.js';
import { MenuCategoryList } from './menu-category-list.js';

function priceOf(product: Product) {
  return product.id === 'wine' ? PRICES.wine : product.id === 'salad' ? PRICES.salad : PRICES.burger;
}

const meta = {
  title: 'Menu/MenuCategoryList',
  component: MenuCategoryList,
  args: {
    state: { status: 'success', categories: CATEGORIES, emptyTitle: 'Nothing matches these filters' },
    locale: 'en-IE',
    labels: LABELS,
    priceOf,
    productHref: (product) => `#product-${product.id}`,
  },
} satisfies Meta<typeof MenuCategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each category is a section anchored at `#category-id-{id}` (3-menus §2), with its products and blocks. */
export const Categories: Story = {
  args: { onSelectProduct: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const mains = canvas.getByRole('region', { name: 'Mains' });
    await expect(mains).toHaveAttribute('id', 'category-id-mains');
    await expect(within(mains).getByText('Served with fries or salad.')).toBeVisible();
    await expect(canvasElement.querySelector('#category-id-drinks')).toHaveTextContent('from €6.50');
    await expect(canvas.getByRole('heading', { name: 'Happy hour' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Garden salad/ }));
    await expect(args.onSelectProduct).toHaveBeenCalledWith('salad');
  },
};

export const Pending: Story = {
  args: { state: { status: 'pending', label: 'Loading the menu…' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the menu…');
  },
};

export const Failed: Story = {
  args: {
    state: { status: 'error', title: 'The menu could not be loaded', message: 'Check your connection and try again.', action: <Button>Try again</Button> },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const FailedWithoutMessage: Story = {
  args: { state: { status: 'error', title: 'The menu could not be loaded' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The menu could not be loaded');
  },
};

/** No category left after filtering. */
export const Empty: Story = {
  args: { state: { status: 'success', categories: [], emptyTitle: 'Nothing matches these filters', emptyDescription: 'Try clearing a filter.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing matches these filters' })).toBeVisible();
    await expect(canvas.getByText('Try clearing a filter.')).toBeVisible();
  },
};
