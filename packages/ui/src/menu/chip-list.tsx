import classes from './menu.module.css';

/** "List items show at most 3 tags then +N" (3-menus §2). */
export const MAX_VISIBLE_CHIPS = 3;

export interface ChipListProps {
  readonly label: string;
  readonly chips: readonly { readonly id: string; readonly name: string }[];
  /** The "+N" text for the chips left out. */
  readonly moreLabel: (count: number) => string;
  /** All chips (product page) or the first three then +N (lists). */
  readonly limit?: number;
}

/** Tag or allergen chips: at most `limit`, then a "+N" chip. */
export function ChipList({ label, chips, moreLabel, limit = MAX_VISIBLE_CHIPS }: ChipListProps) {
  if (chips.length === 0) return null;
  const visible = chips.slice(0, limit);
  const hidden = chips.length - visible.length;
  return (
    <ul aria-label={label} className={classes.chips}>
      {visible.map((chip) => (
        <li key={chip.id} className={classes.chip}>
          {chip.name}
        </li>
      ))}
      {hidden > 0 ? <li className={classes.chip}>{moreLabel(hidden)}</li> : null}
    </ul>
  );
}
