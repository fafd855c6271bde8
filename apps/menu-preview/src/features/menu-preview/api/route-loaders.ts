import type { Result } from '@tableside/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import * as z from 'zod/mini';
import type { MenuPreviewServices } from '../../../lib/services.js';
import { loadVenueMenus, type VenueMenus } from './load-venue-menus.js';
import type { PreviewError } from './preview-error.js';
import { loadBlockPage, loadMenuPage, loadProductPage, type BlockPageData, type MenuPageData, type ProductPageData } from './preview-loaders.js';

const segment = z.string().check(z.minLength(1), z.maxLength(200));
const venueParams = z.object({ venueId: segment });
const menuParams = z.extend(venueParams, { language: segment, menuId: segment });
const productParams = z.extend(menuParams, { productId: segment });
const blockParams = z.extend(menuParams, { blockId: segment });

export type MenuListLoaderData = Result<VenueMenus, PreviewError>;
export type MenuLoaderData = Result<MenuPageData, PreviewError>;
export type ProductLoaderData = Result<ProductPageData, PreviewError>;
export type BlockLoaderData = Result<BlockPageData, PreviewError>;

/** URL params are a boundary: a malformed one is a 404 response for the route's error element. */
function params<S extends z.core.$ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw new Response('Not Found', { status: 404 });
  return parsed.data;
}

/** The router's loaders, bound to the services. */
export function routeLoaders(services: MenuPreviewServices) {
  return {
    menuList: ({ params: raw }: LoaderFunctionArgs): Promise<MenuListLoaderData> => loadVenueMenus(services, params(venueParams, raw).venueId),
    menu: ({ params: raw }: LoaderFunctionArgs): Promise<MenuLoaderData> => {
      const { venueId, menuId } = params(menuParams, raw);
      return loadMenuPage(services, venueId, menuId);
    },
    product: ({ params: raw }: LoaderFunctionArgs): Promise<ProductLoaderData> => {
      const { venueId, menuId, productId } = params(productParams, raw);
      return loadProductPage(services, venueId, menuId, productId);
    },
    block: ({ params: raw }: LoaderFunctionArgs): Promise<BlockLoaderData> => {
      const { venueId, menuId, blockId } = params(blockParams, raw);
      return loadBlockPage(services, venueId, menuId, blockId);
    },
  };
}

/** The route params the pages read, parsed. */
export function parseMenuParams(raw: unknown): z.output<typeof menuParams> {
  return params(menuParams, raw);
}
