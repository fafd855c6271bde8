import type { Money } from '@tableside/billing-domain';
import type { PricingStrategy } from '../catalog/pricing-strategy.js';
import type { Product } from '../catalog/product.js';
import { localTimeAt } from '../schedule/local-time.js';
import { isWithinWeeklyWindow } from '../schedule/time-window.js';
import { exhaustiveSwitchError } from '@tableside/billing-domain';

/** Where a price is asked for: the menu the product is shown in and the instant. */
export type PricingContext = { menuId: string; now: number };

/**
 * The value a strategy gives in `context`, or undefined when it does not match (3-menus §3):
 * MENU_BASED matches its menu; TIME_BASED matches one of its days and time ranges in its own time zone;
 * LIST takes the first strategy that matches.
 */
export function resolvePricingStrategy(strategy: PricingStrategy, context: PricingContext): Money | undefined {
  switch (strategy.type) {
    case 'MENU_BASED':
      return strategy.menuId === context.menuId ? strategy.value : undefined;
    case 'TIME_BASED': {
      const local = localTimeAt({ now: context.now, timeZone: strategy.timeZone });
      const matches = strategy.days.some((day) =>
        strategy.timeRanges.some((range) => isWithinWeeklyWindow(local, { day, start: range.start, end: range.end })),
      );
      return matches ? strategy.value : undefined;
    }
    case 'LIST':
      for (const inner of strategy.strategies) {
        const value = resolvePricingStrategy(inner, context);
        if (value) return value;
      }
      return undefined;
    default:
      return exhaustiveSwitchError(strategy);
  }
}

/** A product's unit price: its pricing strategy when one matches, "otherwise base value" (3-menus §3). */
export function resolveProductPrice(product: Pick<Product, 'price' | 'pricingStrategy'>, context: PricingContext): Money | undefined {
  const fromStrategy = product.pricingStrategy ? resolvePricingStrategy(product.pricingStrategy, context) : undefined;
  return fromStrategy ?? product.price;
}
