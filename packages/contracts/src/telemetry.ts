import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { defineRoute } from './route.js';

// Telemetry and analytics (3 §7 "Telemetry: POST with id, eventName, start and end timestamps"; "Analytics ingest:
// marketing/b2c-analytics/ingest"; "Metrics events for menu, basket and order actions"). The apps send them without
// ever waiting on them; the sandbox validates and stores them, and its admin page counts them per event.

/**
 * The telemetry events: timed operations, each with when it started and ended. `page_load` is a page from the
 * navigation to its first render; the others are the menu, basket and order calls from start to answer.
 */
export const TELEMETRY_EVENT_NAMES = ['page_load', 'menu_load', 'product_load', 'basket_update', 'order_placement'] as const;
export type TelemetryEventName = (typeof TELEMETRY_EVENT_NAMES)[number];

/** The analytics events: what the diner did (menu, basket and order actions, page views). */
export const ANALYTICS_EVENT_NAMES = [
  'page_viewed',
  'menu_viewed',
  'product_viewed',
  'basket_item_added',
  'basket_item_removed',
  'basket_viewed',
  'order_confirm_opened',
  'order_placed',
  'order_failed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** An epoch-millisecond timestamp between 2000 and 2100. */
const timestampSchema = z.number().check(z.int(), z.minimum(946_684_800_000), z.maximum(4_102_444_800_000));

/** "POST with id, eventName, start and end timestamps" (3 §7); the end is never before the start. */
export const telemetryEventSchema = z
  .strictObject({
    id: idSchema,
    eventName: z.enum(TELEMETRY_EVENT_NAMES),
    start: timestampSchema,
    end: timestampSchema,
  })
  .check(z.refine((event) => event.end >= event.start, { message: 'must not be before start', path: ['end'] }));
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

/** A property value of an analytics event: flat and short (no nested objects, no free-form payloads). */
const propertyValueSchema = z.union([z.string().check(z.maxLength(300)), z.number(), z.boolean(), z.null()]);

/** One analytics event: its id (deduplicates a resend), name, time, the page it happened on and flat properties. */
export const analyticsEventSchema = z.strictObject({
  id: idSchema,
  eventName: z.enum(ANALYTICS_EVENT_NAMES),
  timestamp: timestampSchema,
  page: z.string().check(z.maxLength(2_000), z.regex(/^\/(?!\/)/, { message: 'must be an app path' })),
  properties: z.optional(
    z
      .record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { message: 'must be a property name' })), propertyValueSchema)
      .check(z.refine((properties) => Object.keys(properties).length <= 20, { message: 'must have at most 20 properties' })),
  ),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** What a store answers: the event kept (or already kept: a resend with the same id is counted once). */
export const storedEventSchema = z.object({ id: z.string(), stored: z.boolean() });

export const sendTelemetryEvent = defineRoute({
  method: 'POST',
  path: '/telemetry/events',
  summary: 'Stores a telemetry event (id, eventName, start and end); a resend of the same id is stored once.',
  tag: 'telemetry',
  body: telemetryEventSchema,
  responses: { 202: storedEventSchema },
  errors: { 400: ['invalid-request'] },
});

export const ingestAnalyticsEvent = defineRoute({
  method: 'POST',
  path: '/marketing/b2c-analytics/ingest',
  summary: 'Stores an analytics event (menu, basket and order actions, page views); a resend of the same id is stored once.',
  tag: 'telemetry',
  body: analyticsEventSchema,
  responses: { 202: storedEventSchema },
  errors: { 400: ['invalid-request'] },
});

/** The stored events counted per kind and name. */
export const eventCountsSchema = z.object({
  telemetry: z.record(z.string(), z.number().check(z.int(), z.minimum(0))),
  analytics: z.record(z.string(), z.number().check(z.int(), z.minimum(0))),
});
export type EventCounts = z.infer<typeof eventCountsSchema>;

export const eventCounts = defineRoute({
  method: 'GET',
  path: '/sandbox/admin/telemetry',
  summary: 'The stored telemetry and analytics events, counted per event name (also on the admin page).',
  tag: 'admin',
  responses: { 200: eventCountsSchema },
  errors: { 403: ['admin-only-on-loopback'] },
});

export const telemetryRoutes = { sendTelemetryEvent, ingestAnalyticsEvent, eventCounts } as const;
