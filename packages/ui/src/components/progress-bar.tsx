import { useLayoutEffect, useRef } from 'react';
import classes from './progress-bar.module.css';

export interface ProgressBarProps {
  /** Progress between 0 and 1; values outside are clamped. */
  readonly value: number;
  readonly label: string;
  /** Text read instead of the percentage (e.g. "€30.00 paid of €120.00"). */
  readonly valueText?: string;
}

/**
 * A determinate progress bar with the progressbar role. The fill's width is set on the element, not as a `style`
 * attribute: a page rendered on the server keeps its markup, and the CSP refuses inline style attributes in HTML.
 */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const percent = Math.round(clamped * 100);
  const fill = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (fill.current) fill.current.style.width = `${percent}%`;
  }, [percent]);
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
      <div ref={fill} className={classes.fill} />
    </div>
  );
}
