import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '@tableside/billing-domain';
import { expect, within } from 'storybook/test';
import { EmptyState } from './empty-state.js';
import { MoneyText } from './money-text.js';
import { ProductList, ProductRow } from './product-list.js';

const meta = {
  title: 'Components/ProductList',
  component: ProductList,
  args: { label: 'Your bill', children: null },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  args: {
    children: [
      <ProductRow
        key="burger"
        quantity="2×"
        name="Cheeseburger"
        price={<MoneyText amount={money(2_500_000, 'EUR')} locale="en-IE" />}
        details={['Medium rare', 'No onions']}
      />,
      <ProductRow key="water" quantity="1×" name="Sparkling water" price={<MoneyText amount={money(450_000, 'EUR')} locale="en-IE" />} />,
      <ProductRow key="discount" name="Happy hour" price={<MoneyText amount={money(-300_000, 'EUR')} locale="en-IE" />} />,
      <ProductRow key="service" name="Service charge" price={<MoneyText amount={money(265_000, 'EUR')} locale="en-IE" />} />,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Your bill' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    await expect(rows).toHaveLength(4);
    const [burger] = rows;
    if (!burger) throw new Error('the first row is missing');
    await expect(burger).toHaveTextContent('2×Cheeseburger€25.00');
    await expect(within(burger).getByRole('list')).toHaveTextContent('Medium rareNo onions');
  },
};

/** An empty bill: the list has no rows, and the screen shows the empty state in its place. */
export const Empty: Story = {
  render: (args) => (
    <>
      <ProductList {...args} />
      <EmptyState title="No bill yet" description="Your order will appear here as soon as it is on the bill." />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Your bill' })).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { name: 'No bill yet' })).toBeVisible();
  },
};
