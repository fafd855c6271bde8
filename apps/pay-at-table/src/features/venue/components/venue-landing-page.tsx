import { ErrorState, Spinner, Toast } from '@tableside/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { useVenueParams } from '../../../lib/route-params.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { footerBranding, landingContextSchema, menuButtonLabelKey, menuButtonTarget, shouldShowWifiBanner, venueLandingSchema } from '../api/venue-landing.js';
import { useWifiBanner } from '../hooks/use-wifi-banner.js';
import classes from './venue-landing-page.module.css';
import { WifiBanner } from './wifi-banner.js';

/** Route state that asks for the split-error toast. */
const landingStateSchema = z.catch(z.object({ splitError: z.optional(z.boolean()) }), {});

/**
 * The venue landing page (1-core §2 "Venue landing page"): a loading message while the venue loads, then the venue
 * header, the menu button (target and label by the venue's menus and ordering), the footer branding with optional
 * terms and privacy links, the slow-network Wi-Fi banner and the split-error toast (5 s). `aside` is what the app
 * composes in below the menu button (the contact link and the venue's news).
 */
export function VenueLandingPage({ aside }: { readonly aside?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { venueId } = useVenueParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const venue = useLiveDocument(`venues/${venueId}`, venueLandingSchema);
  const wifiBanner = useWifiBanner();
  const [splitError, setSplitError] = useState(landingStateSchema.parse(location.state).splitError === true);
  if (venue.status === 'pending') return <Spinner label={t('app.loading')} />;
  if (venue.status !== 'success') return <ErrorState title={t('app.table.notAssociatedWithVenue')} />;
  const data = venue.data;
  const context = landingContextSchema.parse({ billId: search.get('billId') ?? undefined, deviceId: search.get('deviceId') ?? undefined });
  const target = menuButtonTarget(data, context);
  const branding = footerBranding(data);
  const label = t(menuButtonLabelKey(data));
  return (
    <div className={classes.page}>
      {splitError ? (
        <Toast tone="error" onDismiss={() => setSplitError(false)} dismissLabel={t('app.dismiss')}>
          {t('split.issueSplit.failed')}
        </Toast>
      ) : null}
      <header className={classes.header}>
        {data.imageUrl ? <img className={classes.logo} src={data.imageUrl} alt="" /> : null}
        <h1>{data.name}</h1>
        {data.address?.city ? <p className={classes.muted}>{data.address.city}</p> : null}
      </header>
      {target.kind === 'external' ? (
        <a className={classes.menuButton} href={target.url} target="_blank" rel="noreferrer">
          {label}
        </a>
      ) : (
        <Link className={classes.menuButton} to={target.path}>
          {label}
        </Link>
      )}
      {aside}
      <footer className={classes.footer}>
        {branding.kind === 'paySecurely' ? <p className={classes.muted}>{t('app.venue.paySecurely')}</p> : null}
        {branding.kind === 'custom' ? <p className={classes.muted}>{branding.text}</p> : null}
        {data.termsUrl || data.privacyUrl ? (
          <p className={classes.links}>
            {data.termsUrl ? (
              <a className={classes.link} href={data.termsUrl} target="_blank" rel="noreferrer">
                {t('app.venue.terms')}
              </a>
            ) : null}
            {data.privacyUrl ? (
              <a className={classes.link} href={data.privacyUrl} target="_blank" rel="noreferrer">
                {t('app.venue.privacy')}
              </a>
            ) : null}
          </p>
        ) : null}
      </footer>
      {data.wifi && shouldShowWifiBanner({ slowAtStartUp: wifiBanner.slowAtStartUp, acknowledged: wifiBanner.acknowledged, hasWifi: true }) ? (
        <WifiBanner wifi={data.wifi} onAcknowledge={wifiBanner.acknowledge} />
      ) : null}
    </div>
  );
}
