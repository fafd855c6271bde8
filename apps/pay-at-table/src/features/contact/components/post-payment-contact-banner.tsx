import { Dialog } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AfterPaymentProps } from '../../../lib/payment-page-parts.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { contactVenueSchema, postPaymentBannerOpening } from '../api/contact-banner.js';
import { useContactStrings } from '../api/use-contact-strings.js';
import { ContactBannerCard } from './contact-banner-card.js';
import classes from './contact.module.css';

/**
 * The post-payment contact banner (3 §2 Dialogs): the venue's `customization.postPaymentBanner` on the success page.
 * Its link opens in a new tab, or, for an enrollment on the fixed allow-list, in a full-screen frame over the page.
 */
export default function PostPaymentContactBanner({ venueId }: Pick<AfterPaymentProps, 'venueId'>) {
  useContactStrings();
  const { t } = useTranslation();
  const venue = useLiveDocument(`venues/${venueId}`, contactVenueSchema);
  const [framed, setFramed] = useState(false);
  if (venue.status !== 'success') return null;
  const banner = venue.data.customization?.postPaymentBanner;
  if (!banner) return null;
  const inApp = banner.linkUrl !== undefined && postPaymentBannerOpening(venue.data.enrollmentId) === 'iframe';
  return (
    <section className={classes.postPayment} aria-label={banner.title}>
      <ContactBannerCard banner={banner} headingLevel={2} onOpenInApp={inApp ? () => setFramed(true) : undefined} />
      {inApp && banner.linkUrl ? (
        <div className={classes.fullScreen}>
          <Dialog open={framed} title={banner.title} closeLabel={t('app.contact.closeFrame')} onClose={() => setFramed(false)}>
            <iframe className={classes.frame} src={banner.linkUrl} title={banner.title} referrerPolicy="strict-origin-when-cross-origin" />
          </Dialog>
        </div>
      ) : null}
    </section>
  );
}
