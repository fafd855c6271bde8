import { countryPolicy, venueSchema, type Venue } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/**
 * The venue document as the landing page reads it: billing-domain's Venue plus the landing's own optional fields
 * (the Wi-Fi network, custom branding text, terms and privacy links), parsed like every document.
 */
export const venueLandingSchema = z.extend(venueSchema, {
  wifi: z.optional(z.object({ name: z.string().check(z.minLength(1)), password: z.optional(z.string()), closed: z._default(z.boolean(), false) })),
  customBrandingText: z.optional(z.string().check(z.minLength(1))),
  termsUrl: z.optional(z.string().check(z.minLength(1))),
  privacyUrl: z.optional(z.string().check(z.minLength(1))),
});
export type VenueLanding = z.infer<typeof venueLandingSchema>;

/** Where the menu button goes: an external link in a new tab, or an in-app path. */
export type MenuButtonTarget = { readonly kind: 'external'; readonly url: string } | { readonly kind: 'internal'; readonly path: string };

/** What the landing knows of the diner's context (query params `billId` and `deviceId`). */
export const landingContextSchema = z.object({
  billId: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  deviceId: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});
export type LandingContext = z.infer<typeof landingContextSchema>;

const venuePath = (venueId: string) => `/venues/${encodeURIComponent(venueId)}`;

/**
 * "The menu button: with a static menu it opens the external menu link in a new tab, or the in-app menu when one
 * exists. Otherwise it goes to the bill page if a bill id is known, to the device-based menu page if a device id is
 * known, or to the venue menu page" (1-core §2).
 */
export function menuButtonTarget(venue: Pick<Venue, 'id' | 'menuExposedType' | 'menus' | 'externalUrl'>, context: LandingContext): MenuButtonTarget {
  const base = venuePath(venue.id);
  if (venue.menuExposedType === 'STATIC_MENU') {
    if (venue.menus.length > 0) return { kind: 'internal', path: `${base}/menus` };
    if (venue.externalUrl) return { kind: 'external', url: venue.externalUrl.url };
  }
  if (context.billId) return { kind: 'internal', path: `${base}/bills/${encodeURIComponent(context.billId)}` };
  if (context.deviceId) return { kind: 'internal', path: `${base}/tables/${encodeURIComponent(context.deviceId)}/menus` };
  return { kind: 'internal', path: `${base}/menus` };
}

/** "Its label is 'view menu and order' when ordering is enabled, else 'view menu'" (1-core §2). */
export function menuButtonLabelKey(venue: Pick<Venue, 'ordering'>): 'app.venue.viewMenuAndOrder' | 'app.venue.viewMenu' {
  return venue.ordering.enabled ? 'app.venue.viewMenuAndOrder' : 'app.venue.viewMenu';
}

/** The footer branding: "'pay securely' branding unless the venue is in France or custom branding text applies" (1-core §2). */
export function footerBranding(
  venue: Pick<VenueLanding, 'countryCode' | 'customBrandingText'>,
): { readonly kind: 'paySecurely' } | { readonly kind: 'custom'; readonly text: string } | { readonly kind: 'none' } {
  if (venue.customBrandingText) return { kind: 'custom', text: venue.customBrandingText };
  return countryPolicy(venue.countryCode).paySecurelyFooter ? { kind: 'paySecurely' } : { kind: 'none' };
}

/** "Copy tooltip … (wifi modal 1 s)" (2-paying §9). */
export const WIFI_COPIED_TOOLTIP_MS = 1_000;

/** Network Information effective types counted as slow. */
const SLOW_EFFECTIVE_TYPES = new Set(['slow-2g', '2g']);

/** True when the connection's effective type at start-up is slow; unknown is not slow. */
export function isSlowConnection(effectiveType: string | undefined): boolean {
  return effectiveType !== undefined && SLOW_EFFECTIVE_TYPES.has(effectiveType);
}

/** "It shows only if the network was slow at start-up and not yet acknowledged" (1-core §2), and the venue has a Wi-Fi. */
export function shouldShowWifiBanner(input: { slowAtStartUp: boolean; acknowledged: boolean; hasWifi: boolean }): boolean {
  return input.slowAtStartUp && !input.acknowledged && input.hasWifi;
}
