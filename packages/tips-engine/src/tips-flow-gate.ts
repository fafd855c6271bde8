/** What the payment confirm button does. */
export type ConfirmAction = 'SUBMIT_PAYMENT' | 'OPEN_TIP_MODAL';

export type TipsFlowGateInput = {
  isMealVoucher: boolean;
  /** Whether the tip modal is offered on this page at all. */
  tipModalEnabled: boolean;
  /** Whether the tip modal has already been shown in this payment. */
  tipModalActivated: boolean;
};

/**
 * "if the payment method is a meal voucher, submit payment directly; otherwise, if the tips modal is not
 * yet activated and enabled, the first confirm opens it, else payment is submitted" (2-paying §4).
 */
export function tipsFlowGate({ isMealVoucher, tipModalEnabled, tipModalActivated }: TipsFlowGateInput): ConfirmAction {
  if (isMealVoucher) return 'SUBMIT_PAYMENT';
  return tipModalEnabled && !tipModalActivated ? 'OPEN_TIP_MODAL' : 'SUBMIT_PAYMENT';
}
