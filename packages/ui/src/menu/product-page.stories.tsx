import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '@tableside/billing-domain';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BURGER, LABELS, PRICES, product, SALAD, SUB_PRODUCTS, WINE, WINE_VARIANTS } from '../../.storybook/fixtures/menu.js';
import { ProductPage } from './product-page.js';

/** Any fixed instant: the fixtures have no time-based prices. */
const NOW = 1_767_225_600_000;

const meta = {
  title: 'Menu/ProductPage',
  component: ProductPage,
  args: {
    product: BURGER,
    subProducts: SUB_PRODUCTS,
    menuId: 'dinner',
    now: NOW,
    locale: 'en-IE',
    price: PRICES.burger,
    labels: LABELS,
    onSubmit: fn(),
    scrollToGroup: fn(),
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, name, price, description, calories, every tag and allergen chip, the groups and the bottom bar. */
export const Product: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cheeseburger' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Cheeseburger' })).toBeVisible();
    await expect(canvas.getByText('820 kcals')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Allergens' })).toHaveTextContent('GlutenNuts');
    await expect(canvas.getByRole('button', { name: 'Add item €14.50' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Add with a required group unsatisfied: the group shows its error and takes focus; nothing is submitted. */
export const RequiredGroupMissing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Add item/ }));
    const cooking = canvas.getByRole('group', { name: /Cooking/ });
    await expect(cooking).toHaveAttribute('aria-invalid', 'true');
    await expect(cooking).toHaveFocus();
    await expect(args.scrollToGroup).toHaveBeenCalledWith(cooking);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Options and quantity feed the total: (14.50 + 2 × 2.00) × 2 = 37.00, "Add items" past one. */
export const AddItems: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Medium' }));
    const moreBacon = canvas.getByRole('button', { name: 'Increase quantity: Bacon' });
    await userEvent.click(moreBacon);
    await userEvent.click(moreBacon);
    await expect(canvas.getByRole('button', { name: 'Add item €18.50' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 items €37.00' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productId: 'burger',
      quantity: 2,
      selections: { cooking: { medium: 1 }, extras: { bacon: 2 } },
      unitPrice: money(1_850_000, 'EUR'),
    });
  },
};

/** The quantity never goes below its minimum. */
export const QuantityStepper: Story = {
  args: { product: SALAD, subProducts: [], price: PRICES.salad },
  play: async ({ canvas }) => {
    const less = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(less).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    await userEvent.click(less);
    await waitFor(() => expect(less).toBeDisabled());
  },
};

/** Editing a basket item: "Edit item", starting from its quantity and choices. */
export const EditItem: Story = {
  args: { mode: 'edit', initialQuantity: 1, initialSelections: { cooking: { rare: 1 } } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Rare' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit item €14.50' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ productId: 'burger', quantity: 1 }));
  },
};

/** A variant group is one choice among its variants, priced "from" the cheapest. */
export const VariantGroup: Story = {
  args: { product: WINE, subProducts: WINE_VARIANTS, price: PRICES.wine },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('from €6.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Bottle/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add item €28.00' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ productId: 'wine', selections: { wine: { bottle: 1 } } }));
  },
};

/** Not available for order: "Order this item with your waiter" and the options without controls. */
export const OrderWithWaiter: Story = {
  args: { product: { ...BURGER, isAvailableForOrder: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order this item with your waiter');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Add item/ })).toBeNull();
  },
};

/** The venue cannot take orders now. */
export const VenueClosed: Story = {
  args: { venueCanTakeOrders: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order this item with your waiter');
  },
};

/** Previews and browse-only menus: no stepper and no add button. */
export const OrderingDisabled: Story = {
  args: { orderingDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Quantity' })).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Well done')).toBeVisible();
  },
};

export const ProductTypeNotSupported: Story = {
  args: { product: product({ id: 'sauce', productType: 'MODIFIER', name: 'Béarnaise' }), subProducts: [], price: { kind: 'none' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Product type not supported');
  },
};

/** The menu language's translations replace the product's texts. */
export const Translated: Story = {
  args: {
    product: { ...SALAD, translations: { FR: { name: 'Salade du jardin', description: 'Feuilles, graines, citron.' } } },
    subProducts: [],
    price: PRICES.salad,
    language: 'FR',
    locale: 'fr',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Salade du jardin' })).toBeVisible();
    await expect(canvas.getByText('Feuilles, graines, citron.')).toBeVisible();
  },
};

export const RelatedProducts: Story = {
  args: {
    product: SALAD,
    subProducts: [],
    price: PRICES.salad,
    relatedProducts: [{ product: WINE, price: PRICES.wine, href: '#product-wine' }],
    onSelectRelated: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /House red/ }));
    await expect(args.onSelectRelated).toHaveBeenCalledWith('wine');
  },
};
