import * as z from 'zod/mini';
import { dayOfWeekSchema } from '../schedule/day-of-week.js';
import { localTimeAt, type VenueClock } from '../schedule/local-time.js';
import { timeOfDaySchema } from '../schedule/time-of-day.js';
import { isWithinWeeklyWindow } from '../schedule/time-window.js';

const tileBase = {
  label: z.string(),
  imageUrl: z.optional(z.string()),
  position: z.object({ x: z.number().check(z.int(), z.minimum(0)), y: z.number().check(z.int(), z.minimum(0)) }),
  size: z.enum(['small', 'large']),
  backgroundColor: z.optional(z.string()),
  hideLabel: z._default(z.boolean(), false),
  displayMode: z.optional(z.string()),
};

/** "tiles of type category, subMenu, product or externalLink" (3-menus §3), each naming what it opens. */
export const homeTileSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('category'), categoryId: z.string(), menuId: z.optional(z.string()), ...tileBase }),
  z.object({ type: z.literal('subMenu'), menuId: z.string(), ...tileBase }),
  z.object({ type: z.literal('product'), productId: z.string(), menuId: z.optional(z.string()), ...tileBase }),
  z.object({ type: z.literal('externalLink'), url: z.string(), ...tileBase }),
]);
export type HomeTile = z.infer<typeof homeTileSchema>;

/** "Home tile layouts: title, description, banner flag, labelDisplay INSIDE or OUTSIDE, tiles" (3-menus §3). */
export const homeLayoutSchema = z.object({
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  banner: z._default(z.boolean(), false),
  labelDisplay: z.enum(['INSIDE', 'OUTSIDE']),
  tiles: z._default(z.array(homeTileSchema), []),
});
export type HomeLayout = z.infer<typeof homeLayoutSchema>;

/** A layout used on one weekday within a time range (start inclusive, end exclusive). */
export const scheduledHomeLayoutSchema = z.object({
  weekday: dayOfWeekSchema,
  timeRange: z.object({ start: timeOfDaySchema, end: timeOfDaySchema }),
  layout: homeLayoutSchema,
});
export type ScheduledHomeLayout = z.infer<typeof scheduledHomeLayoutSchema>;

/** "scheduled layouts by weekday and time range; default layout" (3-menus §3). */
export const homeLayoutsSchema = z.object({
  defaultLayout: homeLayoutSchema,
  scheduledLayouts: z._default(z.array(scheduledHomeLayoutSchema), []),
});
export type HomeLayouts = z.infer<typeof homeLayoutsSchema>;

/** The layout to show at the venue's local time: the first scheduled layout in its window, else the default. */
export function selectHomeLayout(layouts: HomeLayouts, clock: VenueClock): HomeLayout {
  const local = localTimeAt(clock);
  const scheduled = layouts.scheduledLayouts.find(({ weekday, timeRange }) =>
    isWithinWeeklyWindow(local, { day: weekday, start: timeRange.start, end: timeRange.end }),
  );
  return scheduled?.layout ?? layouts.defaultLayout;
}
