export { canConfirmTip, customTipAmount, CUSTOM_TIP_INPUT_CURRENCY, parseCustomTipAmount, parseCustomTipPercent } from './custom-tip.js';
export type { CustomTip, CustomTipError } from './custom-tip.js';
export { EURO_COIN_THRESHOLDS, euroCoinOffer } from './euro-coin-offer.js';
export type { EuroCoinOffer } from './euro-coin-offer.js';
export { expressTipLevel } from './express-tip-level.js';
export type { ExpressTipLevel } from './express-tip-level.js';
export {
  EXCESSIVE_SERVICE_CHARGE_RATE,
  HIGH_SERVICE_CHARGE_RATE,
  isAutoGratuity,
  serviceChargeLevel,
  US_SERVICE_CHARGE_FIXED_TIPS,
  US_SERVICE_CHARGE_FIXED_TIPS_FROM_RATE,
  US_SERVICE_CHARGE_FLOORS,
  usServiceChargeTipRates,
} from './service-charge.js';
export type { ServiceChargeLevel } from './service-charge.js';
export { needsBelowAverageConfirmation } from './smart-tip.js';
export { initialTipChoice, tipChoiceReducer } from './tip-choice.js';
export type { TipChoiceAction, TipChoiceState } from './tip-choice.js';
export { INITIAL_TIP_MODAL_STATE, isTipModalActive, TIP_MODAL_MAX_CLOSES, TIP_MODAL_MAX_OPENS, tipModalReducer } from './tip-modal.js';
export type { TipModalAction, TipModalState } from './tip-modal.js';
export { selectTipPage } from './tip-page.js';
export type { TipPage, TipPageInput } from './tip-page.js';
export { minimumTip, percentageTip, roundTip, roundTipsInOrder, roundTipToNearestDollar, tipStep } from './tip-rounding.js';
export type { TipRounding } from './tip-rounding.js';
export {
  buildTipSuggestions,
  ENROLLMENT_FIXED_TIP_RATES,
  fastCheckoutTip,
  isUkNoTipsBecauseOfServiceCharge,
  SUNDAY_PERCENTAGE_DISPLAY_FROM_UNITS,
  tipDisplay,
  tipsBaseAmount,
} from './tip-suggestions.js';
export type { Tip, TipDisplay, TipRatesSource, TipSuggestions, TipSuggestionsInput, TipsSplit, TipWeight } from './tip-suggestions.js';
export {
  DEFAULT_TIP_SUGGESTIONS,
  DEFAULT_TIPS_CONFIGURATION,
  parseTipsConfiguration,
  percentToRate,
  tipsConfigurationSchema,
  tipSuggestionConfigurationSchema,
} from './tips-configuration.js';
export type {
  DisplayStrategy,
  TipsCalculationStrategy,
  TipsConfiguration,
  TipsConfigurationError,
  TipsConfigurationMode,
  TipsRulesConfiguration,
  TipSuggestionConfiguration,
} from './tips-configuration.js';
export { isLoginRequiredForTips, isWaiterLinked } from './tips-login.js';
export type { PaymentChannel } from './tips-login.js';
export { tipsFlowGate } from './tips-flow-gate.js';
export type { ConfirmAction, TipsFlowGateInput } from './tips-flow-gate.js';
export { parseTipsPrediction } from './tips-prediction.js';
export type { TipsPrediction } from './tips-prediction.js';
