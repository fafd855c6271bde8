import classes from './spinner.module.css';

export interface SpinnerProps {
  /** Announced by screen readers; an empty label makes the spinner decorative. */
  readonly label: string;
  readonly size?: 'small' | 'large';
}

/** A loading indicator; with a label it is a polite status region. */
export function Spinner({ label, size = 'large' }: SpinnerProps) {
  const circle = <span className={`${classes.spinner} ${classes[size]}`} aria-hidden="true" />;
  if (label === '') return circle;
  return (
    <span role="status" className={classes.wrapper}>
      {circle}
      <span className={classes.visuallyHidden}>{label}</span>
    </span>
  );
}
