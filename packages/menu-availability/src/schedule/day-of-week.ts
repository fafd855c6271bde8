import * as z from 'zod/mini';

/** "Days run sunday to saturday" (1-core §5): index 0 is sunday, as in `Date.prototype.getDay`. */
export const DAYS_OF_WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const dayOfWeekSchema = z.enum(DAYS_OF_WEEK);
export type DayOfWeek = z.infer<typeof dayOfWeekSchema>;

/** The day after `day`, wrapping saturday to sunday. */
export function nextDayOfWeek(day: DayOfWeek): DayOfWeek {
  const next = DAYS_OF_WEEK[(DAYS_OF_WEEK.indexOf(day) + 1) % DAYS_OF_WEEK.length];
  if (next === undefined) throw new Error(`Unknown day of week "${day}"`);
  return next;
}
