import { venueSchema } from '@tableside/billing-domain';
import { ErrorState, Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useVenueParams } from '../../../app/route-params.js';
import { useDocument } from '../../realtime/hooks/use-document.js';
import classes from '../../payment/components/payment-page.module.css';

/**
 * The venue landing page (1-core §2): a loading message while the venue loads, then the venue header, the menu
 * link when the venue has an external one, and the footer ("pay securely" unless the venue is in France).
 */
export function VenueLandingPage() {
  const { t } = useTranslation();
  const { venueId } = useVenueParams();
  const venue = useDocument(`venues/${venueId}`, venueSchema);
  if (venue.status === 'pending') return <Spinner label={t('app.loading')} />;
  if (venue.status !== 'success') return <ErrorState title={t('app.table.notAssociatedWithVenue')} />;
  const { name, address, externalUrl, ordering, countryCode } = venue.data;
  return (
    <>
      <h1>{name}</h1>
      {address?.city ? <p className={classes.muted}>{address.city}</p> : null}
      {externalUrl ? (
        <a className={classes.link} href={externalUrl.url} target="_blank" rel="noreferrer">
          {ordering?.enabled ? t('app.venue.viewMenuAndOrder') : t('app.venue.viewMenu')}
        </a>
      ) : null}
      <footer>{countryCode !== 'FR' ? <p className={classes.muted}>{t('app.venue.paySecurely')}</p> : null}</footer>
    </>
  );
}
