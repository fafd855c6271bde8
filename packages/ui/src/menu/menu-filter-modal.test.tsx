import { initialMenuFilter, type MenuFilter } from '@tableside/menu-availability';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MenuFilterModal } from './menu-filter-modal.js';
import { testLabels } from './menu-test-fixtures.js';

afterEach(cleanup);

const options = {
  tags: [{ id: 't-veg', name: 'Vegetarian' }],
  categories: [
    { id: 'c1', name: 'Starters' },
    { id: 'c2', name: 'Mains' },
  ],
  allergens: [{ id: 'a-gluten', name: 'Gluten' }],
};

function open(filter: MenuFilter, onApply = vi.fn(), onClose = vi.fn()) {
  render(<MenuFilterModal open filter={filter} {...options} onApply={onApply} onClose={onClose} labels={testLabels} />);
  return { onApply, onClose };
}

describe('MenuFilterModal (3-menus §2 "item type (available for order or all), tags, categories, excluded allergens; show-results and clear buttons")', () => {
  test('choices are drafted and applied with "Show results"', () => {
    const { onApply } = open(initialMenuFilter('ALL_PRODUCTS'));
    fireEvent.click(screen.getByRole('radio', { name: 'Available for order' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mains' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mains' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Starters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({
      selectedTagIds: ['t-veg'],
      selectedCategoryIds: ['c1'],
      excludedAllergenIds: ['a-gluten'],
      availableForOrderOrAllMenu: 'AVAILABLE_FOR_ORDER',
      showProductAvailableForOrderFilter: true,
    });
  });

  test('"Clear" empties every choice before applying', () => {
    const { onApply } = open({ ...initialMenuFilter('PRODUCTS_AVAILABLE_FOR_ORDER'), selectedTagIds: ['t-veg'], excludedAllergenIds: ['a-gluten'] });
    expect((screen.getByRole('checkbox', { name: 'Vegetarian' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ selectedTagIds: [], excludedAllergenIds: [], availableForOrderOrAllMenu: 'ALL_MENU' }));
  });

  test('the item type is offered only when showProductAvailableForOrderFilter (venue configuration not HIDDEN)', () => {
    open(initialMenuFilter('HIDDEN'));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('group', { name: 'Tags' })).toBeTruthy();
  });

  test('empty option lists are left out and Close calls back', () => {
    const onClose = vi.fn();
    render(
      <MenuFilterModal
        open
        filter={initialMenuFilter('ALL_PRODUCTS')}
        tags={[]}
        categories={[]}
        allergens={[]}
        onApply={() => undefined}
        onClose={onClose}
        labels={testLabels}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Tags' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
