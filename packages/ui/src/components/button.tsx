import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './button.module.css';
import { Spinner } from './spinner.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly fullWidth?: boolean;
  /** Shows a spinner and disables the button; `loadingLabel` is announced to assistive technology. */
  readonly loading?: boolean;
  readonly loadingLabel?: string;
  readonly children: ReactNode;
}

/** A button with a 44 px minimum tap target and a visible focus ring. */
export function Button({
  variant = 'primary',
  fullWidth = false,
  loading = false,
  loadingLabel,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const names = [classes.button, classes[variant], fullWidth ? classes.fullWidth : undefined, className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={names} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <Spinner label={loadingLabel ?? ''} size="small" /> : null}
      {children}
    </button>
  );
}
