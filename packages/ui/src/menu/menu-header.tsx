import { useState } from 'react';
import { Dialog } from '../components/dialog.js';
import type { MenuLabels } from './menu-labels.js';
import classes from './menu.module.css';

/** "menu name (tap opens menu selection modal, height 546 px)" (3-menus §2, §9 "menu modal 546 px"). */
export const MENU_SELECTION_MODAL_HEIGHT_PX = 546;

export interface MenuHeaderProps {
  readonly menuName: string;
  readonly menus: readonly { readonly id: string; readonly name: string }[];
  readonly selectedMenuId: string;
  readonly onSelectMenu: (menuId: string) => void;
  /** The back button; left out when there is nowhere to go back to. */
  readonly onBack?: () => void;
  /** The filter button; left out when the page offers no filter. */
  readonly onOpenFilter?: () => void;
  /** How many filters are active, announced on the filter button. */
  readonly activeFilterCount?: number;
  readonly labels: Pick<MenuLabels, 'back' | 'filter' | 'selectMenu' | 'close'>;
}

/** The menu page header: back button, menu name opening the menu selection modal, filter button. */
export function MenuHeader({ menuName, menus, selectedMenuId, onSelectMenu, onBack, onOpenFilter, activeFilterCount = 0, labels }: MenuHeaderProps) {
  const [selecting, setSelecting] = useState(false);
  return (
    <header className={classes.header}>
      {onBack ? (
        <button type="button" className={classes.iconButton} onClick={onBack} aria-label={labels.back}>
          <span aria-hidden="true">←</span>
        </button>
      ) : (
        <span className={classes.iconSpacer} />
      )}
      <h1 className={classes.menuHeading}>
        <button type="button" className={classes.menuName} aria-haspopup="dialog" onClick={() => setSelecting(true)}>
          <span className={classes.menuNameText}>{menuName}</span>
          <span aria-hidden="true"> ▾</span>
        </button>
      </h1>
      {onOpenFilter ? (
        <button
          type="button"
          className={classes.iconButton}
          onClick={onOpenFilter}
          aria-label={activeFilterCount > 0 ? `${labels.filter} (${activeFilterCount})` : labels.filter}
        >
          <span aria-hidden="true">⚲</span>
        </button>
      ) : (
        <span className={classes.iconSpacer} />
      )}
      <Dialog open={selecting} title={labels.selectMenu} closeLabel={labels.close} onClose={() => setSelecting(false)}>
        <ul className={classes.menuChoices} style={{ maxHeight: MENU_SELECTION_MODAL_HEIGHT_PX }}>
          {menus.map((menu) => (
            <li key={menu.id}>
              <button
                type="button"
                className={classes.menuChoice}
                aria-current={menu.id === selectedMenuId ? 'true' : undefined}
                onClick={() => {
                  setSelecting(false);
                  if (menu.id !== selectedMenuId) onSelectMenu(menu.id);
                }}
              >
                {menu.name}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </header>
  );
}
