import type { RouteObject } from 'react-router';
import { routeLoaders } from '../features/menu-preview/api/route-loaders.js';
import { NotFoundPage } from './not-found-page.js';
import { InitialLoading, RootLayout } from './root-layout.js';
import type { MenuPreviewServices } from './services.js';

/**
 * The preview routes (1-core §2, 3-menus §2): `/venues/{venueId}/menu-previews` and
 * `/menu-previews/{language}/{menuId}` with its products and blocks. Each page is a lazy chunk; loaders run
 * with the services.
 */
export function previewRoutes(services: MenuPreviewServices): RouteObject[] {
  const loaders = routeLoaders(services);
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: InitialLoading,
      errorElement: <NotFoundPage />,
      children: [
        {
          path: 'venues/:venueId/menu-previews',
          loader: loaders.menuList,
          lazy: async () => ({ Component: (await import('../features/menu-preview/components/menu-list-page.js')).MenuListPage }),
        },
        {
          path: 'venues/:venueId/menu-previews/:language/:menuId',
          loader: loaders.menu,
          lazy: async () => ({ Component: (await import('../features/menu-preview/components/menu-page.js')).MenuPage }),
        },
        {
          path: 'venues/:venueId/menu-previews/:language/:menuId/products/:productId',
          loader: loaders.product,
          lazy: async () => ({ Component: (await import('../features/menu-preview/components/product-detail-page.js')).ProductDetailPage }),
        },
        {
          path: 'venues/:venueId/menu-previews/:language/:menuId/blocks/:blockId',
          loader: loaders.block,
          lazy: async () => ({ Component: (await import('../features/menu-preview/components/block-page.js')).BlockPage }),
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
