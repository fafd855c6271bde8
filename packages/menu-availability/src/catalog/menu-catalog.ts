import type { Menu } from './menu.js';
import { allergenName, type Product } from './product.js';

/** Every product of a menu by id: the category products and the menu's other products (options, related). */
export function menuCatalog(menu: Menu): Map<string, Product> {
  const catalog = new Map<string, Product>(menu.products.map((product) => [product.id, product]));
  for (const category of menu.categories) {
    for (const element of category.elements) if (element.type === 'PRODUCT') catalog.set(element.product.id, element.product);
  }
  return catalog;
}

/** A choice of the filter modal. */
export interface MenuFilterOption {
  id: string;
  name: string;
}

function unique(options: readonly MenuFilterOption[]): MenuFilterOption[] {
  return [...new Map(options.map((option) => [option.id, option])).values()];
}

/**
 * The filter modal's choices (3-menus §4 "Filters: tags, categories, excluded allergens"): the tags and allergens
 * of the menu's category products, each once, and the menu's categories. Allergens are named in `language` (the
 * menu language) where the catalogue translates them.
 */
export function menuFilterOptions(menu: Menu, language?: string): { tags: MenuFilterOption[]; categories: MenuFilterOption[]; allergens: MenuFilterOption[] } {
  const products = menu.categories.flatMap((category) => category.elements.flatMap((element) => (element.type === 'PRODUCT' ? [element.product] : [])));
  return {
    tags: unique(products.flatMap((product) => product.tags.map(({ id, name }) => ({ id, name })))),
    categories: menu.categories.map(({ id, name }) => ({ id, name })),
    allergens: unique(products.flatMap((product) => product.allergens.map((allergen) => ({ id: allergen.id, name: allergenName(allergen, language) })))),
  };
}
