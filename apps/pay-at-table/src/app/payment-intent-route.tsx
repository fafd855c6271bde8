import { PaymentIntentPage } from '../features/payment/components/payment-intent-page.js';
import { useTipBeforePayment } from '../features/tips/components/tip-before-payment.js';
import { VoucherDialog } from '../features/voucher/components/voucher-dialog.js';

/** The payment intent route: the payment page with the tip modal and the voucher dialog plugged in (features never import each other). */
export function PaymentIntentRoute() {
  return <PaymentIntentPage useTipBeforePayment={useTipBeforePayment} VoucherDialog={VoucherDialog} />;
}
