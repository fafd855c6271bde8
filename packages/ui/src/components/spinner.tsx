import classes from './spinner.module.css';

export interface SpinnerProps {
  /** Announced by screen readers; an empty label makes the spinner decorative. */
  readonly label: string;
  readonly size?: 'small' | 'large';
  /** Shows the label under the circle, for a page that is still loading (a slow network shows it for seconds). */
  readonly showLabel?: boolean;
}

/** A loading indicator; with a label it is a polite status region. */
export function Spinner({ label, size = 'large', showLabel = false }: SpinnerProps) {
  const circle = <span className={`${classes.spinner} ${classes[size]}`} aria-hidden="true" />;
  if (label === '') return circle;
  return (
    <span role="status" className={showLabel ? classes.loadingState : classes.wrapper}>
      {circle}
      <span className={showLabel ? classes.label : classes.visuallyHidden}>{label}</span>
    </span>
  );
}
