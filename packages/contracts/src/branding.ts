import { z } from 'zod';
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
export const hexColourSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'must be a hex colour' });
/** A link the diner can follow: http or https only. */
export const linkSchema = z.url({ protocol: /^https?$/ });
/** An image: an https URL or a path on the app's origin (never `javascript:` or `data:`). */
export const imageUrlSchema = z
  .string()
  .min(1)
  .max(2_000)
  .refine((url) => /^\/(?!\/)/.test(url) || /^https?:\/\//.test(url), { message: 'must be a path or an http(s) URL' });

/** "contactPageBanner / postPaymentBanner {title, description, linkUrl, linkLabel, imageUrl}" (3 §3). */
export const customizationBannerSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(1_000).optional(),
  linkUrl: linkSchema.optional(),
  linkLabel: z.string().min(1).max(100).optional(),
  imageUrl: imageUrlSchema.optional(),
});
export type CustomizationBanner = z.infer<typeof customizationBannerSchema>;

/** "logo url and sizes": the logo and the size it is drawn at, in CSS pixels. */
export const customizationLogoSchema = z.object({
  url: imageUrlSchema,
  width: z.number().int().min(1).max(2_000).optional(),
  height: z.number().int().min(1).max(2_000).optional(),
});

/** "theme.background.brand, color theme": the brand background and the accent colour of the buttons. */
export const customizationThemeSchema = z.object({
  background: z.object({ brand: hexColourSchema.optional() }).optional(),
  color: hexColourSchema.optional(),
});

/** The customization of an enrollment (3 §3), every field optional. */
export const customizationSchema = z.object({
  instagramPage: linkSchema.optional(),
  facebookPage: linkSchema.optional(),
  twitterPage: linkSchema.optional(),
  tiktokPage: linkSchema.optional(),
  websitePage: linkSchema.optional(),
  customLink: linkSchema.optional(),
  customLinkTitle: z.string().min(1).max(100).optional(),
  logo: customizationLogoSchema.optional(),
  cover: z.object({ url: imageUrlSchema }).optional(),
  banners: z.array(customizationBannerSchema).max(10).optional(),
  welcomeText: z.string().min(1).max(500).optional(),
  theme: customizationThemeSchema.optional(),
  contactPageBanner: customizationBannerSchema.optional(),
  postPaymentBanner: customizationBannerSchema.optional(),
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
