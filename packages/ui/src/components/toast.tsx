import { useEffect, useRef, type ReactNode } from 'react';
import { Banner, type BannerTone } from './banner.js';
import classes from './banner.module.css';

/** "A split-error toast appears at the top for 5 seconds" (1-core §2). */
export const TOAST_DURATION_MS = 5_000;

export interface ToastProps {
  readonly tone: BannerTone;
  readonly children: ReactNode;
  /** Called after `durationMs`, or when the diner dismisses the toast. */
  readonly onDismiss: () => void;
  readonly dismissLabel: string;
  readonly durationMs?: number;
}

/**
 * A banner pinned to the top of the screen that dismisses itself after 5 seconds. The timer starts once, when the
 * toast appears: the latest `onDismiss` is read through a ref, so a parent that re-renders (a ticking clock, a live
 * document) with a new callback each time does not restart it.
 */
export function Toast({ tone, children, onDismiss, dismissLabel, durationMs = TOAST_DURATION_MS }: ToastProps) {
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);
  useEffect(() => {
    const timer = setTimeout(() => dismissRef.current(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);
  return (
    <Banner tone={tone} onDismiss={onDismiss} dismissLabel={dismissLabel} className={classes.toast}>
      {children}
    </Banner>
  );
}
