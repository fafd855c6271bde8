import { Banner, Dialog } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCustomization } from '../../../lib/branding/use-customization.js';
import { useAccountSession } from '../../../lib/identity/account-session.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { useCookiePreferences } from '../api/cookie-preferences.js';
import { useConsentStrings } from '../api/use-consent-strings.js';
import { burgerVenueSchema, showCookieLink, socialPages, venueIdOfPath, type BurgerVenue } from '../api/venue-customization.js';
import classes from './consent.module.css';

const SOCIAL_NAMES = { instagram: 'Instagram', facebook: 'Facebook', twitter: 'Twitter', tiktok: 'TikTok' } as const;

export interface BurgerMenuProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Opens the cookie preferences modal (the menu closes first). */
  readonly onOpenCookies: () => void;
}

/**
 * The burger menu of 3 §2, venue version: logo, name, social icons, the contact banner, the login or profile item,
 * the website and custom link items, each only when the venue's enrollment customization has it, and the cookie customisation
 * link, "shown unless the venue country is US and preferences exist". Outside a venue it keeps the account item
 * and the cookie link.
 */
export function BurgerMenu({ open, onClose, onOpenCookies }: BurgerMenuProps) {
  useConsentStrings();
  const { t } = useTranslation();
  const location = useLocation();
  const venueId = venueIdOfPath(location.pathname);
  const live = useLiveDocument(venueId === undefined ? undefined : `venues/${venueId}`, burgerVenueSchema);
  const venue: BurgerVenue | undefined = live.status === 'success' ? live.data : undefined;
  const session = useAccountSession();
  const cookies = useCookiePreferences();
  const venueKnown = venueId === undefined || live.status !== 'pending';
  const cookieLinkShown = venueKnown && cookies.query.isSuccess && showCookieLink(venue?.countryCode, cookies.query.data.saved);
  const rest = new URLSearchParams(location.search);
  rest.delete('burgerMenuOpen');
  const here = rest.size > 0 ? `${location.pathname}?${rest.toString()}` : location.pathname;
  // The enrollment's customization (3 §7), cached with the page's branding.
  const customization = useCustomization(venue?.enrollmentId).data;
  const logo = customization?.logo?.url ?? venue?.imageUrl;
  const banner = customization?.contactPageBanner;
  return (
    <Dialog open={open} title={venue?.name ?? t('app.consent.menu.title')} closeLabel={t('app.consent.menu.close')} onClose={onClose} id="burger-menu">
      {logo ? (
        <div className={classes.menuHead}>
          <img className={classes.logo} src={logo} alt={t('app.consent.menu.logo', { name: venue?.name ?? '' })} />
        </div>
      ) : null}
      {socialPages(customization).length > 0 ? (
        <ul className={classes.social} aria-label={t('app.consent.menu.social')}>
          {socialPages(customization).map((page) => (
            <li key={page.network}>
              <a className={classes.menuLink} href={page.url} target="_blank" rel="noreferrer">
                {SOCIAL_NAMES[page.network]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {banner ? (
        <div className={classes.banner}>
          <strong>{banner.title}</strong>
          {banner.description ? <p>{banner.description}</p> : null}
          {banner.linkUrl ? (
            <a className={classes.menuLink} href={banner.linkUrl} target="_blank" rel="noreferrer">
              {banner.linkLabel ?? banner.title}
            </a>
          ) : null}
        </div>
      ) : null}
      <nav aria-label={t('app.consent.menu.title')}>
        <ul className={classes.list}>
          <li>
            {session ? (
              <Link className={classes.menuLink} to="/me">
                {t('app.consent.menu.profile')}
              </Link>
            ) : (
              <Link className={classes.menuLink} to={`/login?${new URLSearchParams({ redirectToPath: here }).toString()}`}>
                {t('app.consent.menu.login')}
              </Link>
            )}
          </li>
          {session ? (
            <li>
              <Link className={classes.menuLink} to="/me/privacy/marketing">
                {t('app.consent.marketing.title')}
              </Link>
            </li>
          ) : null}
          {customization?.websitePage ? (
            <li>
              <a className={classes.menuLink} href={customization.websitePage} target="_blank" rel="noreferrer">
                {t('app.consent.menu.website')}
              </a>
            </li>
          ) : null}
          {customization?.customLink ? (
            <li>
              <a className={classes.menuLink} href={customization.customLink} target="_blank" rel="noreferrer">
                {customization.customLinkTitle ?? customization.customLink}
              </a>
            </li>
          ) : null}
          {cookieLinkShown ? (
            <li>
              <button type="button" className={classes.linkButton} onClick={onOpenCookies}>
                {t('app.consent.menu.cookies')}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      {live.status === 'error' ? <Banner tone="error">{t('app.consent.unavailable')}</Banner> : null}
    </Dialog>
  );
}
