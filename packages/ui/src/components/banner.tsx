import type { ReactNode } from 'react';
import classes from './banner.module.css';

export type BannerTone = 'info' | 'warning' | 'error' | 'success';

export interface BannerProps {
  readonly tone: BannerTone;
  readonly children: ReactNode;
  /** Dismiss button; both the handler and its accessible name are needed to show it. */
  readonly onDismiss?: () => void;
  readonly dismissLabel?: string;
  readonly className?: string;
}

/** An inline message. Errors are alerts; other tones are polite status messages. */
export function Banner({ tone, children, onDismiss, dismissLabel, className }: BannerProps) {
  const names = [classes.banner, classes[tone], className].filter(Boolean).join(' ');
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={names}>
      <div>{children}</div>
      {onDismiss && dismissLabel ? (
        <button type="button" className={classes.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
