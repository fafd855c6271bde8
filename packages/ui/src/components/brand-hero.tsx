import type { CSSProperties } from 'react';
import classes from './brand-hero.module.css';
import { themeVariables, type BrandTheme } from './branding.js';

/** A banner of the customization: a title, an optional description, image and link. */
export interface BrandBannerContent {
  readonly title: string;
  readonly description?: string | undefined;
  readonly linkUrl?: string | undefined;
  readonly linkLabel?: string | undefined;
  readonly imageUrl?: string | undefined;
}

/** What the hero shows of an enrollment customization (3-menus §3). */
export interface BrandContent {
  readonly logo?: { readonly url: string; readonly width?: number | undefined; readonly height?: number | undefined } | undefined;
  readonly cover?: { readonly url: string } | undefined;
  readonly banners?: readonly BrandBannerContent[] | undefined;
  readonly welcomeText?: string | undefined;
  readonly theme?: BrandTheme | undefined;
}

export interface BrandHeroProps {
  readonly brand: BrandContent;
  /** The logo's text alternative, e.g. "Liberty Diner logo". */
  readonly logoAlt: string;
  /** The cover's text alternative, e.g. "Liberty Diner cover picture". */
  readonly coverAlt: string;
  /** The name of the list of banners. */
  readonly bannersLabel: string;
  /** `bar`: the logo and the welcome text on one line (above the bill); `hero` adds the cover and the banners. */
  readonly variant?: 'hero' | 'bar';
}

const LOGO_SIZE = 56;

/**
 * The venue's branding from its enrollment customization: the cover, the logo at its configured size, the welcome
 * text and the banners, on the brand background with light or dark text by the luminance rule (the theme's colours
 * are set on the hero itself, so it reads right before the page-wide variables are applied). Renders nothing when
 * the customization has none of them.
 */
export function BrandHero({ brand, logoAlt, coverAlt, bannersLabel, variant = 'hero' }: BrandHeroProps) {
  const banners = variant === 'hero' ? (brand.banners ?? []) : [];
  const cover = variant === 'hero' ? brand.cover : undefined;
  if (!brand.logo && !cover && !brand.welcomeText && banners.length === 0) return null;
  const style = themeVariables(brand.theme) as CSSProperties;
  return (
    <div className={variant === 'hero' ? classes.hero : classes.bar} style={style} data-brand={variant}>
      {cover ? <img className={classes.cover} src={cover.url} alt={coverAlt} /> : null}
      {brand.logo || brand.welcomeText ? (
        <div className={classes.identity}>
          {brand.logo ? (
            <img className={classes.logo} src={brand.logo.url} alt={logoAlt} width={brand.logo.width ?? LOGO_SIZE} height={brand.logo.height ?? LOGO_SIZE} />
          ) : null}
          {brand.welcomeText ? <p className={classes.welcome}>{brand.welcomeText}</p> : null}
        </div>
      ) : null}
      {banners.length > 0 ? (
        <ul className={classes.banners} aria-label={bannersLabel}>
          {banners.map((banner, index) => (
            <li key={`${index}-${banner.title}`} className={classes.banner}>
              {banner.imageUrl ? <img className={classes.bannerImage} src={banner.imageUrl} alt="" /> : null}
              <p className={classes.bannerTitle}>{banner.title}</p>
              {banner.description ? <p className={classes.bannerText}>{banner.description}</p> : null}
              {banner.linkUrl ? (
                <a className={classes.bannerLink} href={banner.linkUrl} target="_blank" rel="noreferrer">
                  {banner.linkLabel ?? banner.title}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
