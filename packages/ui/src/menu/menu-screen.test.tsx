import { initialMenuFilter, menuSchema } from '@tableside/menu-availability';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MenuScreen, type MenuScreenProps } from './menu-screen.js';
import { testLabels } from './menu-test-fixtures.js';

afterEach(cleanup);

const NOW = Date.UTC(2026, 0, 15, 12);
const soup = { id: 'p1', productType: 'PRODUCT', name: 'Soup', price: { amount: 800_000, currency: 'EUR' }, tags: [{ id: 't-veg', name: 'Vegetarian' }] };
const steak = { id: 'p2', productType: 'PRODUCT', name: 'Steak', price: { amount: 2_200_000, currency: 'EUR' } };
const menu = menuSchema.parse({
  id: 'm1',
  name: 'Lunch',
  categories: [
    { id: 'c1', name: 'Starters', elements: [{ type: 'PRODUCT', product: soup }] },
    { id: 'c2', name: 'Mains', elements: [{ type: 'PRODUCT', product: steak }] },
  ],
});

function renderScreen(overrides: Partial<MenuScreenProps> = {}) {
  const props: MenuScreenProps = {
    menu,
    menus: [menu, { id: 'm2', name: 'Dinner' }],
    language: 'EN',
    locale: 'en-GB',
    labels: testLabels,
    now: NOW,
    unavailableProducts: [],
    initialFilter: initialMenuFilter('ALL_PRODUCTS'),
    emptyTitles: { noMenu: 'No menu available', noResults: 'No results' },
    onSelectMenu: vi.fn(),
    onBack: vi.fn(),
    productHref: (product) => `#product-${product.id}`,
    blockHref: (id) => `#block-${id}`,
    onSelectProduct: vi.fn(),
    ...overrides,
  };
  render(<MenuScreen {...props} />);
  return props;
}

describe('MenuScreen (3-menus §2 "Menu page"), shared by the diner app and the menu preview', () => {
  test('header, a tab bar for more than one category, and every category with its products', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Starters' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mains' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByText('Soup')).toBeTruthy();
    expect(screen.getByText('Steak')).toBeTruthy();
  });

  test('the filter applies: a tag keeps only its products, and the filter button counts it', () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vegetarian' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(screen.getByText('Soup')).toBeTruthy();
    expect(screen.queryByText('Steak')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeTruthy();
  });

  test('a product listed as unavailable is hidden', () => {
    renderScreen({ unavailableProducts: [{ externalId: 'p2', start: '2026-01-15T00:00:00Z', end: '2026-01-16T00:00:00Z' }] });
    expect(screen.queryByText('Steak')).toBeNull();
  });

  test.each([
    ['a menu without categories', menuSchema.parse({ id: 'm0', name: 'Empty' }), 'No menu available'],
    ['a filter leaving nothing', menu, 'No results'],
  ])('the empty title for %s', (_case, shown, title) => {
    renderScreen({ menu: shown, initialFilter: { ...initialMenuFilter('ALL_PRODUCTS'), selectedTagIds: ['t-none'] } });
    expect(screen.getByText(title)).toBeTruthy();
  });

  test('the notice and the main landmark when asked for', () => {
    renderScreen({ main: true, notice: <p>Ordering disabled</p> });
    expect(within(screen.getByRole('main')).getByText('Ordering disabled')).toBeTruthy();
  });

  test("back is the app's", () => {
    const props = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalledOnce();
  });
});
