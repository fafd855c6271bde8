import type { AvailableForOrderOrAllMenu, MenuFilter } from '@tableside/menu-availability';
import { useEffect, useId, useState } from 'react';
import { Button } from '../components/button.js';
import { Dialog } from '../components/dialog.js';
import type { MenuLabels } from './menu-labels.js';
import classes from './menu.module.css';

type Option = { readonly id: string; readonly name: string };

export interface MenuFilterModalProps {
  readonly open: boolean;
  /** The filter in force; the modal edits a draft of it until "show results". */
  readonly filter: MenuFilter;
  readonly tags: readonly Option[];
  readonly categories: readonly Option[];
  readonly allergens: readonly Option[];
  readonly onApply: (filter: MenuFilter) => void;
  readonly onClose: () => void;
  readonly labels: Pick<
    MenuLabels,
    'filterTitle' | 'itemType' | 'availableForOrder' | 'allMenu' | 'tags' | 'categories' | 'excludedAllergens' | 'showResults' | 'clearFilters' | 'close'
  >;
}

type ListKey = 'selectedTagIds' | 'selectedCategoryIds' | 'excludedAllergenIds';

function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id];
}

/**
 * "Filter modal: item type (available for order or all), tags, categories, excluded allergens; show-results and
 * clear buttons" (3-menus §2). The item type is offered only when `showProductAvailableForOrderFilter` is set.
 */
export function MenuFilterModal({ open, filter, tags, categories, allergens, onApply, onClose, labels }: MenuFilterModalProps) {
  const [draft, setDraft] = useState(filter);
  const name = useId();
  useEffect(() => {
    if (open) setDraft(filter);
  }, [open, filter]);

  const group = (legend: string, key: ListKey, options: readonly Option[]) =>
    options.length === 0 ? null : (
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{legend}</legend>
        {options.map((option) => (
          <label key={option.id} className={classes.choice}>
            <input type="checkbox" checked={draft[key].includes(option.id)} onChange={() => setDraft({ ...draft, [key]: toggled(draft[key], option.id) })} />
            <span>{option.name}</span>
          </label>
        ))}
      </fieldset>
    );

  const itemType = (value: AvailableForOrderOrAllMenu, label: string) => (
    <label className={classes.choice}>
      <input
        type="radio"
        name={name}
        checked={draft.availableForOrderOrAllMenu === value}
        onChange={() => setDraft({ ...draft, availableForOrderOrAllMenu: value })}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <Dialog open={open} title={labels.filterTitle} closeLabel={labels.close} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        {draft.showProductAvailableForOrderFilter ? (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{labels.itemType}</legend>
            {itemType('AVAILABLE_FOR_ORDER', labels.availableForOrder)}
            {itemType('ALL_MENU', labels.allMenu)}
          </fieldset>
        ) : null}
        {group(labels.tags, 'selectedTagIds', tags)}
        {group(labels.categories, 'selectedCategoryIds', categories)}
        {group(labels.excludedAllergens, 'excludedAllergenIds', allergens)}
        <div className={classes.actions}>
          <Button
            variant="secondary"
            onClick={() => setDraft({ ...draft, selectedTagIds: [], selectedCategoryIds: [], excludedAllergenIds: [], availableForOrderOrAllMenu: 'ALL_MENU' })}
          >
            {labels.clearFilters}
          </Button>
          <Button type="submit">{labels.showResults}</Button>
        </div>
      </form>
    </Dialog>
  );
}
