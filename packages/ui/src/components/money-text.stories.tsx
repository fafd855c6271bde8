import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '@tableside/billing-domain';
import { expect } from 'storybook/test';
import { MoneyText } from './money-text.js';

const meta = {
  title: 'Components/MoneyText',
  component: MoneyText,
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Intl puts no-break spaces (U+00A0, U+202F) in some locales; the expectations compare with plain spaces. */
function plainSpaces(text: string | null): string {
  return (text ?? '').replace(/\s/g, ' ');
}

/** 123450000 at scale 5 is 1234.5 in display units (1-core §9 "divide by 100000"). */
export const EuroFrench: Story = {
  args: { amount: money(123_450_000, 'EUR'), locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(plainSpaces(canvasElement.textContent)).toBe('1 234,50 €');
  },
};

export const PoundBritish: Story = {
  args: { amount: money(123_450_000, 'GBP'), locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('£1,234.50');
  },
};

export const DollarAmerican: Story = {
  args: { amount: money(123_450_000, 'USD'), locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('$1,234.50');
  },
};

export const ZeroEuro: Story = {
  args: { amount: money(0, 'EUR'), locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(plainSpaces(canvasElement.textContent)).toBe('0,00 €');
  },
};
