import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '@tableside/billing-domain';
import { expect } from 'storybook/test';
import { LABELS } from '../../.storybook/fixtures/menu.js';
import { PriceLine } from './price-line.js';

const meta = {
  title: 'Menu/PriceLine',
  component: PriceLine,
  args: { price: { kind: 'exact', price: money(1_450_000, 'EUR') }, locale: 'en-IE', fromLabel: LABELS.fromPrice },
} satisfies Meta<typeof PriceLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Exact: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('€14.50');
    await expect(canvasElement).not.toHaveTextContent('from');
  },
};

/** "Prefixed 'from' for variant groups or prices set by sub-products" (3-menus §2). */
export const From: Story = {
  args: { price: { kind: 'from', price: money(650_000, 'EUR') } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('from €6.50');
  },
};

export const NoPrice: Story = {
  args: { price: { kind: 'none' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
