import type { Menu, Product } from '@tableside/menu-availability';

/** Every product of a menu by id: the category products and the menu's other products (options, related). */
export function menuCatalog(menu: Menu): Map<string, Product> {
  const catalog = new Map<string, Product>(menu.products.map((product) => [product.id, product]));
  for (const category of menu.categories) {
    for (const element of category.elements) if (element.type === 'PRODUCT') catalog.set(element.product.id, element.product);
  }
  return catalog;
}

type Option = { id: string; name: string };

function unique(options: readonly Option[]): Option[] {
  return [...new Map(options.map((option) => [option.id, option])).values()];
}

/** The filter modal's choices: the tags and allergens of the menu's products, and its categories. */
export function menuFilterOptions(menu: Menu): { tags: Option[]; categories: Option[]; allergens: Option[] } {
  const products = menu.categories.flatMap((category) => category.elements.flatMap((element) => (element.type === 'PRODUCT' ? [element.product] : [])));
  return {
    tags: unique(products.flatMap((product) => product.tags)),
    categories: menu.categories.map(({ id, name }) => ({ id, name })),
    allergens: unique(products.flatMap((product) => product.allergens.map(({ id, name }) => ({ id, name })))),
  };
}
