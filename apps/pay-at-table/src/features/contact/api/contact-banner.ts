import * as z from 'zod/mini';

const link = z.url({ protocol: /^https?$/ });
/** A picture: an http(s) URL or a path on the app's origin, never `javascript:` or `data:`. */
const picture = z.string().check(
  z.maxLength(2_000),
  z.refine((url) => /^\/(?!\/)/.test(url) || link.safeParse(url).success),
);

/**
 * "contactPageBanner / postPaymentBanner {title, description, linkUrl, linkLabel, imageUrl}" (3 §3). A field that
 * does not parse (a `javascript:` link, a picture that is not a URL) is left out, not the banner; a banner without a
 * title is left out.
 */
export const contactBannerSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  description: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
  linkUrl: z.catch(z.optional(link), undefined),
  linkLabel: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
  imageUrl: z.catch(z.optional(picture), undefined),
});
export type ContactBanner = z.output<typeof contactBannerSchema>;

/** What the contact page and the post-payment banner read of the venue document. */
export const contactVenueSchema = z.looseObject({
  name: z.string(),
  enrollmentId: z.catch(z.optional(z.string()), undefined),
  address: z.catch(
    z.optional(
      z.looseObject({
        address: z.optional(z.string()),
        zipCode: z.optional(z.string()),
        city: z.optional(z.string()),
        country: z.optional(z.string()),
      }),
    ),
    undefined,
  ),
  customization: z.catch(
    z.optional(
      z.looseObject({
        contactPageBanner: z.catch(z.optional(contactBannerSchema), undefined),
        postPaymentBanner: z.catch(z.optional(contactBannerSchema), undefined),
      }),
    ),
    undefined,
  ),
});
export type ContactVenue = z.output<typeof contactVenueSchema>;

/**
 * "Post-payment contact banner opens a link in a new tab, or in a full-screen iframe for a fixed allow-list of about
 * 70 enrollment ids" (3 §2 Dialogs, §9). The allow-list is fixed in the app; the product's own enrollments are not
 * known here, so it holds the seed enrollments whose contact pages may be framed (the sandbox's CSP `frame-src`
 * lists their origins).
 */
export const CONTACT_IFRAME_ENROLLMENT_IDS: ReadonlySet<string> = new Set(['enrollment-paris-bistro']);

/** How the post-payment banner opens its link. */
export function postPaymentBannerOpening(enrollmentId: string | undefined): 'iframe' | 'new-tab' {
  return enrollmentId !== undefined && CONTACT_IFRAME_ENROLLMENT_IDS.has(enrollmentId) ? 'iframe' : 'new-tab';
}

/** The venue's address as lines: street, then postcode and city, then country (the lines it has). */
export function addressLines(address: ContactVenue['address']): string[] {
  if (!address) return [];
  const town = [address.zipCode, address.city].filter((part) => part !== undefined && part.trim() !== '').join(' ');
  return [address.address, town, address.country].filter((line): line is string => line !== undefined && line.trim() !== '');
}
