import * as z from 'zod/mini';

/** One static menu: images or a PDF shown in the app. */
export const staticMenuEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  imageLinks: z._default(z.array(z.string()), []),
  pdfLink: z.optional(z.string()),
});
export type StaticMenuEntry = z.infer<typeof staticMenuEntrySchema>;

/** The venue's "externalUrl {label, url}" (1-core §3). */
export const externalUrlSchema = z.object({ label: z.optional(z.string()), url: z.string().check(z.minLength(1)) });
export type ExternalUrl = z.infer<typeof externalUrlSchema>;

/** A venue's static menu: its menu list and external menu link (venue `menus` and `externalUrl`, 1-core §3). */
export const staticMenuSchema = z.object({
  menus: z._default(z.array(staticMenuEntrySchema), []),
  externalUrl: z.optional(externalUrlSchema),
});
export type StaticMenu = z.infer<typeof staticMenuSchema>;

/** How a static menu opens: in the app, as a link to another site, or not at all. */
export type StaticMenuMode = { kind: 'in-app'; menus: StaticMenuEntry[] } | { kind: 'link-out'; externalUrl: ExternalUrl } | { kind: 'unusable' };

/**
 * "A static menu is usable if it has a menu list or an external url; one with only an external link is a
 * link-out" (1-core §5).
 */
export function staticMenuMode(staticMenu: StaticMenu): StaticMenuMode {
  if (staticMenu.menus.length > 0) return { kind: 'in-app', menus: staticMenu.menus };
  if (staticMenu.externalUrl) return { kind: 'link-out', externalUrl: staticMenu.externalUrl };
  return { kind: 'unusable' };
}
