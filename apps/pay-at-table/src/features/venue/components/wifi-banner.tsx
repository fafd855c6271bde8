import { Button } from '@tableside/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services-context.js';
import { WIFI_COPIED_TOOLTIP_MS } from '../api/venue-landing.js';
import classes from './venue-landing-page.module.css';

/**
 * The slow-network banner at the bottom (1-core §2): the Wi-Fi network name and, for a closed network, a copyable
 * password with a "copied" tooltip for 1 s; collapsible; "Got it" acknowledges it.
 */
export function WifiBanner({ wifi, onAcknowledge }: { wifi: { name: string; password?: string | undefined; closed: boolean }; onAcknowledge: () => void }) {
  const { t } = useTranslation();
  const { timers } = useServices();
  const [expanded, setExpanded] = useState(true);
  const [copied, setCopied] = useState(false);
  const detailsId = useId();
  useEffect(() => {
    if (!copied) return undefined;
    const handle = timers.setTimeout(() => setCopied(false), WIFI_COPIED_TOOLTIP_MS);
    return () => timers.clearTimeout(handle);
  }, [copied, timers]);

  async function copy(password: string) {
    try {
      await globalThis.navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <aside className={classes.wifi} aria-labelledby={`${detailsId}-title`}>
      <div className={classes.wifiHeader}>
        <h2 id={`${detailsId}-title`} className={classes.wifiTitle}>
          {t('app.venue.wifi.title')}
        </h2>
        <Button variant="ghost" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('app.venue.wifi.collapse') : t('app.venue.wifi.expand')}
        </Button>
      </div>
      <div id={detailsId} hidden={!expanded}>
        <p className={classes.wifiLine}>{t('app.venue.wifi.network', { name: wifi.name })}</p>
        {wifi.closed && wifi.password ? (
          <div className={classes.wifiLine}>
            <span>{t('app.venue.wifi.password', { password: wifi.password })}</span>
            <span className={classes.copy}>
              <Button variant="secondary" onClick={() => void copy(wifi.password ?? '')}>
                {t('app.venue.wifi.copy')}
              </Button>
              {copied ? (
                <span role="status" className={classes.tooltip}>
                  {t('app.venue.wifi.copied')}
                </span>
              ) : null}
            </span>
          </div>
        ) : null}
        <Button fullWidth onClick={onAcknowledge}>
          {t('app.venue.wifi.acknowledge')}
        </Button>
      </div>
    </aside>
  );
}
