import type { InputHTMLAttributes, ReactNode } from 'react';
import classes from './radio-option.module.css';

export interface RadioOptionProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  /** The option's label: the whole row is the tap target. */
  readonly children: ReactNode;
  /** A second part of the label shown at the end of the row (e.g. an amount). */
  readonly trailing?: ReactNode;
}

/**
 * A radio button drawn as a 44 px row: a native `input type="radio"` (keyboard, forms and screen readers as the
 * browser gives them) with a branded ring, inside a label that is the tap target. Group them in a `fieldset`.
 */
export function RadioOption({ children, trailing, ...input }: RadioOptionProps) {
  return (
    <label className={classes.option}>
      <input type="radio" className={classes.input} {...input} />
      <span className={classes.label}>{children}</span>
      {trailing !== undefined ? <span className={classes.trailing}>{trailing}</span> : null}
    </label>
  );
}
