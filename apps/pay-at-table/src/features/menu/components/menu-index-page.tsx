import { venueSchema } from '@tableside/billing-domain';
import { isMenuAvailable, staticMenuMode, venueClock } from '@tableside/menu-availability';
import { EmptyState, ErrorState, Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useServices } from '../../../lib/services-context.js';
import { deviceTimeZone } from '../../../lib/data/use-table-ordering.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { menuBaseFromParams, orderingPaths } from '../../../lib/menu-paths.js';
import { useVenueMenus } from '../../../lib/data/use-venue-menus.js';
import classes from './menu.module.css';

/**
 * `/menus` (3-menus §2 "index redirects to a menu"): a static menu shows its PDF or images, or links out to the
 * external menu in a new tab; a dynamic one redirects to the first menu available now, in the business's language.
 */
export function MenuIndexPage() {
  const { t } = useTranslation();
  const base = menuBaseFromParams(useParams());
  const { clock } = useServices();
  const menus = useVenueMenus(base.venueId);
  const venue = useLiveDocument(`venues/${base.venueId}`, venueSchema);
  if (menus.status === 'pending' || venue.status === 'pending') return <Spinner label={t('app.menu.loading')} />;
  if (menus.status === 'error') return <ErrorState title={t('app.menu.loadFailed')} />;
  const { business } = menus.data;
  const mode = business.staticMenu ? staticMenuMode(business.staticMenu) : undefined;
  if (mode?.kind === 'in-app') {
    return (
      <section className={classes.page} aria-labelledby="static-menu-title">
        <h1 id="static-menu-title">{business.name}</h1>
        {mode.menus.map((menu) => (
          <article key={menu.id} className={classes.links}>
            <h2>{menu.name}</h2>
            {menu.pdfLink ? (
              <>
                <object className={classes.pdf} data={menu.pdfLink} type="application/pdf" aria-label={menu.name}>
                  <a className={classes.link} href={menu.pdfLink} target="_blank" rel="noreferrer">
                    {t('app.menu.openPdf', { name: menu.name })}
                  </a>
                </object>
                <a className={classes.link} href={menu.pdfLink} target="_blank" rel="noreferrer">
                  {t('app.menu.openPdf', { name: menu.name })}
                </a>
              </>
            ) : null}
            {menu.imageLinks.map((src, index) => (
              <img key={src} className={classes.image} src={src} alt={t('app.menu.imageAlt', { name: menu.name, page: index + 1 })} />
            ))}
          </article>
        ))}
      </section>
    );
  }
  if (mode?.kind === 'link-out') {
    return (
      <section className={classes.page} aria-labelledby="external-menu-title">
        <h1 id="external-menu-title">{business.name}</h1>
        <a className={classes.link} href={mode.externalUrl.url} target="_blank" rel="noreferrer">
          {mode.externalUrl.label ?? t('app.menu.openExternal')}
        </a>
      </section>
    );
  }
  // "the first menu available now": in the venue's time zone, whatever the device's.
  const now = venueClock(clock.now(), venue.status === 'success' ? venue.data.timeZone : undefined, deviceTimeZone());
  const first = menus.data.menus.find((menu) => isMenuAvailable(menu, now)) ?? menus.data.menus[0];
  if (!first) return <EmptyState title={t('menu.noMenuAvailableErrorMessage')} />;
  return <Navigate to={orderingPaths.menu(base, business.defaultLanguage, first.id)} replace />;
}
