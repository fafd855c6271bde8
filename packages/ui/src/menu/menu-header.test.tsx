import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MENU_SELECTION_MODAL_HEIGHT_PX, MenuHeader } from './menu-header.js';
import { testLabels } from './menu-test-fixtures.js';

afterEach(cleanup);

const menus = [
  { id: 'm1', name: 'La carte' },
  { id: 'm2', name: 'Brunch' },
];

describe('MenuHeader (3-menus §2 "header with back button, menu name (tap opens menu selection modal, height 546 px), filter button")', () => {
  test("the modal height is the spec's", () => {
    expect(MENU_SELECTION_MODAL_HEIGHT_PX).toBe(546);
  });

  test('tapping the menu name opens the selection modal; picking another menu selects it and closes', () => {
    const onSelectMenu = vi.fn();
    render(<MenuHeader menuName="La carte" menus={menus} selectedMenuId="m1" onSelectMenu={onSelectMenu} labels={testLabels} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'La carte' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'La carte' }));
    const dialog = screen.getByRole('dialog', { name: 'Select a menu' });
    expect(dialog.querySelector('ul')?.style.maxHeight).toBe('546px');
    expect(within(dialog).getByRole('button', { name: 'La carte' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Brunch' }));
    expect(onSelectMenu).toHaveBeenCalledWith('m2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('picking the current menu only closes the modal; Close closes it too', () => {
    const onSelectMenu = vi.fn();
    render(<MenuHeader menuName="La carte" menus={menus} selectedMenuId="m1" onSelectMenu={onSelectMenu} labels={testLabels} />);
    const header = screen.getByRole('button', { name: 'La carte' });
    fireEvent.click(header);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'La carte' }));
    expect(onSelectMenu).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(header);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('back and filter buttons call back; without handlers they are left out', () => {
    const onBack = vi.fn();
    const onOpenFilter = vi.fn();
    const { rerender } = render(
      <MenuHeader
        menuName="La carte"
        menus={menus}
        selectedMenuId="m1"
        onSelectMenu={() => undefined}
        onBack={onBack}
        onOpenFilter={onOpenFilter}
        activeFilterCount={2}
        labels={testLabels}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filter (2)' }));
    expect([onBack.mock.calls.length, onOpenFilter.mock.calls.length]).toEqual([1, 1]);
    rerender(
      <MenuHeader menuName="La carte" menus={menus} selectedMenuId="m1" onSelectMenu={() => undefined} onOpenFilter={onOpenFilter} labels={testLabels} />,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
    rerender(<MenuHeader menuName="La carte" menus={menus} selectedMenuId="m1" onSelectMenu={() => undefined} labels={testLabels} />);
    expect(screen.queryByRole('button', { name: /Filter/ })).toBeNull();
  });
});
