import type { KeyboardEvent } from 'react';
import { categoryAnchorId } from './category-anchor.js';
import classes from './menu.module.css';

export interface CategoryTabBarProps {
  readonly label: string;
  readonly categories: readonly { readonly id: string; readonly name: string }[];
  readonly activeId: string | undefined;
  readonly onSelect: (categoryId: string) => void;
}

/**
 * The category tab bar: one link per category to its `#category-id-{id}` anchor, the current one marked. The
 * menu page shows it "when more than one category remains after filtering" (menu-availability's
 * `showsCategoryTabBar`).
 */
export function CategoryTabBar({ label, categories, activeId, onSelect }: CategoryTabBarProps) {
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = categories[(index + step + categories.length) % categories.length];
    if (!next) return;
    document.getElementById(`tab-${categoryAnchorId(next.id)}`)?.focus();
  }
  return (
    <nav aria-label={label} className={classes.tabBar}>
      <ul className={classes.tabs}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <a
              id={`tab-${categoryAnchorId(category.id)}`}
              href={`#${categoryAnchorId(category.id)}`}
              aria-current={category.id === activeId ? 'true' : undefined}
              className={category.id === activeId ? `${classes.tab} ${classes.tabActive}` : classes.tab}
              onClick={(event) => {
                event.preventDefault();
                onSelect(category.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
