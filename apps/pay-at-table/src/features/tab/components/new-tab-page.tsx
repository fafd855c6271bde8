import { isStoredTabStale, venueSchema } from '@tableside/billing-domain';
import { Banner, ErrorState, Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useVenueParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useOrdering } from '../../../lib/ordering/use-ordering-store.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { newTabRouteStateSchema } from '../api/tab-route-state.js';
import classes from './tab.module.css';

/**
 * `/venues/{venueId}/tab/new` (3-menus §2 Tabs): the welcome message and the open-tab button; a stored tab of this
 * venue with its bill, not stale (6 hours), goes straight to that bill. An unknown venue: "the open tab link has
 * no venue" (§8).
 */
export function NewTabPage() {
  const { t } = useTranslation();
  const { venueId } = useVenueParams();
  const { clock } = useServices();
  const venue = useLiveDocument(`venues/${venueId}`, venueSchema);
  const stored = useOrdering((state) => state.tab);
  const engagementFailure = newTabRouteStateSchema.safeParse(useLocation().state).success;
  if (stored && stored.venueId === venueId && stored.billId && !isStoredTabStale(stored, clock.now())) {
    return <Navigate to={paths.bill(venueId, stored.billId)} replace />;
  }
  if (venue.status === 'pending') return <Spinner label={t('app.tab.loading')} />;
  if (venue.status !== 'success') return <ErrorState title={t('app.tab.noVenue')} />;
  return (
    <section className={classes.page} aria-labelledby="new-tab-title">
      {engagementFailure ? <Banner tone="error">{t('app.tab.creationFailed')}</Banner> : null}
      <h1 id="new-tab-title">{t('app.tab.welcome', { venue: venue.data.name })}</h1>
      <p>{t('app.tab.welcomeMessage')}</p>
      <Link className={classes.buttonLink} to={orderingPaths.authorizeTab(venueId)}>
        {t('app.tab.open')}
      </Link>
    </section>
  );
}
