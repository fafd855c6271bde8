import type { ReactNode, SelectHTMLAttributes } from 'react';
import classes from './select-field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  readonly children: ReactNode;
}

/** A native `select` drawn with the tokens: 44 px tall, a chevron, the focus ring. Label it with `<label htmlFor>` or `aria-label`. */
export function SelectField({ children, ...select }: SelectFieldProps) {
  return (
    <span className={classes.wrapper}>
      <select className={classes.select} {...select}>
        {children}
      </select>
    </span>
  );
}
