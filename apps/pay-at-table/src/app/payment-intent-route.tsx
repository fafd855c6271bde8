import { lazy, Suspense } from 'react';
import { PaymentIntentPage } from '../features/payment/components/payment-intent-page.js';
import { useTipBeforePayment } from '../features/tips/components/tip-before-payment.js';
import { VoucherDialog } from '../features/voucher/components/voucher-dialog.js';
import type { LoyaltyPanelProps } from '../lib/payment-page-parts.js';

const LazyLoyaltyPanel = lazy(() => import('../features/loyalty/components/loyalty-panel.js'));

/** The loyalty feature's panel, in a chunk of its own. */
function LoyaltyPanel(props: LoyaltyPanelProps) {
  return (
    <Suspense fallback={null}>
      <LazyLoyaltyPanel {...props} />
    </Suspense>
  );
}

/** The payment intent route: the payment page with the tip modal, the voucher dialog and the loyalty panel plugged in (features never import each other). */
export function PaymentIntentRoute() {
  return <PaymentIntentPage useTipBeforePayment={useTipBeforePayment} VoucherDialog={VoucherDialog} LoyaltyPanel={LoyaltyPanel} />;
}
