import { ErrorState, Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../lib/back-link.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { useVenueParams } from '../../../lib/route-params.js';
import { addressLines, contactVenueSchema } from '../api/contact-banner.js';
import { useContactStrings } from '../api/use-contact-strings.js';
import { ContactBannerCard } from './contact-banner-card.js';
import classes from './contact.module.css';

/**
 * `/venues/{venueId}/contact` (1-core §2 Venue, 3 §3): the venue's name and address and its contact page banner
 * (`customization.contactPageBanner`), or a note that the venue has shared no contact details.
 */
export function ContactPage() {
  useContactStrings();
  const { t } = useTranslation();
  const { venueId } = useVenueParams();
  const venue = useLiveDocument(`venues/${venueId}`, contactVenueSchema);
  if (venue.status === 'pending') return <Spinner label={t('app.loading')} />;
  if (venue.status !== 'success') return <ErrorState title={t('app.table.notAssociatedWithVenue')} />;
  const { name, address, customization } = venue.data;
  const lines = addressLines(address);
  const banner = customization?.contactPageBanner;
  return (
    <div className={classes.page}>
      <BackLink to={`/venues/${encodeURIComponent(venueId)}`} />
      <header className={classes.header}>
        <h1 className={classes.title}>{t('app.contact.title')}</h1>
        <p className={classes.venueName}>{name}</p>
      </header>
      {lines.length > 0 ? (
        <section className={classes.address} aria-label={t('app.contact.address')}>
          <address>
            {lines.map((line) => (
              <span key={line} className={classes.addressLine}>
                {line}
              </span>
            ))}
          </address>
        </section>
      ) : null}
      {banner ? <ContactBannerCard banner={banner} headingLevel={2} /> : <p className={classes.muted}>{t('app.contact.empty')}</p>}
    </div>
  );
}
