import * as contract from '@tableside/contracts/ordering';
import type { BillUpsell, BusinessUpsells, MenuBusiness, ProductDetail, UpsellRequestItem } from '@tableside/contracts/ordering';
import type { HomeLayouts, Menu } from '@tableside/menu-availability';
import type { ApiError } from '../http/api-error.js';
import { isRetryableError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import { routeRequest } from '../http/route-request.js';
import { withRetry, type Sleep } from '../http/retry.js';
import { ok, type Result } from '../result.js';

/** "A published menu is fetched by URL with gzip, 2 attempts, 300 ms wait between" (3-menus §7, §9). */
export const MENU_PUBLICATION_ATTEMPTS = 2;
export const MENU_PUBLICATION_RETRY_DELAY_MS = 300;

/** The query every consultation listing carries (3-menus §7 `?PAY_AT_TABLE_ONLY=true`). */
const PAY_AT_TABLE_ONLY = { PAY_AT_TABLE_ONLY: 'true' } as const;

/** Where the menus came from: the publication, or the menu service after the publication failed. */
export type MenusSource = { readonly kind: 'publication' } | { readonly kind: 'menu-service'; readonly publicationError?: ApiError };

/** The menus of a business and their source. */
export interface MenusOutcome {
  readonly menus: Menu[];
  readonly source: MenusSource;
}

/** What the menu calls need besides the API transport. */
export interface MenusApiOptions {
  /** The API origin a relative publication URL is resolved against. */
  readonly baseUrl: string;
  /** A transport for another origin (a publication may live on a CDN). */
  readonly httpForOrigin: (origin: string) => HttpClient;
  /** Waits between the two publication attempts. */
  readonly sleep: Sleep;
}

export interface MenusApi {
  /** `GET consultation/businesses/{id}?PAY_AT_TABLE_ONLY=true`. */
  getBusiness(businessId: string): Promise<Result<MenuBusiness, ApiError>>;
  /** `GET consultation/businesses/{id}/menus?PAY_AT_TABLE_ONLY=true`. */
  getMenus(businessId: string): Promise<Result<Menu[], ApiError>>;
  /**
   * The business's menus: from `publicationUrl` when given (2 attempts, 300 ms apart), falling back to the menu
   * service when the publication fails; straight from the menu service otherwise.
   */
  loadMenus(businessId: string, publicationUrl?: string): Promise<Result<MenusOutcome, ApiError>>;
  /** One menu of the business, by id; a missing menu is an HTTP 404 value. */
  getMenu(businessId: string, menuId: string, publicationUrl?: string): Promise<Result<Menu, ApiError>>;
  /** `GET consultation/businesses/{id}/menus/{menuId}/products/{productId}`. */
  getProduct(businessId: string, menuId: string, productId: string): Promise<Result<ProductDetail, ApiError>>;
  /** `POST consultation/businesses/{id}/upsell-products` with the basket's items. */
  getUpsellProducts(businessId: string, items: readonly UpsellRequestItem[]): Promise<Result<BillUpsell[], ApiError>>;
  /** `GET upsell/businesses/{id}?language=`: the bill upsells. */
  getBusinessUpsells(businessId: string, language?: string): Promise<Result<BusinessUpsells, ApiError>>;
  /** `GET marketing/public/businesses/{businessId}/menu/{language}`: the home tile layouts. */
  getHomeLayouts(businessId: string, language: string): Promise<Result<HomeLayouts, ApiError>>;
}

/** Creates the menu service calls (3-menus §7 "Menu service (menu-back-end)" and the home layout call). */
export function createMenusApi(http: HttpClient, options: MenusApiOptions): MenusApi {
  async function fetchPublication(publicationUrl: string): Promise<Result<Menu[], ApiError>> {
    const url = new URL(publicationUrl, options.baseUrl);
    const transport = options.httpForOrigin(url.origin);
    const attempt = () => transport.json({ method: 'GET', path: `${url.pathname}${url.search}` }, contract.menusResponseSchema);
    const result = await withRetry(attempt, {
      retries: MENU_PUBLICATION_ATTEMPTS - 1,
      delayMs: MENU_PUBLICATION_RETRY_DELAY_MS,
      sleep: options.sleep,
      isRetryable: isRetryableError,
    });
    return result.ok ? ok(result.value.menus) : result;
  }

  const api: MenusApi = {
    getBusiness(businessId) {
      return http.json(routeRequest(contract.getBusiness, { businessId }, { query: PAY_AT_TABLE_ONLY }), contract.getBusiness.responses[200]);
    },
    async getMenus(businessId) {
      const result = await http.json(routeRequest(contract.listMenus, { businessId }, { query: PAY_AT_TABLE_ONLY }), contract.listMenus.responses[200]);
      return result.ok ? ok(result.value.menus) : result;
    },
    async loadMenus(businessId, publicationUrl) {
      let publicationError: ApiError | undefined;
      if (publicationUrl !== undefined) {
        const published = await fetchPublication(publicationUrl);
        if (published.ok) return ok({ menus: published.value, source: { kind: 'publication' } });
        publicationError = published.error;
      }
      const fromService = await api.getMenus(businessId);
      if (!fromService.ok) return fromService;
      const source: MenusSource = publicationError ? { kind: 'menu-service', publicationError } : { kind: 'menu-service' };
      return ok({ menus: fromService.value, source });
    },
    async getMenu(businessId, menuId, publicationUrl) {
      const loaded = await api.loadMenus(businessId, publicationUrl);
      if (!loaded.ok) return loaded;
      const menu = loaded.value.menus.find((candidate) => candidate.id === menuId);
      if (menu) return ok(menu);
      return { ok: false, error: { type: 'http', status: 404, body: { code: 'menu-not-found', menuId } } };
    },
    getProduct(businessId, menuId, productId) {
      return http.json(routeRequest(contract.getProduct, { businessId, menuId, productId }), contract.getProduct.responses[200]);
    },
    async getUpsellProducts(businessId, items) {
      const body = { items: items.map(({ productId, menuId }) => ({ productId, menuId })) };
      const result = await http.json(routeRequest(contract.upsellProducts, { businessId }, { body }), contract.upsellProducts.responses[200]);
      return result.ok ? ok(result.value.products) : result;
    },
    getBusinessUpsells(businessId, language) {
      const query = language === undefined ? undefined : { language };
      return http.json(routeRequest(contract.businessUpsells, { businessId }, query ? { query } : {}), contract.businessUpsells.responses[200]);
    },
    getHomeLayouts(businessId, language) {
      return http.json(routeRequest(contract.homeLayout, { businessId, language }), contract.homeLayout.responses[200]);
    },
  };
  return api;
}
