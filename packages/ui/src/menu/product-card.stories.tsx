import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ALLERGENS, BURGER, LABELS, PRICES, SALAD, WINE } from '../../.storybook/fixtures/menu.js';
import { ProductCard } from './product-card.js';

const meta = {
  title: 'Menu/ProductCard',
  component: ProductCard,
  args: { product: BURGER, price: PRICES.burger, locale: 'en-IE', labels: LABELS, href: '#product-burger' },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, short description, exact price, 112 px image, and the first three chips then +N. */
export const WithImage: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Cheeseburger/ });
    await expect(link).toHaveAttribute('href', '#product-burger');
    await expect(link).toHaveTextContent('Aged beef, cheddar, pickles');
    await expect(link).toHaveTextContent('€14.50');
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent(`VeganSpicyLocal+${ALLERGENS.length}`);
  },
};

export const WithoutImage: Story = {
  args: { product: SALAD, price: PRICES.salad },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent('VeganSpicyLocal+1');
  },
};

export const FromPrice: Story = {
  args: { product: WINE, price: PRICES.wine },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /House red/ })).toHaveTextContent('from €6.50');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** With `onSelect` the app navigates itself and reports the product id. */
export const ClientSideNavigation: Story = {
  args: { onSelect: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Cheeseburger/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('burger');
  },
};
