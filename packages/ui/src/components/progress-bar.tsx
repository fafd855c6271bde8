import classes from './progress-bar.module.css';

export interface ProgressBarProps {
  /** Progress between 0 and 1; values outside are clamped. */
  readonly value: number;
  readonly label: string;
  /** Text read instead of the percentage (e.g. "€30.00 paid of €120.00"). */
  readonly valueText?: string;
}

/** A determinate progress bar with the progressbar role. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const percent = Math.round(clamped * 100);
  return (
    <div
      className={classes.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <div className={classes.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
