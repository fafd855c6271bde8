import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { product, testLabels } from './menu-test-fixtures.js';
import { productOptionGroups, totalPriceOf, unitPriceOf } from './product-groups.js';
import { ProductPage, type ProductPageProps } from './product-page.js';

afterEach(cleanup);

const U = 100_000;
const eur = (euros: number) => ({ amount: Math.round(euros * U), currency: 'EUR' });

const steak = product({
  id: 'steak',
  name: 'Steak',
  euros: 20,
  description: 'Bavette',
  calories: 650,
  imageUrl: '/steak.svg',
  isAvailableForOrder: true,
  tags: [
    { id: 't1', name: 'Grill' },
    { id: 't2', name: 'Chef' },
    { id: 't3', name: 'Local' },
    { id: 't4', name: 'New' },
  ],
  allergens: [{ id: 'a1', name: 'Mustard' }],
  subProductIds: ['g-cooking', 'g-sides', 'g-sauce', 'g-extra', 'missing'],
  translations: { FR: { name: 'Bavette', description: 'Grillée' } },
});
const subProducts = [
  product({ id: 'g-cooking', productType: 'MODIFIER_GROUP', name: 'Cooking', min: 1, max: 1, subProductIds: ['rare', 'medium'] }),
  product({ id: 'rare', productType: 'MODIFIER', name: 'Rare' }),
  product({ id: 'medium', productType: 'MODIFIER', name: 'Medium' }),
  product({
    id: 'g-sides',
    productType: 'MODIFIER_GROUP',
    name: 'Sides',
    min: 0,
    max: 2,
    subProductIds: ['fries', 'salad', 'rice'],
    subProductPrices: { fries: eur(2) },
  }),
  product({ id: 'fries', productType: 'MODIFIER', name: 'Fries', euros: 3 }),
  product({ id: 'salad', productType: 'MODIFIER', name: 'Salad' }),
  product({ id: 'rice', productType: 'MODIFIER', name: 'Rice' }),
  product({ id: 'g-sauce', productType: 'MODIFIER_GROUP', name: 'Sauce', min: 0, max: 1, subProductIds: ['pepper', 'gone'] }),
  product({ id: 'pepper', productType: 'MODIFIER', name: 'Pepper sauce', euros: 1.5 }),
  product({ id: 'g-extra', productType: 'MODIFIER_GROUP', name: 'Extras', min: 0, max: 0, multiMax: 3, subProductIds: ['egg'] }),
  product({ id: 'egg', productType: 'MODIFIER', name: 'Egg', euros: 1 }),
];

function renderPage(overrides: Partial<ProductPageProps> = {}) {
  const onSubmit = vi.fn();
  const scrollToGroup = vi.fn();
  const utils = render(
    <ProductPage
      product={steak}
      subProducts={subProducts}
      menuId="m1"
      now={0}
      locale="en-US"
      price={{ kind: 'exact', price: eur(20) }}
      labels={testLabels}
      onSubmit={onSubmit}
      scrollToGroup={scrollToGroup}
      {...overrides}
    />,
  );
  return { ...utils, onSubmit, scrollToGroup };
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

describe('product page content (3-menus §2)', () => {
  test('name, price, description, "{value} kcals", all tag and allergen chips, image', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Steak');
    expect(screen.getByText('€20.00')).toBeTruthy();
    expect(screen.getByText('Bavette')).toBeTruthy();
    expect(screen.getByText('650 kcals')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: 'Allergens' })).getByText('Mustard')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Steak' }).getAttribute('src')).toBe('/steak.svg');
  });

  test("the menu language's translation is used", () => {
    renderPage({ language: 'FR' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bavette');
    expect(screen.getByText('Grillée')).toBeTruthy();
  });

  test('"video (falls back to image on playback error)"', () => {
    const { container } = renderPage({ product: { ...steak, videoPlaybackId: 'vid-1' }, videoUrl: (id) => `https://stream.test/${id}.m3u8` });
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://stream.test/vid-1.m3u8');
    fireEvent.error(video as HTMLVideoElement);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Steak' })).toBeTruthy();
  });

  test('no image and no video: no media', () => {
    const { container } = renderPage({ product: { ...steak, imageUrl: undefined, videoPlaybackId: 'v' } });
    expect(container.querySelector('img, video')).toBeNull();
  });

  test.each([['MODIFIER'], ['MODIFIER_GROUP'], ['VARIANT']] as const)('"Unsupported product type shows \'Product type not supported\'": %s', (productType) => {
    renderPage({ product: { ...steak, productType } });
    expect(screen.getByRole('status').textContent).toBe('Product type not supported');
    expect(screen.queryByRole('button', { name: /Add item/ })).toBeNull();
  });

  test('related products are listed and selectable', () => {
    const onSelectRelated = vi.fn();
    renderPage({
      relatedProducts: [{ product: product({ id: 'wine', name: 'Red wine' }), price: { kind: 'from', price: eur(6) }, href: '#wine' }],
      onSelectRelated,
    });
    const related = screen.getByRole('region', { name: 'You may also like' });
    fireEvent.click(within(related).getByRole('link', { name: /Red wine/ }));
    expect(onSelectRelated).toHaveBeenCalledWith('wine');
  });
});

describe('modifier groups (3-menus §5)', () => {
  test.each([
    ['Cooking', '"radio when min 1 and max 1"', 'radio', 'Required', 'Choose 1'],
    ['Sides', '"multi when max above 1 or 0"', 'multi', null, 'Choose up to 2'],
    ['Sauce', '"toggle otherwise"', 'toggle', null, 'Choose up to 1'],
    ['Extras', '"multi when max above 1 or 0" (max 0, unlimited)', 'multi', null, null],
  ])('%s: %s → %s, badge %s, hint %s', (name, _rule, control, badge, hint) => {
    renderPage();
    const fieldset = group(name);
    expect(fieldset.getAttribute('data-control')).toBe(control);
    expect(within(fieldset).queryByText('Required') !== null).toBe(badge !== null);
    if (hint) expect(within(fieldset).getByText(hint)).toBeTruthy();
    else expect(fieldset.querySelector('p')).toBeNull();
  });

  test('"When a group\'s max is reached, other options are disabled"; a chosen option stays enabled', () => {
    renderPage();
    const sides = group('Sides');
    fireEvent.click(within(sides).getByRole('checkbox', { name: /Fries/ }));
    fireEvent.click(within(sides).getByRole('checkbox', { name: /Salad/ }));
    expect((within(sides).getByRole('checkbox', { name: /Rice/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(sides).getByRole('checkbox', { name: /Fries/ }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(within(sides).getByRole('checkbox', { name: /Fries/ }));
    expect((within(sides).getByRole('checkbox', { name: /Rice/ }) as HTMLInputElement).disabled).toBe(false);
  });

  test("a group price overrides the option's own price; options without price show none", () => {
    renderPage();
    expect(within(group('Sides')).getByRole('checkbox', { name: /Fries/ }).closest('li')?.textContent).toBe('Fries€2.00');
    expect(within(group('Sides')).getByRole('checkbox', { name: /Salad/ }).closest('li')?.textContent).toBe('Salad');
  });

  test('the toggle and the per-option stepper (multiMax 3)', () => {
    renderPage();
    const toggle = within(group('Sauce')).getByRole('switch', { name: /Pepper sauce/ });
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    const extras = group('Extras');
    const more = within(extras).getByRole('button', { name: 'Increase quantity: Egg' });
    const less = within(extras).getByRole('button', { name: 'Decrease quantity: Egg' });
    expect((less as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(within(extras).getByRole('status').textContent).toBe('3');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(less);
    expect(within(extras).getByRole('status').textContent).toBe('2');
  });

  test('"Pressing it with unsatisfied groups shows errors and scrolls to the first"', () => {
    const { onSubmit, scrollToGroup } = renderPage();
    const add = screen.getByRole('button', { name: /Add item/ });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText('Please make a choice')).toBeNull();
    fireEvent.click(add);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(scrollToGroup).toHaveBeenCalledWith(group('Cooking'));
    expect(document.activeElement).toBe(group('Cooking'));
    expect(group('Cooking').getAttribute('aria-invalid')).toBe('true');
    expect(within(group('Cooking')).getByText('Please make a choice')).toBeTruthy();
    expect(group('Sides').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(group('Cooking')).getByRole('radio', { name: 'Medium' }));
    expect(screen.queryByText('Please make a choice')).toBeNull();
    expect(add.getAttribute('aria-disabled')).toBeNull();
  });

  test('without a scroll port the group is scrolled into view', () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    render(<ProductPage product={steak} subProducts={subProducts} menuId="m1" now={0} locale="en-US" price={{ kind: 'none' }} labels={testLabels} />);
    fireEvent.click(screen.getByRole('button', { name: /Add item/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });
});

describe('bottom bar (3-menus §2, §4 Basket)', () => {
  test('"Add item" with the price, then "Add items" with quantity; options add to the price; "decrement disabled at 1"', () => {
    const { onSubmit } = renderPage();
    fireEvent.click(within(group('Cooking')).getByRole('radio', { name: 'Rare' }));
    fireEvent.click(within(group('Sides')).getByRole('checkbox', { name: /Fries/ }));
    expect(screen.getByRole('button', { name: 'Add item €22.00' })).toBeTruthy();
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    expect((less as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((less as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(less);
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 items €44.00' }));
    expect(onSubmit).toHaveBeenCalledWith({
      productId: 'steak',
      quantity: 2,
      selections: { 'g-cooking': { rare: 1 }, 'g-sides': { fries: 1 } },
      unitPrice: eur(22),
    });
  });

  test('"\'Edit item\' when editing", starting from the basket item', () => {
    const { onSubmit } = renderPage({ mode: 'edit', initialQuantity: 3, initialSelections: { 'g-cooking': { medium: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit item €60.00' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 3 }));
  });

  test('"A product not available for order shows \'Order this item with your waiter\'"; options are listed without controls', () => {
    renderPage({ product: { ...steak, isAvailableForOrder: false } });
    expect(screen.getByRole('status').textContent).toBe('Order this item with your waiter');
    expect(screen.queryByRole('button', { name: /Add item/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  test('a venue that cannot take orders shows the same', () => {
    renderPage({ venueCanTakeOrders: false });
    expect(screen.getByText('Order this item with your waiter')).toBeTruthy();
  });

  test('orderingDisabled: no stepper, no add button, no notice; options and prices listed', () => {
    renderPage({ orderingDisabled: true });
    expect(screen.queryByRole('button', { name: /Add item|quantity/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(group('Sides')).getByText('€2.00')).toBeTruthy();
  });
});

describe('variant groups and prices', () => {
  const wine = product({
    id: 'wine',
    productType: 'VARIANT_GROUP',
    name: 'Wine',
    isAvailableForOrder: true,
    subProductIds: ['glass', 'bottle'],
    subProductPrices: { bottle: eur(30) },
  });
  const variants = [
    product({ id: 'glass', productType: 'VARIANT', name: 'Glass', euros: 6 }),
    product({ id: 'bottle', productType: 'VARIANT', name: 'Bottle', euros: 28 }),
  ];

  test("a variant group is one required choice; the price is the chosen variant's", () => {
    const { onSubmit } = renderPage({ product: wine, subProducts: variants, price: { kind: 'from', price: eur(6) } });
    expect(screen.getByText('from €6.00')).toBeTruthy();
    expect(group('Wine').getAttribute('data-control')).toBe('radio');
    fireEvent.click(screen.getByRole('radio', { name: /Bottle/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add item €30.00' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ unitPrice: eur(30) }));
  });

  test('a nested variant group is a radio group; unknown sub-products are skipped', () => {
    const menuItem = product({ id: 'formula', productType: 'BUNDLE', name: 'Formula', euros: 15, subProductIds: ['wine', 'nope', 'rare'] });
    const groups = productOptionGroups(menuItem, new Map([wine, ...variants, subProducts[1]!].map((p) => [p.id, p])), { menuId: 'm1', now: 0 });
    expect(groups.map((g) => [g.id, g.min, g.max, g.options.map((o) => o.product.id)])).toEqual([['wine', 1, 1, ['glass', 'bottle']]]);
  });

  test('unitPriceOf and totalPriceOf', () => {
    const catalog = new Map([wine, ...variants].map((p) => [p.id, p]));
    const groups = productOptionGroups(wine, catalog, { menuId: 'm1', now: 0 });
    expect(unitPriceOf(wine, groups, {}, { menuId: 'm1', now: 0 })).toBeUndefined();
    expect(unitPriceOf(wine, groups, { wine: { glass: 1 } }, { menuId: 'm1', now: 0 })).toEqual(eur(6));
    expect(totalPriceOf(eur(6), 3)).toEqual(eur(18));
    expect(totalPriceOf(undefined, 3)).toBeUndefined();
  });
});
