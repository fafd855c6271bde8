import type { Money, Venue } from '@tableside/billing-domain';
import type { ComponentType, ReactNode } from 'react';
import type { BillDocument } from './documents/bill-document-schema.js';
import type { AppliedVoucher } from './route-state/applied-voucher.js';
import type { TipsPageSplit } from './tips-model.js';

/** What the payment page needs from the tip before payment: the tip chosen in the modal, the confirm gate and the modal to render. */
export interface TipBeforePayment {
  /** The tip chosen in the modal; undefined until one is chosen. */
  readonly tip: Money | undefined;
  /** Call on the payment confirm: true when the modal opened instead, so payment must not be submitted yet. */
  readonly interceptConfirm: () => boolean;
  /** Whether the diner may open the modal again (to change the tip) before the modal is deactivated. */
  readonly canReopen: boolean;
  /** Opens the modal again; an open past the limits deactivates it instead. */
  readonly reopen: () => void;
  readonly dialog: ReactNode;
}

/** Inputs of the tip before payment; `context` is undefined while the bill loads. */
export interface TipBeforePaymentInput {
  readonly context: { readonly venue: Venue; readonly bill: BillDocument } | undefined;
  readonly split: TipsPageSplit;
  /** A tip already decided on the tips page (or express checkout): the modal is then not offered. */
  readonly decidedTip: Money | undefined;
  readonly isMealVoucher?: boolean;
}

export interface VoucherDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The amount the voucher is evaluated against (the split's amount). */
  readonly baseAmount: Money;
  readonly businessId: string;
  /** The split the voucher is applied to: it is recorded (reserved) on it and taken off its charge by the server. */
  readonly split?: { readonly billId: string; readonly splitId: string };
  readonly onApplied: (voucher: AppliedVoucher) => void;
}

/** The loyalty panel of the payment page: balance, rewards, apply or unapply one on the split (3 §2, §4). */
export interface LoyaltyPanelProps {
  readonly venueId: string;
  readonly businessId: string;
  readonly billId: string;
  readonly splitId: string;
  /**
   * The reward applied on the split (what it takes off the charge), or undefined when none is; `pending` while the
   * panel does not know it yet (its programme, the applied reward, or an apply/unapply under way): the page must
   * not pay then, or the charge would miss the reward.
   */
  readonly onRewardChange: (reward: Money | undefined, pending: boolean) => void;
}

/** What the success page shows after paying: the loyalty points the split earned (3 §7 earn-after-pay). */
export interface AfterPaymentProps {
  readonly venueId: string;
  readonly businessId: string;
  readonly billId: string;
  readonly splitId: string;
}

/**
 * The tips feature's tip modal and the voucher feature's dialog, which the payment page hosts. The app layer plugs
 * them in (app/payment-intent-route.tsx), so the payment feature imports neither. `useTipBeforePayment` is a hook:
 * the route always passes the same function, so the page calls the same hooks on every render.
 */
export interface PaymentPageParts {
  readonly useTipBeforePayment: (input: TipBeforePaymentInput) => TipBeforePayment;
  readonly VoucherDialog: ComponentType<VoucherDialogProps>;
  /** The loyalty feature's panel, loaded lazily by the app layer; absent, the page shows no loyalty. */
  readonly LoyaltyPanel?: ComponentType<LoyaltyPanelProps> | undefined;
}
