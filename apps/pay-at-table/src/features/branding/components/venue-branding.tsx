import { BrandHero, useDocumentTheme } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useVenueCustomization } from '../../../lib/branding/use-customization.js';
import { venueIdOfPath } from '../../../lib/branding/venue-path.js';
import { brandPlacement } from '../api/brand-placement.js';
import { useBrandingStrings } from '../api/use-branding-strings.js';
import classes from './venue-branding.module.css';

/**
 * The venue's branding from its enrollment customization (3-menus §3, §7), loaded after the page with the header's
 * controls, so it never delays the bill's first render: the theme's colours become the CSS variables of packages/ui
 * on the whole page (the accent and the brand background, each with light or dark text by the 0.5 luminance rule),
 * and the venue landing shows the hero (cover, logo, welcome text, banners), the bill page the bar (logo, welcome
 * text). A venue without a customization, or one that does not answer within 2 s, keeps the default tokens.
 */
export function VenueBranding() {
  useBrandingStrings();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const venueId = venueIdOfPath(pathname);
  const { venueName, customization } = useVenueCustomization(venueId);
  const theme = customization?.theme;

  useDocumentTheme(theme);

  const placement = brandPlacement(pathname);
  if (!customization || placement === 'colours') return null;
  const name = venueName ?? '';
  return (
    <div className={classes.slot}>
      <BrandHero
        brand={customization}
        variant={placement}
        logoAlt={t('app.branding.logo', { name })}
        coverAlt={t('app.branding.cover', { name })}
        bannersLabel={t('app.branding.banners', { name })}
      />
    </div>
  );
}
