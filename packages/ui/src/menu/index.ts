export { categoryAnchorId } from './category-anchor.js';
export { CategoryTabBar } from './category-tab-bar.js';
export type { CategoryTabBarProps } from './category-tab-bar.js';
export { ChipList, MAX_VISIBLE_CHIPS } from './chip-list.js';
export type { ChipListProps } from './chip-list.js';
export { MenuBlockCard } from './menu-block-card.js';
export type { MenuBlockCardProps } from './menu-block-card.js';
export { MenuCategoryList } from './menu-category-list.js';
export type { MenuCategoryListProps, MenuListState } from './menu-category-list.js';
export { MenuFilterModal } from './menu-filter-modal.js';
export type { MenuFilterModalProps } from './menu-filter-modal.js';
export { MENU_SELECTION_MODAL_HEIGHT_PX, MenuHeader } from './menu-header.js';
export type { MenuHeaderProps } from './menu-header.js';
export type { MenuLabels } from './menu-labels.js';
export { MenuScreen } from './menu-screen.js';
export type { MenuScreenProps } from './menu-screen.js';
export { ModifierGroupField } from './modifier-group-field.js';
export type { ModifierGroupFieldProps } from './modifier-group-field.js';
export { PriceLine } from './price-line.js';
export type { PriceLineProps } from './price-line.js';
export { ProductCard } from './product-card.js';
export type { ProductCardProps } from './product-card.js';
export { SUPPORTED_PRODUCT_PAGE_TYPES, productOptionGroups, totalPriceOf, unitPriceOf } from './product-groups.js';
export type { ProductOptionGroup } from './product-groups.js';
export { ProductPage } from './product-page.js';
export type { ProductPageProps, ProductPageSubmission } from './product-page.js';
export {
  CATEGORY_HEADER_OFFSET_PX,
  CATEGORY_SCROLL_DEBOUNCE_MS,
  CATEGORY_SCROLL_IGNORE_MS,
  activeCategoryFromTops,
  useCategoryScrollSpy,
} from './use-category-scroll-spy.js';
export type { CategoryScrollSpyOptions, ScrollSpyTimers, ScrollTarget } from './use-category-scroll-spy.js';
