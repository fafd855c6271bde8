import type { Customization } from '@tableside/contracts/branding';
import { BrandHero, useDocumentTheme } from '@tableside/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCustomization } from './customization.js';

/**
 * The venue's branding on a terminal landing (issue: "the venue's branding"): the enrollment customization's cover,
 * logo, welcome text and banners, and its theme's colours as the CSS variables of packages/ui (text light or dark
 * by the 0.5 luminance rule). The payment shows first; the branding appears when (and if) it answers within 2 s.
 */
export function LandingBranding({ enrollmentId, venueName }: { readonly enrollmentId: string; readonly venueName: string }) {
  const { t } = useTranslation();
  const [customization, setCustomization] = useState<Customization | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void readCustomization(enrollmentId).then((read) => {
      if (current) setCustomization(read);
    });
    return () => {
      current = false;
    };
  }, [enrollmentId]);
  const theme = customization?.theme;
  useDocumentTheme(theme);
  if (!customization) return null;
  return (
    <BrandHero
      brand={customization}
      logoAlt={t('branding.logo', { name: venueName })}
      coverAlt={t('branding.cover', { name: venueName })}
      bannersLabel={t('branding.banners', { name: venueName })}
    />
  );
}
