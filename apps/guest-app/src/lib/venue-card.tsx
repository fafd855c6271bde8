import type { GroupLocation } from '@tableside/contracts/guest-app';
import { useTranslation } from 'react-i18next';
import { venueMenusPath } from './domain/paths.js';
import { useUiLocale } from './locale.js';
import classes from './pages.js';

/** A venue of the group: name, address, open or closed now (with today's hours), its distance, and its menu. */
export function VenueCard({ venue, distanceKm }: { venue: GroupLocation; distanceKm?: number | undefined }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { address } = venue;
  return (
    <article className={classes.card} aria-labelledby={`venue-${venue.venueId}`}>
      <h2 id={`venue-${venue.venueId}`}>{venue.name}</h2>
      <p className={classes.muted}>
        {address.address}, {[address.zipCode, address.city].filter(Boolean).join(' ')}, {address.country}
      </p>
      <p className={venue.openNow ? classes.open : classes.closed}>
        {venue.openNow ? t('venue.open') : t('venue.closed')}
        {venue.todayHours ? ` · ${t('venue.todayHours', { opens: venue.todayHours.opens, closes: venue.todayHours.closes })}` : ''}
      </p>
      {distanceKm !== undefined ? (
        <p className={classes.muted}>
          {t('venue.distance', {
            distance: new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: distanceKm < 10 ? 1 : 0 }).format(distanceKm),
          })}
        </p>
      ) : null}
      <a className={classes.link} href={venueMenusPath(venue.venueId)}>
        {t('venue.menu', { name: venue.name })}
      </a>
    </article>
  );
}
