import * as z from 'zod/mini';
import { dayOfWeekSchema } from '../schedule/day-of-week.js';
import { timeOfDaySchema } from '../schedule/time-of-day.js';

/** "schedules (day, startDate, endDate as HH:MM)" (3-menus §3); HH:MM:SS is accepted too (1-core §5). */
export const menuScheduleSchema = z.object({ day: dayOfWeekSchema, startDate: timeOfDaySchema, endDate: timeOfDaySchema });
export type MenuSchedule = z.infer<typeof menuScheduleSchema>;
