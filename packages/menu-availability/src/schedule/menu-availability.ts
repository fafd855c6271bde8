import type { Menu } from '../catalog/menu.js';
import type { MenuSchedule } from '../catalog/menu-schedule.js';
import { localTimeAt, type LocalTime, type VenueClock } from './local-time.js';
import { isWithinWeeklyWindow } from './time-window.js';

/** True when the venue-local time is inside one schedule: its day, from startDate to endDate (exclusive). */
export function isScheduleActive(schedule: MenuSchedule, local: LocalTime): boolean {
  return isWithinWeeklyWindow(local, { day: schedule.day, start: schedule.startDate, end: schedule.endDate });
}

/**
 * "A menu with no schedules is always available; otherwise available if the current weekday matches and the
 * current minute is at or after start and before end" (3-menus §4), in the venue's time zone.
 */
export function isMenuAvailable(menu: Pick<Menu, 'schedules'>, clock: VenueClock): boolean {
  if (menu.schedules.length === 0) return true;
  const local = localTimeAt(clock);
  return menu.schedules.some((schedule) => isScheduleActive(schedule, local));
}

/** The menus to list: "listed when visible, its weekday constraint is available, and the current time falls in an hour range" (1-core §5). */
export function listAvailableMenus<M extends Pick<Menu, 'schedules' | 'visible'>>(menus: readonly M[], clock: VenueClock): M[] {
  return menus.filter((menu) => menu.visible && isMenuAvailable(menu, clock));
}
