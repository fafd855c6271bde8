import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContactStrings } from '../api/use-contact-strings.js';
import classes from './contact.module.css';

/** The venue landing page's way to `/venues/{venueId}/contact` (1-core §2 Venue). */
export function ContactLink({ venueId }: { readonly venueId: string }) {
  useContactStrings();
  const { t } = useTranslation();
  return (
    <Link className={classes.contactLink} to={`/venues/${encodeURIComponent(venueId)}/contact`}>
      {t('app.contact.link')}
    </Link>
  );
}
