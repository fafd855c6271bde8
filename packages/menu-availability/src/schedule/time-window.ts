import { nextDayOfWeek, type DayOfWeek } from './day-of-week.js';
import type { LocalTime } from './local-time.js';
import { secondsOfDay } from './time-of-day.js';

/** A weekly window: on `day`, from `start` (inclusive) to `end` (exclusive), times as HH:MM or HH:MM:SS. */
export type WeeklyWindow = { day: DayOfWeek; start: string; end: string };

/**
 * True when the local time is in the window: "the current minute is at or after start and before end"
 * (3-menus §4), "start inclusive, end exclusive" (1-core §5).
 * An end at or before the start closes the window on the next day, so "18:00"–"02:00" on friday
 * covers friday evening and the first two hours of saturday.
 */
export function isWithinWeeklyWindow(local: LocalTime, window: WeeklyWindow): boolean {
  const currentMinute = Math.floor(local.secondOfDay / 60) * 60;
  const start = secondsOfDay(window.start);
  const end = secondsOfDay(window.end);
  if (start < end) return local.day === window.day && currentMinute >= start && currentMinute < end;
  return (local.day === window.day && currentMinute >= start) || (local.day === nextDayOfWeek(window.day) && currentMinute < end);
}
