import { confirmCountdown, countdownRemainingMs, isConfirmEnabled, type OrderingEnvironment } from '@tableside/ordering';
import { Button } from '@tableside/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services-context.js';
import { useNow } from '../../../lib/use-now.js';
import classes from './basket.module.css';

export interface ConfirmOrderScreenProps {
  readonly isDuplicate: boolean;
  readonly environment: OrderingEnvironment;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

const COUNTDOWN_TICK_MS = 250;

/**
 * "Confirm basket: countdown screen that places the order automatically" (3-menus §2): 20 s, or 5 s with the
 * duplicate warning and confirm disabled until the end (§4 Duplicate guard, §9).
 */
export function ConfirmOrderScreen({ isDuplicate, environment, onConfirm, onCancel }: ConfirmOrderScreenProps) {
  const { t } = useTranslation();
  const { clock } = useServices();
  const [startedAt] = useState(() => clock.now());
  const countdown = confirmCountdown(isDuplicate, environment);
  const now = useNow(COUNTDOWN_TICK_MS);
  const remainingMs = countdownRemainingMs(startedAt, countdown.durationMs, Math.max(now, startedAt));
  const fired = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (remainingMs > 0 || fired.current) return;
    fired.current = true;
    onConfirm();
  }, [remainingMs, onConfirm]);
  const seconds = Math.ceil(remainingMs / 1000);
  return (
    <section className={classes.overlay} role="dialog" aria-modal="true" aria-labelledby="confirm-order-title">
      <h1 id="confirm-order-title" ref={heading} tabIndex={-1}>
        {t('app.basket.confirm.title')}
      </h1>
      {isDuplicate ? <p role="alert">{t('app.basket.confirm.duplicate')}</p> : null}
      <p aria-live="polite">{t('app.basket.confirm.countdown', { seconds })}</p>
      <Button
        fullWidth
        disabled={!isConfirmEnabled(countdown, remainingMs)}
        onClick={() => {
          if (fired.current) return;
          fired.current = true;
          onConfirm();
        }}
      >
        {t('app.basket.confirm.confirm')}
      </Button>
      <Button fullWidth variant="secondary" onClick={onCancel}>
        {t('app.basket.confirm.cancel')}
      </Button>
    </section>
  );
}
