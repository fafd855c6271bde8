import { moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { dayOfWeekSchema } from '../schedule/day-of-week.js';
import { timeOfDaySchema } from '../schedule/time-of-day.js';
import { timeZoneSchema } from '../schedule/time-zone.js';

/** A time range of a TIME_BASED strategy: start inclusive, end exclusive. */
export const timeRangeSchema = z.object({ start: timeOfDaySchema, end: timeOfDaySchema });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** MENU_BASED: the value applies when the product is shown in the menu `menuId`. */
export const menuBasedPricingStrategySchema = z.object({
  type: z.literal('MENU_BASED'),
  menuId: z.string(),
  value: moneySchema,
});

/** TIME_BASED (3-menus §3): "days, timeRanges start/end, timeZone, value". */
export const timeBasedPricingStrategySchema = z.object({
  type: z.literal('TIME_BASED'),
  days: z.array(dayOfWeekSchema).check(z.minLength(1)),
  timeRanges: z.array(timeRangeSchema).check(z.minLength(1)),
  timeZone: timeZoneSchema,
  value: moneySchema,
});

export type MenuBasedPricingStrategy = z.infer<typeof menuBasedPricingStrategySchema>;
export type TimeBasedPricingStrategy = z.infer<typeof timeBasedPricingStrategySchema>;
/** LIST (3-menus §3): "ordered strategies, first match wins". */
export type ListPricingStrategy = { type: 'LIST'; strategies: PricingStrategy[] };
export type PricingStrategy = MenuBasedPricingStrategy | TimeBasedPricingStrategy | ListPricingStrategy;

export const listPricingStrategySchema: z.ZodMiniType<ListPricingStrategy> = z.object({
  type: z.literal('LIST'),
  get strategies() {
    return z.array(pricingStrategySchema);
  },
});

/** A product's pricing strategy: MENU_BASED, TIME_BASED or LIST. */
export const pricingStrategySchema: z.ZodMiniType<PricingStrategy> = z.union([
  menuBasedPricingStrategySchema,
  timeBasedPricingStrategySchema,
  listPricingStrategySchema,
]);
