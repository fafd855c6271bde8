import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { defineRoute } from './route.js';

// The enrollment customization (3 §3 "Customization (per enrollment)", §7 "GET
// marketing/public/api/v1/enrollments/{id}/customization (timeout 2 s; cached about 10 years)", §9). The apps apply it
// as the CSS variables of packages/ui: colours, logo, cover, banners, welcome text, and light or dark text by the
// luminance rule.

/** "customization timeout 2 s" (3 §9). */
export const CUSTOMIZATION_TIMEOUT_MS = 2_000;
/** "cached about 10 years" (3 §7). */
export const CUSTOMIZATION_CACHE_MS = 10 * 365 * 24 * 60 * 60 * 1_000;

/** A plain hex colour (`#abc` or `#aabbcc`): the only colours applied, so a customization never injects CSS. */
export const hexColourSchema = z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'must be a hex colour' }));
/** A link the diner can follow: http or https only. */
export const linkSchema = z.url({ protocol: /^https?$/ });
/** An image: an https URL or a path on the app's origin (never `javascript:` or `data:`). */
export const imageUrlSchema = z.string().check(
  z.minLength(1),
  z.maxLength(2_000),
  z.refine((url) => /^\/(?!\/)/.test(url) || /^https?:\/\//.test(url), { message: 'must be a path or an http(s) URL' }),
);

/** "contactPageBanner / postPaymentBanner {title, description, linkUrl, linkLabel, imageUrl}" (3 §3). */
export const customizationBannerSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(1_000))),
  linkUrl: z.optional(linkSchema),
  linkLabel: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  imageUrl: z.optional(imageUrlSchema),
});
export type CustomizationBanner = z.infer<typeof customizationBannerSchema>;

/** "logo url and sizes": the logo and the size it is drawn at, in CSS pixels. */
export const customizationLogoSchema = z.object({
  url: imageUrlSchema,
  width: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(2_000))),
  height: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(2_000))),
});

/** "theme.background.brand, color theme": the brand background and the accent colour of the buttons. */
export const customizationThemeSchema = z.object({
  background: z.optional(z.object({ brand: z.optional(hexColourSchema) })),
  color: z.optional(hexColourSchema),
});

/** The customization of an enrollment (3 §3), every field optional. */
export const customizationSchema = z.object({
  instagramPage: z.optional(linkSchema),
  facebookPage: z.optional(linkSchema),
  twitterPage: z.optional(linkSchema),
  tiktokPage: z.optional(linkSchema),
  websitePage: z.optional(linkSchema),
  customLink: z.optional(linkSchema),
  customLinkTitle: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  logo: z.optional(customizationLogoSchema),
  cover: z.optional(z.object({ url: imageUrlSchema })),
  banners: z.optional(z.array(customizationBannerSchema).check(z.maxLength(10))),
  welcomeText: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  theme: z.optional(customizationThemeSchema),
  contactPageBanner: z.optional(customizationBannerSchema),
  postPaymentBanner: z.optional(customizationBannerSchema),
});
export type Customization = z.infer<typeof customizationSchema>;

/**
 * Reads a stored customization field by field: a field that does not parse (a `javascript:` link, a colour that is
 * not hex) is left out rather than the whole customization.
 */
export function lenientCustomization(raw: unknown): Customization {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const shape = customizationSchema.shape;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const parsed = shape[key].safeParse(source[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  // The venue documents' flat `logoUrl` (3 §3 "logo url") reads as the logo.
  if (out.logo === undefined) {
    const logo = imageUrlSchema.safeParse(source.logoUrl);
    if (logo.success) out.logo = { url: logo.data };
  }
  return out as Customization;
}

export const enrollmentParamsSchema = z.object({ id: idSchema });

export const enrollmentCustomization = defineRoute({
  method: 'GET',
  path: '/marketing/public/api/v1/enrollments/:id/customization',
  summary: "The enrollment's customization (3 §3): social pages, links, logo, cover, banners, welcome text and colour theme.",
  tag: 'marketing',
  params: enrollmentParamsSchema,
  responses: { 200: customizationSchema },
  errors: { 400: ['invalid-request'], 404: ['enrollment-not-found'] },
});

export const brandingRoutes = { enrollmentCustomization } as const;
