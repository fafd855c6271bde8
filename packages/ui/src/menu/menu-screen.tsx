import {
  applyMenuFilter,
  displayPrice,
  menuCatalog,
  menuFilterOptions,
  showsCategoryTabBar,
  type Menu,
  type MenuFilter,
  type Product,
  type UnavailableProduct,
} from '@tableside/menu-availability';
import { useMemo, useState, type ReactNode } from 'react';
import { CategoryTabBar } from './category-tab-bar.js';
import { MenuCategoryList } from './menu-category-list.js';
import { MenuFilterModal } from './menu-filter-modal.js';
import { MenuHeader } from './menu-header.js';
import type { MenuLabels } from './menu-labels.js';
import { useCategoryScrollSpy } from './use-category-scroll-spy.js';

export interface MenuScreenProps {
  readonly menu: Menu;
  /** The venue's menus, offered by the header's menu selection. */
  readonly menus: readonly { readonly id: string; readonly name: string }[];
  /** The menu language (3-menus §1 language codes) and the interface locale for prices. */
  readonly language: string;
  readonly locale: string;
  readonly labels: MenuLabels;
  /** The instant product visibility and prices are read at. */
  readonly now: number;
  readonly unavailableProducts: readonly UnavailableProduct[];
  /** The guest's filter when the page opens; the screen keeps it from then on. */
  readonly initialFilter: MenuFilter;
  /** The empty state's title: the menu has no category at all, or the filter left nothing. */
  readonly emptyTitles: { readonly noMenu: string; readonly noResults: string };
  readonly onSelectMenu: (menuId: string) => void;
  readonly onBack: () => void;
  readonly productHref: (product: Pick<Product, 'id'>) => string;
  readonly blockHref: (blockId: string) => string;
  readonly onSelectProduct: (productId: string) => void;
  /** Shown above the categories (the preview's "ordering disabled" notice). */
  readonly notice?: ReactNode;
  /** Puts the categories in a `<main>` landmark, for pages whose shell has none. */
  readonly main?: boolean;
}

function activeFilterCount(filter: MenuFilter): number {
  return (
    filter.selectedTagIds.length +
    filter.selectedCategoryIds.length +
    filter.excludedAllergenIds.length +
    (filter.availableForOrderOrAllMenu === 'AVAILABLE_FOR_ORDER' ? 1 : 0)
  );
}

/**
 * The menu screen of 3-menus §2 "Menu page", shared by the diner app and the menu preview: the header with the menu
 * selection and the filter button, the category tab bar (more than one category) following the scroll, the
 * categories with their products and blocks, and the filter modal. Navigation and texts come from the app.
 */
export function MenuScreen({
  menu,
  menus,
  language,
  locale,
  labels,
  now,
  unavailableProducts,
  initialFilter,
  emptyTitles,
  onSelectMenu,
  onBack,
  productHref,
  blockHref,
  onSelectProduct,
  notice,
  main = false,
}: MenuScreenProps) {
  const [filter, setFilter] = useState(initialFilter);
  const [filterOpen, setFilterOpen] = useState(false);
  const catalog = useMemo(() => menuCatalog(menu), [menu]);
  const options = useMemo(() => menuFilterOptions(menu, language), [menu, language]);
  const categories = useMemo(() => applyMenuFilter(menu.categories, filter, { now, unavailableProducts }), [menu, filter, now, unavailableProducts]);
  const spy = useCategoryScrollSpy({ categoryIds: categories.map((category) => category.id) });

  const list = (
    <>
      {notice}
      <MenuCategoryList
        state={{ status: 'success', categories, emptyTitle: menu.categories.length === 0 ? emptyTitles.noMenu : emptyTitles.noResults }}
        locale={locale}
        language={language}
        labels={labels}
        priceOf={(product) => displayPrice(product, catalog, { menuId: menu.id, now })}
        productHref={productHref}
        blockHref={blockHref}
        onSelectProduct={onSelectProduct}
      />
    </>
  );
  return (
    <>
      <MenuHeader
        menuName={menu.name}
        menus={menus}
        selectedMenuId={menu.id}
        onSelectMenu={onSelectMenu}
        onBack={onBack}
        onOpenFilter={() => setFilterOpen(true)}
        activeFilterCount={activeFilterCount(filter)}
        labels={labels}
      />
      {showsCategoryTabBar(categories) ? (
        <CategoryTabBar label={labels.categories} categories={categories} activeId={spy.activeId} onSelect={spy.select} />
      ) : null}
      {main ? <main>{list}</main> : list}
      <MenuFilterModal
        open={filterOpen}
        filter={filter}
        tags={options.tags}
        categories={options.categories}
        allergens={options.allergens}
        onApply={(next) => {
          setFilter(next);
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
        labels={labels}
      />
    </>
  );
}
