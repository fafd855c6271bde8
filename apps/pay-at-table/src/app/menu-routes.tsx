import type { RouteObject } from 'react-router';
import { orderingPage } from './ordering-strings.js';

const menuChildren = (): RouteObject[] => [
  { index: true, lazy: orderingPage(async () => (await import('../features/menu/components/menu-index-page.js')).MenuIndexPage) },
  { path: ':language/:menuId', lazy: orderingPage(async () => (await import('./menu-page-route.js')).MenuPageRoute) },
  { path: ':language/:menuId/blocks/:blockId', lazy: orderingPage(async () => (await import('../features/menu/components/block-page.js')).BlockPage) },
  {
    path: ':language/:menuId/products/:productId',
    lazy: orderingPage(async () => (await import('../features/menu/components/product-route-page.js')).ProductRoutePage),
  },
];

const TABLE = 'venues/:venueId/tables/:deviceId';

/**
 * The menu, basket, pre-authorisation and tab routes (3-menus §2): every page is lazy, so none of this code
 * reaches the bill route.
 */
export function orderingRoutes(): RouteObject[] {
  return [
    { path: 'venues/:venueId/menus', children: menuChildren() },
    { path: `${TABLE}/menus`, children: menuChildren() },
    { path: 'venues/:venueId/bills/:billId/menus', children: menuChildren() },
    { path: `${TABLE}/basket`, lazy: orderingPage(async () => (await import('../features/basket/components/basket-page.js')).BasketPage) },
    {
      path: `${TABLE}/authorization`,
      lazy: orderingPage(async () => (await import('../features/preauth/components/pre-authorization-page.js')).PreAuthorizationPage),
    },
    {
      path: `${TABLE}/payment-auth`,
      lazy: orderingPage(async () => (await import('../features/preauth/components/pre-authorization-3ds-page.js')).PreAuthorizationThreeDSecurePage),
    },
    { path: `${TABLE}/bills`, lazy: orderingPage(async () => (await import('../features/ordering/components/table-bills-page.js')).TableBillsPage) },
    { path: 'venues/:venueId/tab/new', lazy: orderingPage(async () => (await import('../features/tab/components/new-tab-page.js')).NewTabPage) },
    {
      path: 'venues/:venueId/tab/authorize',
      lazy: orderingPage(async () => (await import('../features/tab/components/authorize-tab-page.js')).AuthorizeTabPage),
    },
    {
      path: 'venues/:venueId/tab/:tabId/register',
      lazy: orderingPage(async () => (await import('../features/tab/components/register-tab-page.js')).RegisterTabPage),
    },
    {
      path: 'venues/:venueId/tab/:tabId/payment-auth',
      lazy: orderingPage(async () => (await import('../features/tab/components/tab-payment-auth-page.js')).TabPaymentAuthPage),
    },
  ];
}
