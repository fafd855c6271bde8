import { categorySchema, type Product } from '@tableside/menu-availability';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { categoryAnchorId } from './category-anchor.js';
import { MenuCategoryList, type MenuListState } from './menu-category-list.js';
import { testLabels } from './menu-test-fixtures.js';

afterEach(cleanup);

const categories = [
  categorySchema.parse({
    id: 'c1',
    name: 'Starters',
    description: 'To share',
    elements: [
      { type: 'PRODUCT', product: { id: 'p1', productType: 'PRODUCT', name: 'Soup', price: { amount: 800_000, currency: 'EUR' } } },
      { type: 'BLOCK', block: { id: 'b1', title: 'Happy hour' } },
    ],
  }),
  categorySchema.parse({ id: 'c2', name: 'Mains', elements: [{ type: 'PRODUCT', product: { id: 'p2', productType: 'VARIANT_GROUP', name: 'Steak' } }] }),
];

function renderList(state: MenuListState, onSelectProduct?: (id: string) => void) {
  return render(
    <MenuCategoryList
      state={state}
      locale="en-GB"
      language="EN"
      labels={testLabels}
      priceOf={(product: Product) => (product.price ? { kind: 'exact', price: product.price } : { kind: 'none' })}
      productHref={(product) => `#product-${product.id}`}
      blockHref={(id) => `#block-${id}`}
      {...(onSelectProduct ? { onSelectProduct } : {})}
    />,
  );
}

describe('MenuCategoryList', () => {
  test('loading state: a polite status with the label', () => {
    renderList({ status: 'pending', label: 'Loading the menu' });
    expect(screen.getByRole('status').textContent).toBe('Loading the menu');
  });

  test('error state: an alert with the title, message and action', () => {
    renderList({ status: 'error', title: 'Something went wrong', message: 'Try again', action: <button type="button">Retry</button> });
    expect(screen.getByRole('alert', { name: 'Something went wrong' }).textContent).toContain('Try again');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  test('empty state: "menu.noMenuAvailableErrorMessage"-style title when nothing is left', () => {
    renderList({ status: 'success', categories: [], emptyTitle: 'No product matches', emptyDescription: 'Clear the filters' });
    expect(screen.getByRole('heading', { name: 'No product matches' })).toBeTruthy();
    expect(screen.getByText('Clear the filters')).toBeTruthy();
  });

  test('each category is a section anchored at "#category-id-{id}" with its products and blocks', () => {
    const onSelect = vi.fn();
    const { container } = renderList({ status: 'success', categories, emptyTitle: 'Empty' }, onSelect);
    expect(categoryAnchorId('c1')).toBe('category-id-c1');
    expect(container.querySelector('#category-id-c1')?.getAttribute('aria-labelledby')).toBe('category-id-c1-title');
    expect(screen.getByRole('region', { name: 'Mains' })).toBeTruthy();
    expect(screen.getByText('To share')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Happy hour' }).getAttribute('href')).toBe('#block-b1');
    fireEvent.click(screen.getByRole('link', { name: /Soup/ }));
    expect(onSelect).toHaveBeenCalledWith('p1');
    expect(screen.getByRole('link', { name: /Soup/ }).textContent).toContain('€8.00');
  });

  test('without a block page or a select handler, blocks have no link and product links are followed', () => {
    render(
      <MenuCategoryList
        state={{ status: 'success', categories, emptyTitle: 'Empty' }}
        locale="en-GB"
        labels={testLabels}
        priceOf={() => ({ kind: 'none' })}
        productHref={(p) => `#${p.id}`}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Happy hour' })).toBeNull();
    expect(screen.getByRole('link', { name: /Steak/ }).getAttribute('href')).toBe('#p2');
  });
});
