import { isCookieCustomisationVisible } from '@tableside/loyalty-providers';
import type { Customization } from '@tableside/api-client';
import * as z from 'zod/mini';

/**
 * What the burger menu reads of a venue document (3 §2 Burger menu): its name, country, logo and enrollment. The
 * customization (social pages, website, custom link, contact banner, logo) is the enrollment's, from
 * `marketing/public/api/v1/enrollments/{id}/customization` (3 §7, lib/branding), whose contract admits only http(s)
 * links.
 */
export const burgerVenueSchema = z.looseObject({
  name: z.string(),
  countryCode: z.string(),
  imageUrl: z.optional(z.string()),
  enrollmentId: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});
export type BurgerVenue = z.output<typeof burgerVenueSchema>;

/** The social pages of 3 §2 "social icons (instagram, facebook, twitter, tiktok)", in that order, when configured. */
export function socialPages(customization: Customization | undefined): { network: 'instagram' | 'facebook' | 'twitter' | 'tiktok'; url: string }[] {
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
