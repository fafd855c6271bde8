import { useTranslation } from 'react-i18next';
import type { ContactBanner } from '../api/contact-banner.js';
import classes from './contact.module.css';

export interface ContactBannerCardProps {
  readonly banner: ContactBanner;
  /** The heading level of the banner's title in its page. */
  readonly headingLevel: 2 | 3;
  /** Opens the link in the app (the full-screen frame) instead of a new tab. */
  readonly onOpenInApp?: (() => void) | undefined;
}

/**
 * A contact banner (3 §3 contactPageBanner / postPaymentBanner): picture, title, description and its link. The venue's
 * words are React text; the link is http(s) only (contact-banner.ts) and opens in a new tab unless `onOpenInApp`.
 */
export function ContactBannerCard({ banner, headingLevel, onOpenInApp }: ContactBannerCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = banner.linkLabel ?? t('app.contact.moreInfo');
  return (
    <div className={classes.banner}>
      {banner.imageUrl ? <img className={classes.bannerPicture} src={banner.imageUrl} alt="" width={320} height={160} /> : null}
      <Heading className={classes.bannerTitle}>{banner.title}</Heading>
      {banner.description ? <p className={classes.bannerText}>{banner.description}</p> : null}
      {banner.linkUrl && onOpenInApp ? (
        <button type="button" className={classes.action} onClick={onOpenInApp}>
          {label}
        </button>
      ) : null}
      {banner.linkUrl && !onOpenInApp ? (
        <a className={classes.action} href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
          {label}
          <span className={classes.visuallyHidden}> {t('app.contact.opensInNewTab')}</span>
        </a>
      ) : null}
    </div>
  );
}
