import { z } from 'zod';

const link = z.url({ protocol: /^https?$/ });
/** A picture: an http(s) URL or a path on the app's origin, never `javascript:` or `data:`. */
const picture = z
  .string()
  .max(2_000)
  .refine((url) => /^\/(?!\/)/.test(url) || link.safeParse(url).success);

/**
 * "contactPageBanner / postPaymentBanner {title, description, linkUrl, linkLabel, imageUrl}" (3 §3). A field that
 * does not parse (a `javascript:` link, a picture that is not a URL) is left out, not the banner; a banner without a
 * title is left out.
 */
export const contactBannerSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1).optional().catch(undefined),
  linkUrl: link.optional().catch(undefined),
  linkLabel: z.string().trim().min(1).optional().catch(undefined),
  imageUrl: picture.optional().catch(undefined),
});
export type ContactBanner = z.output<typeof contactBannerSchema>;

/** What the contact page and the post-payment banner read of the venue document. */
export const contactVenueSchema = z.looseObject({
  name: z.string(),
  enrollmentId: z.string().optional().catch(undefined),
  address: z
    .looseObject({
      address: z.string().optional(),
      zipCode: z.string().optional(),
      city: z.string().optional(),
      country: z.string().optional(),
    })
    .optional()
    .catch(undefined),
  customization: z
    .looseObject({
      contactPageBanner: contactBannerSchema.optional().catch(undefined),
      postPaymentBanner: contactBannerSchema.optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
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
