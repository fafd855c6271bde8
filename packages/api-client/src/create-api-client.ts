import type { BillingApi } from './billing/billing-api.js';
import { createHttpClient, type HttpClientConfig } from './http/http-client.js';
import type { Sleep } from './http/retry.js';
import type { MenusApi } from './menus/menus-api.js';
import { createIdentityApi, type IdentityApi } from './identity/identity-api.js';
import type { OrderingApi } from './ordering/ordering-api.js';
import type { VouchersApi } from './payment/vouchers-api.js';
import type { ReceiptsApi } from './receipt/receipts-api.js';
import { createRefreshApi, type RefreshApi } from './refresh/refresh-api.js';
import type { TipsPredictionApi } from './tips/tips-prediction-api.js';
import type { WaiterApi } from './waiter/waiter-api.js';

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

/** Every call of an API answers a promise. */
type AsyncCalls<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * An API whose module (and the contract schemas it parses with) loads on its first call: every call answers a
 * promise, so callers cannot tell. It keeps the calls a diner makes only once they act (splits and payments,
 * vouchers, tips, menus, ordering, receipts) off the bill page's critical path; identity and refresh, which the scan
 * itself needs, load with the client.
 * A module that fails to load rejects the call, like a lazy route, and is loaded again on the next call.
 */
function deferredApi<T extends AsyncCalls<T>>(load: () => Promise<T>, calls: Readonly<Record<keyof T, true>>): T {
  let loading: Promise<T> | undefined;
  const loaded = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const api: Partial<Record<keyof T, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of Object.keys(calls) as (keyof T)[]) {
    api[name] = async (...args: unknown[]) => {
      const target = await loaded();
      return (target[name] as unknown as (...a: unknown[]) => Promise<unknown>).apply(target, args);
    };
  }
  return api as unknown as T;
}

const MENUS_CALLS = {
  getBusiness: true,
  getMenus: true,
  loadMenus: true,
  getMenu: true,
  getProduct: true,
  getUpsellProducts: true,
  getBusinessUpsells: true,
  getHomeLayouts: true,
} as const satisfies Record<keyof MenusApi, true>;
const ORDERING_CALLS = { placeOrder: true, declareOrderSession: true, createTab: true, registerTab: true, openTab: true } as const satisfies Record<
  keyof OrderingApi,
  true
>;
const BILLING_CALLS = {
  getSplit: true,
  heartbeat: true,
  cancelSplit: true,
  engagePayment: true,
  disengage: true,
  issueByAmount: true,
  issueBySubOrders: true,
  issueByShare: true,
  issueByItems: true,
  issueLeftToPay: true,
  updateByAmount: true,
  updateBySubOrders: true,
  updateByShare: true,
  updateByItems: true,
  forecastCharges: true,
  fullyDiscount: true,
} as const satisfies Record<keyof BillingApi, true>;
const VOUCHERS_CALLS = { evaluateVoucher: true } as const satisfies Record<keyof VouchersApi, true>;
const TIPS_CALLS = { predictTipsSuggestions: true } as const satisfies Record<keyof TipsPredictionApi, true>;
const WAITER_CALLS = { isWaiterLinked: true } as const satisfies Record<keyof WaiterApi, true>;
const RECEIPTS_CALLS = { downloadReceipt: true, sendReceiptToEmail: true, downloadExpenseNote: true, sendExpenseNoteToEmail: true } as const satisfies Record<
  keyof ReceiptsApi,
  true
>;

/**
 * The billing API's module (its own chunk), which `billing` loads on its first call. The bill page starts it once it
 * has rendered, so a diner's first split does not wait for it.
 */
export const loadBillingApi = () => import('./billing/billing-api.js');

/**
 * The menus API's module (its own chunk), which `menus` loads on its first call. A page that will call it soon
 * (the bill's upsells) starts it ahead, beside its other work, so that first call does not wait for the chunk.
 */
export const loadMenusApi = () => import('./menus/menus-api.js');

function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
}

/** Creates the API client: it returns values and never shows toasts or redirects. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = createHttpClient(config);
  const sleep = config.sleep ?? realSleep;
  return {
    billing: deferredApi<BillingApi>(async () => (await loadBillingApi()).createBillingApi(http, sleep), BILLING_CALLS),
    refresh: createRefreshApi(http),
    vouchers: deferredApi<VouchersApi>(async () => (await import('./payment/vouchers-api.js')).createVouchersApi(http), VOUCHERS_CALLS),
    receipts: deferredApi<ReceiptsApi>(async () => (await import('./receipt/receipts-api.js')).createReceiptsApi(http), RECEIPTS_CALLS),
    waiter: deferredApi<WaiterApi>(async () => (await import('./waiter/waiter-api.js')).createWaiterApi(http), WAITER_CALLS),
    tips: deferredApi<TipsPredictionApi>(async () => (await import('./tips/tips-prediction-api.js')).createTipsPredictionApi(http), TIPS_CALLS),
    identity: createIdentityApi(http),
    ordering: deferredApi<OrderingApi>(async () => (await import('./ordering/ordering-api.js')).createOrderingApi(http), ORDERING_CALLS),
    menus: deferredApi<MenusApi>(
      async () =>
        (await loadMenusApi()).createMenusApi(http, {
          baseUrl: config.baseUrl,
          sleep,
          // A publication is read "with gzip" (3-menus §7); browsers set that header themselves.
          httpForOrigin: (origin) =>
            createHttpClient({ ...config, baseUrl: origin, contextHeaders: () => ({ ...config.contextHeaders?.(), 'accept-encoding': 'gzip' }) }),
        }),
      MENUS_CALLS,
    ),
  };
}
