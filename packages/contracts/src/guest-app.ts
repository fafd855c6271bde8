import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { defineRoute } from './route.js';

// The brand's guest app (3-menus-ordering-loyalty-account §2 "Guest app routes", "Burger menu"; §7 "Account and
// guest app"): its configuration, the store locator's venues of a business group and the account's reservations.
// The home layout is `ordering`'s `homeLayout` (`marketing/public/businesses/{businessId}/menu/{language}`); the
// guest-app users and rewards are `loyalty`'s `guest-apps` routes.

/**
 * The external links a guest app may open (3 §2 "Burger menu": faq, legal notices, terms, wifi terms, data
 * protection policy, cookies policy), each only if configured. The `external-link` page opens only these URLs.
 */
export const EXTERNAL_LINK_KINDS = ['faq', 'legal', 'terms', 'wifiTerms', 'dataProtection', 'cookiesPolicy'] as const;
export const externalLinkKindSchema = z.enum(EXTERNAL_LINK_KINDS);
export type ExternalLinkKind = z.infer<typeof externalLinkKindSchema>;

/** An absolute https URL (the only kind an external link may be). */
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' }).check(z.maxLength(2000));

export const externalLinksSchema = z.partialRecord(externalLinkKindSchema, httpsUrl);
export type ExternalLinks = z.infer<typeof externalLinksSchema>;

/** A brand of the guest app's group ("our brands"). */
export const guestAppBrandSchema = z.object({ brandId: z.string(), name: z.string(), businessId: z.string() });
export type GuestAppBrand = z.infer<typeof guestAppBrandSchema>;

/** `GET marketing/public/api/v1/businesses/{id}/guest-app`: the guest app of a business. */
export const guestAppConfigurationSchema = z.object({
  appId: z.string(),
  businessId: z.string(),
  name: z.string(),
  /** The business group whose venues the store locator lists. */
  groupId: z.string(),
  brands: z.array(guestAppBrandSchema),
  links: externalLinksSchema,
  /** The click-and-collect site, when the brand has one. */
  clickAndCollectUrl: z.optional(httpsUrl),
  /** The home layout's language when the diner's is not offered (the menu service's upper-case code). */
  defaultLanguage: z.string(),
  loyaltyEnabled: z.boolean(),
  /** The brand's enrollment, whose customization (`enrollments/{id}/customization`) themes the app; absent: default tokens. */
  enrollmentId: z.optional(z.string().check(z.minLength(1))),
});
export type GuestAppConfiguration = z.infer<typeof guestAppConfigurationSchema>;

/** `GET marketing/public/api/v1/guest-apps/{appId}`: which business an app id is (the app's first call). */
export const guestAppIdentitySchema = z.object({ appId: z.string(), businessId: z.string() });

/** A venue of a business group, as the store locator lists it. */
export const groupLocationSchema = z.object({
  venueId: z.string(),
  name: z.string(),
  brandId: z.string(),
  address: z.object({ address: z.string(), city: z.string(), zipCode: z.optional(z.string()), country: z.string() }),
  coordinates: z.object({ latitude: z.number().check(z.minimum(-90), z.maximum(90)), longitude: z.number().check(z.minimum(-180), z.maximum(180)) }),
  /** Whether the venue is open now, in its own time zone. */
  openNow: z.boolean(),
  /** Today's opening hours in the venue's local time (`HH:MM`), absent when it does not open today. */
  todayHours: z.optional(z.object({ opens: z.string(), closes: z.string() })),
  timeZone: z.string(),
});
export type GroupLocation = z.infer<typeof groupLocationSchema>;

export const groupLocationsSchema = z.object({ groupId: z.string(), name: z.string(), locations: z.array(groupLocationSchema) });
export type GroupLocations = z.infer<typeof groupLocationsSchema>;

/** A table reservation of the account at one of the app's venues. */
export const reservationSchema = z.object({
  reservationId: z.string(),
  appId: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  partySize: z.number().check(z.int(), z.minimum(1), z.maximum(20)),
  /** Epoch milliseconds. */
  startsAt: z.number().check(z.int()),
  timeZone: z.string(),
  status: z.enum(['CONFIRMED', 'CANCELLED']),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationsSchema = z.object({ reservations: z.array(reservationSchema) });

export const createReservationBodySchema = z.object({
  venueId: idSchema,
  partySize: z.number().check(z.int(), z.minimum(1), z.maximum(20)),
  startsAt: z.number().check(z.int(), z.minimum(0)),
});

const bearerRefusals = { 401: ['invalid-access-token', 'access-token-expired'] } as const;
const appQuery = z.object({ appId: idSchema });

export const guestAppOfBusiness = defineRoute({
  method: 'GET',
  path: '/marketing/public/api/v1/businesses/:id/guest-app',
  summary: "The business's guest app: its business group, brands, configured external links and click and collect.",
  tag: 'guest-app',
  params: z.object({ id: idSchema }),
  responses: { 200: guestAppConfigurationSchema },
  errors: { 400: ['invalid-request'], 404: ['guest-app-not-found'] },
});

export const guestAppIdentity = defineRoute({
  method: 'GET',
  path: '/marketing/public/api/v1/guest-apps/:appId',
  summary: 'Which business a guest app id belongs to.',
  tag: 'guest-app',
  params: z.object({ appId: idSchema }),
  responses: { 200: guestAppIdentitySchema },
  errors: { 400: ['invalid-request'], 404: ['guest-app-not-found'] },
});

export const businessGroupLocations = defineRoute({
  method: 'GET',
  path: '/marketing/public/api/v1/business-groups/:groupId/locations',
  summary: "The business group's venues: address, coordinates and whether each is open now.",
  tag: 'guest-app',
  params: z.object({ groupId: idSchema }),
  responses: { 200: groupLocationsSchema },
  errors: { 400: ['invalid-request'], 404: ['business-group-not-found'] },
});

export const listReservations = defineRoute({
  method: 'GET',
  path: '/marketing/api/v1/reservations',
  summary: "The account's reservations in a guest app, soonest first.",
  tag: 'guest-app',
  bearer: true,
  query: appQuery,
  responses: { 200: reservationsSchema },
  errors: { 400: ['invalid-request'], ...bearerRefusals, 404: ['guest-app-not-found'] },
});

export const createReservation = defineRoute({
  method: 'POST',
  path: '/marketing/api/v1/reservations',
  summary: "Books a table at one of the guest app's venues for the account.",
  tag: 'guest-app',
  bearer: true,
  query: appQuery,
  body: createReservationBodySchema,
  responses: { 201: reservationSchema },
  errors: { 400: ['invalid-request'], ...bearerRefusals, 404: ['guest-app-not-found', 'venue-not-found'] },
});

/** Every guest-app shell route. */
export const guestAppRoutes = { guestAppOfBusiness, guestAppIdentity, businessGroupLocations, listReservations, createReservation };
