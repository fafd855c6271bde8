export { createApiClient, loadBillingApi, loadMenusApi } from './create-api-client.js';
export type { ApiClient, ApiClientConfig } from './create-api-client.js';
export { ok, err } from './result.js';
export type { Result } from './result.js';
export { isRetryableError } from './http/api-error.js';
export type { ApiError, HttpError, InvalidResponseError, NetworkError } from './http/api-error.js';
export { CORRELATION_ID_HEADER, CORRELATION_ID_PREFIX, GUEST_TOKEN_HEADER, createHttpClient, path } from './http/http-client.js';
export type { HttpClient, HttpClientConfig, RequestSpec } from './http/http-client.js';
export { SPLIT_RETRY_COUNT, SPLIT_RETRY_DELAY_MS, withRetry } from './http/retry.js';
export type { RetryPolicy, Sleep } from './http/retry.js';
export { createBillingApi } from './billing/billing-api.js';
export type { BillingApi } from './billing/billing-api.js';
export {
  BILLING_INFRASTRUCTURE_FAILURE,
  BILL_SPLIT_DOMAIN_REASONS,
  BILL_SPLIT_EXPIRED,
  isBillSplitDomainReason,
  isSplitExpired,
  toSplitError,
} from './billing/split-error.js';
export type { BillSplitDomainReason, BillingInfrastructureFailure, SplitDomainRefusal, SplitError, SplitRejected } from './billing/split-error.js';
export {
  billSplitResponseSchema,
  engagedSplitResponseSchema,
  issuedSplitResponseSchema,
  splitConsumerSchema,
  splitFailureBodySchema,
  splitItemsSchema,
} from './billing/split-schemas.js';
export type { BillSplitResponse, EngagedSplit, IssuedSplit, SplitConsumer, SplitItems, SplitLease } from './billing/split-schemas.js';
export { DEFAULT_REFRESH_DELAY_MS, createRefreshApi } from './refresh/refresh-api.js';
export type { RefreshApi, RefreshOutcome, TableOpenBill } from './refresh/refresh-api.js';
export { VOUCHER_FAILURE_CODES, createVouchersApi } from './payment/vouchers-api.js';
export type { VoucherError, VouchersApi } from './payment/vouchers-api.js';
export { MISSING_PAYMENT_ID_MESSAGE, createReceiptsApi, expenseNoteRequestSchema } from './receipt/receipts-api.js';
export type { ExpenseNoteRequest, MissingPaymentIdError, ReceiptError, ReceiptsApi } from './receipt/receipts-api.js';
export { createBrandingApi } from './branding/branding-api.js';
export type { BrandingApi } from './branding/branding-api.js';
export type { Customization, CustomizationBanner } from '@tableside/contracts/branding';
export { CUSTOMIZATION_CACHE_MS, CUSTOMIZATION_TIMEOUT_MS } from '@tableside/contracts/branding';
export { ANALYTICS_EVENT_NAMES, TELEMETRY_EVENT_NAMES, analyticsEventSchema, telemetryEventSchema } from '@tableside/contracts/telemetry';
export type { AnalyticsEvent, AnalyticsEventName, TelemetryEvent, TelemetryEventName } from '@tableside/contracts/telemetry';
export { createWaiterApi } from './waiter/waiter-api.js';
export type { WaiterApi } from './waiter/waiter-api.js';
export { createTipsPredictionApi, tipsPredictionRequestSchema } from './tips/tips-prediction-api.js';
export type { TipsPredictionApi, TipsPredictionRequest } from './tips/tips-prediction-api.js';
export { anonymousGuestSchema, createIdentityApi } from './identity/identity-api.js';
export type { AnonymousGuest, IdentityApi } from './identity/identity-api.js';
export { MENU_PUBLICATION_ATTEMPTS, MENU_PUBLICATION_RETRY_DELAY_MS, createMenusApi } from './menus/menus-api.js';
export type { MenusApi, MenusApiOptions, MenusOutcome, MenusSource } from './menus/menus-api.js';
export {
  billUpsellSchema,
  businessUpsellsResponseSchema,
  menuBusinessSchema,
  menusResponseSchema,
  productDetailSchema,
  upsellProductsResponseSchema,
  upsellRequestItemSchema,
} from '@tableside/contracts/ordering';
export type { BillUpsell, BusinessUpsells, MenuBusiness, MenusResponse, ProductDetail, UpsellRequestItem } from '@tableside/contracts/ordering';
export { createReviewsApi, refusalTypeOf } from './reviews/reviews-api.js';
export type { ReviewsApi } from './reviews/reviews-api.js';
export {
  DEFAULT_REVIEW_CONFIGURATION,
  MAX_REVIEW_COMMENT_LENGTH,
  MAX_REVIEW_RATING,
  MIN_REVIEW_RATING,
  reviewConfigurationPath,
  reviewConfigurationSchema,
} from '@tableside/contracts/reviews';
export type { Review, ReviewBody, ReviewConfiguration } from '@tableside/contracts/reviews';
export { createOrderingApi, createdTabSchema } from './ordering/ordering-api.js';
export type { CreatedTab, OrderingApi, TabCallFailed } from './ordering/ordering-api.js';
export { accountErrorType, createAccountApi, isAccessTokenRefused } from './account/account-api.js';
export type {
  AccessToken,
  Account,
  AccountApi,
  AccountReceipt,
  CodeSent,
  LoginAnswer,
  LoginBody,
  PatchUserBody,
  PersonalDetailsBody,
  RequestCodeBody,
} from './account/account-api.js';
