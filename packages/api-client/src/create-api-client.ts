import { createBillingApi, type BillingApi } from './billing/billing-api.js';
import { createHttpClient, type HttpClientConfig } from './http/http-client.js';
import type { Sleep } from './http/retry.js';
import { createMenusApi, type MenusApi } from './menus/menus-api.js';
import { createIdentityApi, type IdentityApi } from './identity/identity-api.js';
import { createOrderingApi, type OrderingApi } from './ordering/ordering-api.js';
import { createVouchersApi, type VouchersApi } from './payment/vouchers-api.js';
import { createReceiptsApi, type ReceiptsApi } from './receipt/receipts-api.js';
import { createRefreshApi, type RefreshApi } from './refresh/refresh-api.js';
import { createTipsPredictionApi, type TipsPredictionApi } from './tips/tips-prediction-api.js';
import { createWaiterApi, type WaiterApi } from './waiter/waiter-api.js';

export interface ApiClientConfig extends HttpClientConfig {
  /** Spaces the retries of split issue, update and cancel; defaults to a real timer. */
  readonly sleep?: Sleep;
}

/** Every call of the specs, grouped by service. */
export interface ApiClient {
  readonly billing: BillingApi;
  readonly refresh: RefreshApi;
  readonly vouchers: VouchersApi;
  readonly receipts: ReceiptsApi;
  readonly waiter: WaiterApi;
  readonly tips: TipsPredictionApi;
  readonly identity: IdentityApi;
  readonly menus: MenusApi;
  readonly ordering: OrderingApi;
}

function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
}

/** Creates the API client: it returns values and never shows toasts or redirects. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = createHttpClient(config);
  const sleep = config.sleep ?? realSleep;
  return {
    billing: createBillingApi(http, sleep),
    refresh: createRefreshApi(http),
    vouchers: createVouchersApi(http),
    receipts: createReceiptsApi(http),
    waiter: createWaiterApi(http),
    tips: createTipsPredictionApi(http),
    identity: createIdentityApi(http),
    ordering: createOrderingApi(http),
    menus: createMenusApi(http, {
      baseUrl: config.baseUrl,
      sleep,
      // A publication is read "with gzip" (3-menus §7); browsers set that header themselves.
      httpForOrigin: (origin) =>
        createHttpClient({ ...config, baseUrl: origin, contextHeaders: () => ({ ...config.contextHeaders?.(), 'accept-encoding': 'gzip' }) }),
    }),
  };
}
