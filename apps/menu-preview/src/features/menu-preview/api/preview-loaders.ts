import { err, ok, type ProductDetail, type Result } from '@tableside/api-client';
import type { Block, Menu } from '@tableside/menu-availability';
import type { MenuPreviewServices } from '../../../lib/services.js';
import { loadVenueMenus, type VenueMenus } from './load-venue-menus.js';
import type { PreviewError } from './preview-error.js';

/** The menu page's data: the venue's menus and the one shown. */
export interface MenuPageData extends VenueMenus {
  readonly menu: Menu;
}

/** The product page's data: the menu (for related products) and the product with its sub-products. */
export interface ProductPageData extends MenuPageData {
  readonly product: ProductDetail;
}

/** The block page's data. */
export interface BlockPageData extends MenuPageData {
  readonly block: Block;
}

/** Loads the venue's menus and picks `menuId`. */
export async function loadMenuPage(services: MenuPreviewServices, venueId: string, menuId: string): Promise<Result<MenuPageData, PreviewError>> {
  const venue = await loadVenueMenus(services, venueId);
  if (!venue.ok) return venue;
  const menu = venue.value.menus.find((candidate) => candidate.id === menuId);
  return menu ? ok({ ...venue.value, menu }) : err({ code: 'menu-not-found' });
}

/** Loads the menu page data and the product detail (`GET consultation/businesses/{id}/menus/{menuId}/products/{productId}`). */
export async function loadProductPage(
  services: MenuPreviewServices,
  venueId: string,
  menuId: string,
  productId: string,
): Promise<Result<ProductPageData, PreviewError>> {
  const page = await loadMenuPage(services, venueId, menuId);
  if (!page.ok) return page;
  const product = await services.api.menus.getProduct(page.value.business.id, menuId, productId);
  if (product.ok) return ok({ ...page.value, product: product.value });
  return err(product.error.type === 'http' && product.error.status === 404 ? { code: 'product-not-found' } : { code: 'unavailable', cause: product.error });
}

/** Loads the menu page data and finds the block in the menu's categories. */
export async function loadBlockPage(
  services: MenuPreviewServices,
  venueId: string,
  menuId: string,
  blockId: string,
): Promise<Result<BlockPageData, PreviewError>> {
  const page = await loadMenuPage(services, venueId, menuId);
  if (!page.ok) return page;
  for (const category of page.value.menu.categories) {
    for (const element of category.elements) {
      if (element.type === 'BLOCK' && element.block.id === blockId) return ok({ ...page.value, block: element.block });
    }
  }
  return err({ code: 'block-not-found' });
}
