import { Button, Spinner } from '@tableside/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './tab.module.css';

/** The tab overlay's states (3-menus §2 Tabs "Overlay"). */
export type TabOverlayState = { readonly kind: 'authorizing' } | { readonly kind: 'opened' } | { readonly kind: 'failed'; readonly onRetry: () => void };

/**
 * "Overlay: spinner while authorising, green check with 'tab.authorized.card' once opened, warning with retry
 * button on failure" (3-menus §2).
 */
export function TabOverlay({ state }: { readonly state: TabOverlayState }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [state.kind]);
  switch (state.kind) {
    case 'authorizing':
      return (
        <div className={classes.overlay}>
          <Spinner label={t('app.tab.authorizing')} size="large" />
        </div>
      );
    case 'opened':
      return (
        <div className={`${classes.overlay} ${classes.opened}`} role="status">
          <span className={classes.check} aria-hidden="true">
            ✓
          </span>
          <h1 ref={heading} tabIndex={-1}>
            {t('tab.authorized.card')}
          </h1>
        </div>
      );
    case 'failed':
      return (
        <div className={`${classes.overlay} ${classes.failed}`} role="alertdialog" aria-modal="true" aria-labelledby="tab-failed-title">
          <span className={classes.warning} aria-hidden="true">
            !
          </span>
          <h1 id="tab-failed-title" ref={heading} tabIndex={-1}>
            {t('app.tab.failed')}
          </h1>
          <Button onClick={state.onRetry}>{t('app.tab.retry')}</Button>
        </div>
      );
    default: {
      const unreachable: never = state;
      throw new Error(`Unknown tab overlay ${JSON.stringify(unreachable)}`);
    }
  }
}
