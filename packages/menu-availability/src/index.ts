export { DAYS_OF_WEEK, dayOfWeekSchema, nextDayOfWeek } from './schedule/day-of-week.js';
export type { DayOfWeek } from './schedule/day-of-week.js';
export { INVALID_TIME_FORMAT, SECONDS_PER_DAY, parseTimeOfDay, secondsOfDay, timeOfDaySchema } from './schedule/time-of-day.js';
export type { InvalidTimeFormat } from './schedule/time-of-day.js';
export { isKnownTimeZone, timeZoneSchema } from './schedule/time-zone.js';
export { localTimeAt, venueClock } from './schedule/local-time.js';
export type { LocalTime, VenueClock } from './schedule/local-time.js';
export { isWithinWeeklyWindow } from './schedule/time-window.js';
export type { WeeklyWindow } from './schedule/time-window.js';
export { INVALID_ISO_DATE_STRING, isoDateStringSchema, isoDateToEpoch, parseIsoDate } from './schedule/iso-date.js';
export type { InvalidIsoDateString } from './schedule/iso-date.js';
export { isMenuAvailable, isScheduleActive, listAvailableMenus } from './schedule/menu-availability.js';

export {
  listPricingStrategySchema,
  menuBasedPricingStrategySchema,
  pricingStrategySchema,
  timeBasedPricingStrategySchema,
  timeRangeSchema,
} from './catalog/pricing-strategy.js';
export type { ListPricingStrategy, MenuBasedPricingStrategy, PricingStrategy, TimeBasedPricingStrategy, TimeRange } from './catalog/pricing-strategy.js';
export {
  PRODUCT_TYPES,
  allergenName,
  allergenSchema,
  productSchema,
  productTypeSchema,
  snoozePeriodSchema,
  tagSchema,
  translationsSchema,
} from './catalog/product.js';
export type { Allergen, Product, ProductInput, ProductType, SnoozePeriod, Tag, Translations } from './catalog/product.js';
export { bundleSchema, modifierGroupSchema, variantGroupSchema } from './catalog/product-groups.js';
export type { Bundle, ModifierGroup, VariantGroup } from './catalog/product-groups.js';
export { blockSchema } from './catalog/block.js';
export type { Block } from './catalog/block.js';
export { categorySchema, menuElementSchema } from './catalog/category.js';
export type { Category, MenuElement } from './catalog/category.js';
export { menuScheduleSchema } from './catalog/menu-schedule.js';
export type { MenuSchedule } from './catalog/menu-schedule.js';
export { menuPublicationSchema, menuSchema, parseMenuPublication } from './catalog/menu.js';
export type { Menu, MenuInput, MenuPublication } from './catalog/menu.js';

export { isProductSnoozed } from './availability/snooze.js';
export {
  isListedUnavailable,
  parseUnavailableProductsDocument,
  unavailableProductSchema,
  unavailableProductsDocumentSchema,
} from './availability/unavailable-products.js';
export type { InvalidDocumentLogger, ProductReference, UnavailableProduct, UnavailableProductsDocument } from './availability/unavailable-products.js';
export { isProductVisible } from './availability/product-visibility.js';
export type { AvailabilityContext } from './availability/product-visibility.js';

export { resolvePricingStrategy, resolveProductPrice } from './pricing/resolve-price.js';
export type { PricingContext } from './pricing/resolve-price.js';
export { displayPrice } from './pricing/display-price.js';
export type { DisplayPrice, ProductCatalog } from './pricing/display-price.js';

export { externalUrlSchema, staticMenuEntrySchema, staticMenuMode, staticMenuSchema } from './static-menu/static-menu.js';
export type { ExternalUrl, StaticMenu, StaticMenuEntry, StaticMenuMode } from './static-menu/static-menu.js';

export {
  availableForOrderOrAllMenuSchema,
  filterConfigurationSchema,
  initialMenuFilter,
  menuFilterSchema,
  toAvailableForOrderOrAllMenu,
} from './filters/menu-filter.js';
export type { AvailableForOrderOrAllMenu, FilterConfiguration, MenuFilter } from './filters/menu-filter.js';
export { applyMenuFilter, productMatchesFilter, showsCategoryTabBar } from './filters/apply-menu-filter.js';

export { ORDERING_CAPABILITIES, orderingCapability } from './capability/ordering-capability.js';
export type { CapabilityBill, CapabilityVenue, OrderingCapability, OrderingCapabilityInput } from './capability/ordering-capability.js';

export { LANGUAGE_ENDONYMS, LANGUAGE_PICKER_CODES, SUPPORTED_LANGUAGE_CODES, languageCodeSchema, normaliseLanguageCode } from './languages/language-code.js';
export type { LanguageCode, UnsupportedLanguageCode } from './languages/language-code.js';

export { homeLayoutSchema, homeLayoutsSchema, homeTileSchema, scheduledHomeLayoutSchema, selectHomeLayout } from './home/home-layout.js';
export type { HomeLayout, HomeLayouts, HomeTile, ScheduledHomeLayout } from './home/home-layout.js';
export { LANDING_GRID_COLUMNS, LANDING_GRID_GAP_PX, LANDING_LARGE_TILE_THRESHOLD, landingGrid } from './home/landing-grid.js';
export type { LandingGridTile } from './home/landing-grid.js';
export { menuCatalog, menuFilterOptions } from './catalog/menu-catalog.js';
export type { MenuFilterOption } from './catalog/menu-catalog.js';
