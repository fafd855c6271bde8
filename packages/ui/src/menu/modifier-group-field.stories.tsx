import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '@tableside/billing-domain';
import type { ModifierSelection } from '@tableside/ordering';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LABELS, product } from '../../.storybook/fixtures/menu.js';
import { ModifierGroupField, type ModifierGroupFieldProps } from './modifier-group-field.js';
import type { ProductOptionGroup } from './product-groups.js';

const option = (id: string, name: string, cents?: number) => ({
  product: product({ id, productType: 'MODIFIER', name }),
  price: cents === undefined ? undefined : money(cents * 1000, 'EUR'),
});

function group(fields: Pick<ProductOptionGroup, 'min' | 'max'> & Partial<ProductOptionGroup>): ProductOptionGroup {
  const options = fields.options ?? [option('rare', 'Rare'), option('medium', 'Medium'), option('well-done', 'Well done')];
  return { id: 'group', name: 'Cooking', subProductIds: options.map((entry) => entry.product.id), options, ...fields };
}

const SAUCES = [option('ketchup', 'Ketchup'), option('mayo', 'Mayonnaise', 50), option('bearnaise', 'Béarnaise', 150)];

/** The field as the product page holds it: the selection lives in the page's state. */
function StatefulField({ onChange, selection: initial, ...props }: ModifierGroupFieldProps) {
  const [selection, setSelection] = useState<ModifierSelection | undefined>(initial);
  return (
    <ModifierGroupField
      {...props}
      selection={selection}
      onChange={(next) => {
        onChange(next);
        setSelection(next);
      }}
    />
  );
}

const meta = {
  title: 'Menu/ModifierGroupField',
  component: StatefulField,
  args: { group: group({ min: 1, max: 1 }), selection: undefined, onChange: fn(), invalid: false, readOnly: false, locale: 'en-IE', labels: LABELS },
} satisfies Meta<typeof StatefulField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Radio when min 1 and max 1", with the Required badge (min > 0) and the hint (3-menus §5). */
export const Radio: Story = {
  play: async ({ args, canvas }) => {
    const fieldset = canvas.getByRole('group', { name: /Cooking/ });
    await expect(fieldset).toHaveAttribute('data-control', 'radio');
    await expect(within(fieldset).getByText('Required')).toBeVisible();
    await expect(within(fieldset).getByText('Choose 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Medium' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ medium: 1 });
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
  },
};

/** "Multi when max above 1 or 0": checkboxes, disabled once the max is reached. */
export const MultiUpToTwo: Story = {
  args: { group: group({ id: 'sauces', name: 'Sauces', min: 0, max: 2, options: SAUCES }) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Choose up to 2')).toBeVisible();
    await expect(canvas.queryByText('Required')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Ketchup/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Mayonnaise/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ketchup: 1, mayo: 1 });
    await expect(canvas.getByRole('checkbox', { name: /Béarnaise/ })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Mayonnaise/ })).toHaveAccessibleName(/€0.50/);
  },
};

/** A multiMax above 1 gives each option a quantity stepper. */
export const MultiWithQuantities: Story = {
  args: {
    group: group({ id: 'extras', name: 'Extras', min: 0, max: 3, multiMax: 2, options: [option('bacon', 'Bacon', 200), option('egg', 'Fried egg', 150)] }),
  },
  play: async ({ args, canvas }) => {
    const moreBacon = canvas.getByRole('button', { name: 'Increase quantity: Bacon' });
    await expect(canvas.getByRole('button', { name: 'Decrease quantity: Bacon' })).toBeDisabled();
    await userEvent.click(moreBacon);
    await userEvent.click(moreBacon);
    await expect(args.onChange).toHaveBeenLastCalledWith({ bacon: 2 });
    await expect(moreBacon).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity: Bacon' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ bacon: 1 });
  },
};

/** "Toggle otherwise": e.g. min 0, max 1. */
export const Toggle: Story = {
  args: { group: group({ id: 'ice', name: 'Ice', min: 0, max: 1, options: [option('ice', 'With ice')] }) },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'With ice' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ice: 1 });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};

/** Shown once add was pressed with the group unsatisfied: the error describes the group. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    const fieldset = canvas.getByRole('group', { name: /Cooking/ });
    await expect(fieldset).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldset).toHaveAccessibleDescription(/Please make a choice here\./);
  },
};

/** Ordering disabled: the options are listed without controls. */
export const ReadOnly: Story = {
  args: { readOnly: true, group: group({ id: 'sauces', name: 'Sauces', min: 0, max: 2, options: SAUCES }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText('Béarnaise')).toBeVisible();
  },
};
