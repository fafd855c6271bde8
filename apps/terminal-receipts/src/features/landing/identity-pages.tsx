import { VenueHeader } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { BusinessData, EnrollmentData } from '../../lib/landing-data.js';
import { PageHeading, pageClasses as classes } from '@tableside/ui/app-shell';

/** `/businesses/{businessId}`: the business's venues, with their branding and address. */
export function BusinessPage() {
  const business = useLoaderData<BusinessData>();
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <PageHeading>{t('business.title')}</PageHeading>
      <ul className={classes.list} aria-label={t('business.venues')}>
        {business.venues.map((venue) => (
          <li key={venue.venueId} className={classes.card}>
            <VenueHeader name={venue.name} logoUrl={venue.logoUrl} detail={venue.address.join(', ')} />
          </li>
        ))}
      </ul>
    </main>
  );
}

/** `/enrollments/{enrollmentId}`: the enrolled venue, with its branding and address. */
export function EnrollmentPage() {
  const venue = useLoaderData<EnrollmentData>();
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <VenueHeader name={venue.name} logoUrl={venue.logoUrl} />
      <PageHeading>{t('enrollment.title', { venueName: venue.name })}</PageHeading>
      <section className={classes.card} aria-labelledby="address-title">
        <h2 id="address-title">{t('enrollment.address')}</h2>
        <address>
          {venue.address.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </section>
    </main>
  );
}
