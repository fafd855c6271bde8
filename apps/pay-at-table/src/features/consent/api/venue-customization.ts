import { isCookieCustomisationVisible } from '@tableside/loyalty-providers';
import { z } from 'zod';

const link = z.url({ protocol: /^https?$/ });
const banner = z.looseObject({
  title: z.string().min(1),
  description: z.string().optional(),
  linkUrl: link.optional(),
  linkLabel: z.string().optional(),
  imageUrl: z.string().optional(),
});

/**
 * What the burger menu reads of a venue (3 §2 Burger menu, 3 §3 Customization): its name, country and logo, and
 * its customization's social pages, website, custom link and contact banner. A customization field that does not
 * parse (e.g. a link that is not http or https) leaves the item out rather than the whole menu.
 */
export const burgerVenueSchema = z.looseObject({
  name: z.string(),
  countryCode: z.string(),
  imageUrl: z.string().optional(),
  customization: z
    .looseObject({
      logoUrl: z.string().optional().catch(undefined),
      instagramPage: link.optional().catch(undefined),
      facebookPage: link.optional().catch(undefined),
      twitterPage: link.optional().catch(undefined),
      tiktokPage: link.optional().catch(undefined),
      websitePage: link.optional().catch(undefined),
      customLink: link.optional().catch(undefined),
      customLinkTitle: z.string().min(1).optional().catch(undefined),
      contactPageBanner: banner.optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});
export type BurgerVenue = z.output<typeof burgerVenueSchema>;

/** The social pages of 3 §2 "social icons (instagram, facebook, twitter, tiktok)", in that order, when configured. */
export function socialPages(venue: BurgerVenue): { network: 'instagram' | 'facebook' | 'twitter' | 'tiktok'; url: string }[] {
  const customization = venue.customization;
  if (!customization) return [];
  const pages = [
    { network: 'instagram', url: customization.instagramPage },
    { network: 'facebook', url: customization.facebookPage },
    { network: 'twitter', url: customization.twitterPage },
    { network: 'tiktok', url: customization.tiktokPage },
  ] as const;
  return pages.flatMap((page) => (page.url ? [{ network: page.network, url: page.url }] : []));
}

/**
 * "cookie customisation link shown unless the venue country is US and preferences exist" (3 §2); outside a venue
 * there is no venue country, and the link shows.
 */
export function showCookieLink(venueCountryCode: string | undefined, hasStoredPreferences: boolean): boolean {
  return venueCountryCode === undefined || isCookieCustomisationVisible({ venueCountryCode, hasStoredPreferences });
}

/** The venue id of an app path under `/venues/{venueId}`, if any. */
export function venueIdOfPath(pathname: string): string | undefined {
  const match = /^\/venues\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
