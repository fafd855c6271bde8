import { PRE_AUTHORIZATION_SUCCESS_SCREEN_MS } from '@tableside/ordering';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services-context.js';
import classes from './preauth.module.css';

/** "Full-screen success 'Pre-authorisation successful' ... shown 3 s" (3-menus §2), then `onDone`. */
export function PreAuthorizationSuccess({ onDone }: { readonly onDone: () => void }) {
  const { t } = useTranslation();
  const { timers } = useServices();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const handle = timers.setTimeout(onDone, PRE_AUTHORIZATION_SUCCESS_SCREEN_MS);
    return () => timers.clearTimeout(handle);
  }, [timers, onDone]);
  return (
    <section className={classes.success} role="status" aria-labelledby="preauth-success-title">
      <h1 id="preauth-success-title" ref={heading} tabIndex={-1}>
        {t('app.preauth.success.title')}
      </h1>
      <p>{t('app.preauth.success.message')}</p>
    </section>
  );
}
