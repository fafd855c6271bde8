import { exhaustiveSwitchError } from '@tableside/billing-domain';
import {
  canIncrementModifierOption,
  isModifierGroupRequired,
  isModifierOptionDisabled,
  modifierGroupControl,
  modifierGroupHint,
  type ModifierSelection,
} from '@tableside/ordering';
import { forwardRef, useId } from 'react';
import { formatMoneyText } from '../components/money-text.js';
import type { MenuLabels } from './menu-labels.js';
import classes from './menu.module.css';
import type { ProductOptionGroup } from './product-groups.js';

export interface ModifierGroupFieldProps {
  readonly group: ProductOptionGroup;
  readonly selection: ModifierSelection | undefined;
  readonly onChange: (selection: ModifierSelection) => void;
  /** Shown once add was pressed with this group unsatisfied. */
  readonly invalid: boolean;
  /** Lists the options without controls (ordering disabled). */
  readonly readOnly: boolean;
  readonly locale: string;
  readonly labels: Pick<MenuLabels, 'required' | 'modifierHint' | 'modifierGroupError' | 'increaseQuantity' | 'decreaseQuantity'>;
}

function withCount(selection: ModifierSelection | undefined, optionId: string, count: number): ModifierSelection {
  const next: Record<string, number> = { ...selection };
  if (count > 0) next[optionId] = count;
  else delete next[optionId];
  return next;
}

/**
 * One modifier group: its name, the Required badge (min > 0), the hint, and the control the rules pick — radio
 * (min 1, max 1), multi (max above 1 or 0) or toggle — with options disabled once the max is reached (3-menus §5).
 */
export const ModifierGroupField = forwardRef<HTMLFieldSetElement, ModifierGroupFieldProps>(function ModifierGroupField(
  { group, selection, onChange, invalid, readOnly, locale, labels },
  ref,
) {
  const baseId = useId();
  const hint = labels.modifierHint(modifierGroupHint(group));
  const control = modifierGroupControl(group);
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;

  function input(optionId: string, name: string) {
    const chosen = selection?.[optionId] ?? 0;
    const disabled = isModifierOptionDisabled(group, selection, optionId);
    switch (control) {
      case 'radio':
        return <input type="radio" name={baseId} checked={chosen > 0} disabled={disabled} onChange={() => onChange({ [optionId]: 1 })} />;
      case 'toggle':
        return (
          <input
            type="checkbox"
            role="switch"
            checked={chosen > 0}
            disabled={disabled}
            onChange={() => onChange(withCount(selection, optionId, chosen > 0 ? 0 : 1))}
          />
        );
      case 'multi':
        if ((group.multiMax ?? 1) > 1) {
          return (
            <span className={classes.optionStepper}>
              <button
                type="button"
                className={classes.stepperButton}
                aria-label={`${labels.decreaseQuantity}: ${name}`}
                disabled={chosen === 0}
                onClick={() => onChange(withCount(selection, optionId, chosen - 1))}
              >
                −
              </button>
              <output aria-live="polite">{chosen}</output>
              <button
                type="button"
                className={classes.stepperButton}
                aria-label={`${labels.increaseQuantity}: ${name}`}
                disabled={!canIncrementModifierOption(group, selection, optionId)}
                onClick={() => onChange(withCount(selection, optionId, chosen + 1))}
              >
                +
              </button>
            </span>
          );
        }
        return <input type="checkbox" checked={chosen > 0} disabled={disabled} onChange={() => onChange(withCount(selection, optionId, chosen > 0 ? 0 : 1))} />;
      default:
        return exhaustiveSwitchError(control);
    }
  }

  const describedBy = [hint ? hintId : undefined, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className={invalid ? `${classes.group} ${classes.groupInvalid}` : classes.group}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      data-control={control}
    >
      <legend className={classes.groupLegend}>
        <span>{group.name}</span>
        {isModifierGroupRequired(group) ? <span className={classes.badge}>{labels.required}</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className={classes.error}>
          {labels.modifierGroupError}
        </p>
      ) : null}
      <ul className={classes.options}>
        {group.options.map(({ product, price }) => {
          const priceText = price ? formatMoneyText(price, locale) : null;
          if (readOnly) {
            return (
              <li key={product.id} className={classes.option}>
                <span>{product.name}</span>
                {priceText ? <span className={classes.price}>{priceText}</span> : null}
              </li>
            );
          }
          const field = input(product.id, product.name);
          return (
            <li key={product.id} className={classes.option}>
              {control === 'multi' && (group.multiMax ?? 1) > 1 ? (
                <>
                  <span>{product.name}</span>
                  {priceText ? <span className={classes.price}>{priceText}</span> : null}
                  {field}
                </>
              ) : (
                <label className={classes.optionLabel}>
                  {field}
                  <span>{product.name}</span>
                  {priceText ? <span className={classes.price}>{priceText}</span> : null}
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
