import { z } from 'zod';
import { dayOfWeekSchema } from '../schedule/day-of-week.js';
import { localTimeAt, type VenueClock } from '../schedule/local-time.js';
import { timeOfDaySchema } from '../schedule/time-of-day.js';
import { isWithinWeeklyWindow } from '../schedule/time-window.js';

const tileBase = {
  label: z.string(),
  imageUrl: z.string().optional(),
  position: z.object({ x: z.number().int().min(0), y: z.number().int().min(0) }),
  size: z.enum(['small', 'large']),
  backgroundColor: z.string().optional(),
  hideLabel: z.boolean().default(false),
  displayMode: z.string().optional(),
};

/** "tiles of type category, subMenu, product or externalLink" (3-menus §3), each naming what it opens. */
export const homeTileSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('category'), categoryId: z.string(), menuId: z.string().optional(), ...tileBase }),
  z.object({ type: z.literal('subMenu'), menuId: z.string(), ...tileBase }),
  z.object({ type: z.literal('product'), productId: z.string(), menuId: z.string().optional(), ...tileBase }),
  z.object({ type: z.literal('externalLink'), url: z.string(), ...tileBase }),
]);
export type HomeTile = z.infer<typeof homeTileSchema>;

/** "Home tile layouts: title, description, banner flag, labelDisplay INSIDE or OUTSIDE, tiles" (3-menus §3). */
export const homeLayoutSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  banner: z.boolean().default(false),
  labelDisplay: z.enum(['INSIDE', 'OUTSIDE']),
  tiles: z.array(homeTileSchema).default([]),
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
  scheduledLayouts: z.array(scheduledHomeLayoutSchema).default([]),
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
