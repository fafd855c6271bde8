export {
  MONEY_SCALE,
  MONEY_UNIT,
  add,
  allocate,
  compare,
  currencyCodeSchema,
  equals,
  fromDisplayUnits,
  fromMinorUnits,
  greaterThan,
  greaterThanOrEqual,
  isKnownCurrency,
  isNegative,
  isPositive,
  isZero,
  lessThan,
  lessThanOrEqual,
  maximum,
  minimum,
  money,
  moneySchema,
  multiplyBy,
  multiplyByQuantity,
  multiplyByRate,
  negate,
  nonNegativeMoneySchema,
  roundToStep,
  subtract,
  sum,
  toDisplayUnits,
  toMinorUnits,
  zero,
} from './money/money.js';
export type { CurrencyCode, Money, Rounding } from './money/money.js';
export { MILLISECONDS_TIMESTAMP_THRESHOLD, toEpochMilliseconds } from './money/timestamp.js';

export {
  ONE_QUANTITY,
  SUPPORTED_COUNTRY_CODES,
  countSchema,
  isSupportedCountry,
  negativeMoneySchema,
  positiveMoneySchema,
  rateSchema,
  scale5QuantitySchema,
  signedMoneySchema,
  supportedCountryCodeSchema,
  timestampSchema,
} from './schemas/common.js';
export type { SupportedCountryCode } from './schemas/common.js';
export { chargeModelSchema, chargeSchema, chargeTypeSchema, forecastChargeSchema } from './schemas/charge.js';
export type { Charge, ChargeModel, ChargeType, ForecastCharge } from './schemas/charge.js';
export { productDiscountSchema, productSchema, quantifiedProductSchema, subProductSchema } from './schemas/product.js';
export type { Product, ProductDiscount, QuantifiedProduct, SubProduct } from './schemas/product.js';
export { subOrderDiscountSchema, subOrderSchema } from './schemas/sub-order.js';
export type { SubOrder, SubOrderDiscount } from './schemas/sub-order.js';
export {
  appliedDiscountSchema,
  appliedVatSchema,
  billSplitBreakdownSchema,
  billSplitDiscountSchema,
  billSplitErrorRecordSchema,
  billSplitModalitySchema,
  billSplitOriginSchema,
  billSplitSchema,
  billSplitStatusSchema,
  billSplitTypeSchema,
  byAmountModalitySchema,
  byItemsModalitySchema,
  byShareModalitySchema,
  consumerSchema,
  storedBillSplitSchema,
} from './schemas/bill-split.js';
export type {
  AppliedDiscount,
  AppliedVat,
  BillSplit,
  BillSplitBreakdown,
  BillSplitDiscount,
  BillSplitErrorRecord,
  BillSplitModality,
  BillSplitStatus,
  BillSplitType,
  Consumer,
  StoredBillSplit,
} from './schemas/bill-split.js';
export {
  INCONSISTENT_SPLIT_TOTAL_VIOLATION,
  billSchema,
  itemManuallyMarkedAsPaidSchema,
  nonSundayBillSplitSchema,
  ongoingSplitByShareSchema,
  orderConsistencySchema,
  orderSchema,
  orderViolationSchema,
  posSplitModeSchema,
  staffSchema,
  unpaidItemSchema,
} from './schemas/bill.js';
export type {
  Bill,
  BillInput,
  ItemManuallyMarkedAsPaid,
  NonSundayBillSplit,
  OngoingSplitByShare,
  Order,
  OrderConsistency,
  OrderViolation,
  PosSplitMode,
  Staff,
  UnpaidItem,
} from './schemas/bill.js';
export {
  tipSuggestionSchema,
  tipsSuggestionConfigurationSchema,
  venueAddressSchema,
  venueFeatureConfigurationSchema,
  venueOrderingSchema,
  venueSchema,
} from './schemas/venue.js';
export type { TipSuggestion, TipsSuggestionConfiguration, Venue, VenueAddress, VenueFeatureConfiguration, VenueInput, VenueOrdering } from './schemas/venue.js';
export { preAuthorizationSchema, preAuthorizationStrategySchema, tableDeviceSchema, tableExperienceSchema } from './schemas/table-device.js';
export type { PreAuthorization, PreAuthorizationStrategy, TableDevice, TableExperience } from './schemas/table-device.js';
export { storedTabSchema, tabSchema, tabStatusSchema } from './schemas/tab.js';
export type { StoredTab, Tab, TabStatus } from './schemas/tab.js';
export { voucherDataSchema, voucherErrorCodeSchema, voucherResultSchema } from './schemas/voucher.js';
export type { VoucherData, VoucherErrorCode, VoucherResult } from './schemas/voucher.js';
export { globalSettingsSchema } from './schemas/global-settings.js';
export type { GlobalSettings } from './schemas/global-settings.js';
export { paymentLineKindSchema } from './schemas/payment-line-kind.js';
export type { PaymentLineKind } from './schemas/payment-line-kind.js';
export { billProductDisplaySchema, subBillSchema, subBillTypeSchema } from './schemas/sub-bill.js';
export type { BillProductDisplay, SubBill, SubBillType } from './schemas/sub-bill.js';
export { splitItemKindSchema, splitItemSchema } from './schemas/split-item.js';
export type { SplitItem, SplitItemKind } from './schemas/split-item.js';
export { splitTypeSchema } from './schemas/split-type.js';
export type { SplitType } from './schemas/split-type.js';
export { tipsPredictionResponseSchema } from './schemas/tips-prediction.js';
export type { TipsPredictionResponse } from './schemas/tips-prediction.js';
export { receiptCompanySchema, receiptFormSchema } from './schemas/receipt-form.js';
export type { ReceiptCompany, ReceiptForm } from './schemas/receipt-form.js';

export { err, exhaustiveSwitchError, ok } from './result/result.js';
export type { Result } from './result/result.js';
export {
  BILL_TOO_OLD_MS,
  BILL_UP_TO_DATE_MS,
  TABLE_DEVICE_OWN_MS,
  hasInconsistentSplitTotal,
  isBillAnomalous,
  isBillDisplayable,
  isBillPaid,
  isBillTooOld,
  isBillUpToDate,
  isEmptyTab,
  isLeftToPayNonNegative,
  isPaymentAllowedOnBillPage,
  isPaymentPossible,
  isPosSeeminglyDisconnected,
  isTableDeviceOwn,
} from './bill/bill-state.js';
export { arePaymentsEnabled } from './bill/payments-enabled.js';
export { decideCheckoutMode } from './bill/checkout-mode.js';
export type { CheckoutMode, CheckoutModeInput, RemainingAmountSplitState } from './bill/checkout-mode.js';
export { billOrderStatusGroup, billOrderStatusSchema, groupBillOrders } from './bill/bill-order-status.js';
export type { BillOrderStatus, BillOrderStatusGroup } from './bill/bill-order-status.js';
export { buildPaymentBreakdown } from './bill/payment-breakdown.js';
export type { PaymentBreakdownInput, PaymentBreakdownLine, PaymentBreakdownLineKind } from './bill/payment-breakdown.js';
export {
  SMART_TERMINAL_ORIGIN,
  isIssuedSplitStatus,
  isPendingSplitStatus,
  isPreAuthorizedSplit,
  isSettledSplitStatus,
  isSettledWithoutPaymentStatus,
  isSmartTerminalSplit,
  isSuccessfulSplitStatus,
  splitBelongsToUser,
} from './splits/split-status.js';
export { splitAmountByItems } from './splits/split-by-items.js';
export { NO_ITEM_GROUP, buildSplitItems, heldByOthers } from './splits/split-items.js';
export type { SplitItemsInput } from './splits/split-items.js';
export {
  isSelectableSplitItem,
  itemsPaidInTheMeantime,
  itemsSplitTotals,
  itemsTakenInTheMeantime,
  splitByItemsBlock,
  splitItemsSelection,
  toggleSplitItem,
  toggleSplitItemGroup,
} from './splits/split-items-selection.js';
export type { ItemsSplitTotals, SplitByItemsBlock } from './splits/split-items-selection.js';
export { findOngoingSplit } from './splits/ongoing-split.js';
export type { ItemsSplitError, ItemsSplitLine } from './splits/split-by-items.js';
export { MAX_GUESTS, MIN_GUESTS, canChangeNumberOfGuests, clampShares, maximumShares, splitAmountByShare } from './splits/split-by-share.js';
export type { ShareSplitError, ShareSplitInput } from './splits/split-by-share.js';
export { MINIMUM_SPLIT_AMOUNT, parseSplitAmount } from './splits/split-by-amount.js';
export type { AmountSplitError } from './splits/split-by-amount.js';
export { splitAmountBySubOrders } from './splits/split-by-sub-orders.js';
export type { SubOrdersSplitError } from './splits/split-by-sub-orders.js';
export { FORECAST_EXCEEDED_TOLERANCE, exceedsForecastedLeftToPay, leftToPaySplitAmount } from './splits/left-to-pay.js';
export { ISSUED_SPLIT_LEASE_MS, SPLIT_HEARTBEAT_INTERVAL_MS, heartbeatIntervalFor, isLeaseLapsed, leaseExpiry } from './splits/split-lease.js';
export { EXCESSIVE_SERVICE_CHARGE_RATE, HIGH_SERVICE_CHARGE_RATE, isExcessiveServiceCharge, isHighServiceCharge } from './charges/service-charge.js';
export { TAXES_AND_FEES_LABEL, buildTaxDisplayLines, isTaxLine, shouldMergeTaxes } from './charges/taxes-and-fees.js';
export { isChargeIncludedInPrices } from './charges/included-charges.js';
export type { TaxDisplayLine, TaxMergeContext } from './charges/taxes-and-fees.js';
export {
  SERVICE_CHARGE_NOTICE_TEMPLATE,
  formatRatePercent,
  serviceChargeArticle,
  serviceChargeLabel,
  serviceChargeNotice,
} from './charges/service-charge-notice.js';
export { STAFF_LOCATION_WORDS, STAFF_ROLE_WORDS, cleanStaffName } from './display/staff-name.js';
export { buildBillProductDisplays, unitPriceAfterTaxAndDiscount } from './display/bill-product-display.js';
export { buildSubBills, subBillType } from './display/sub-bills.js';
export { hasSubBills } from './display/has-sub-bills.js';
export { STORED_TAB_STALE_MS, isStoredTabStale, localTabStatus } from './tabs/tab-status.js';
export type { LocalTabStatus } from './tabs/tab-status.js';
export { PRE_AUTHORIZATION_FALLBACK_CURRENCY, preAuthorizationFlagSchema, preAuthorizationRequirement } from './tabs/pre-authorization.js';
export type { PreAuthorizationFlag, PreAuthorizationRequirement } from './tabs/pre-authorization.js';
export { buildBillPaymentLines } from './bill/payment-lines.js';
export type { BillPaymentLine } from './bill/payment-lines.js';
export { isKnownTimeZone, timeZoneSchema, venueTimeZone } from './time/time-zone.js';
export { COUNTRY_POLICIES, DEFAULT_COUNTRY_POLICY } from './country/country-policies.js';
export type { CountryPolicy } from './country/country-policies.js';
export { countryPolicy } from './country/country-policy.js';
export { checkVenueRecord } from './schemas/venue-record-check.js';
export type { VenueRecordError } from './schemas/venue-record-check.js';
export { MINIMUM_TIP_CEILING, PAYMENT_ENGAGEMENT_LEASE_MS, maximumTip, paymentAmountOwed } from './splits/payment-lease.js';
export type { PaymentOwedInput } from './splits/payment-lease.js';
