import { lazy, Suspense } from 'react';
import { SuccessPage } from '../features/payment/components/success-page.js';
import type { AfterPaymentProps } from '../lib/payment-page-parts.js';

const EarnAfterPay = lazy(() => import('../features/loyalty/components/earn-after-pay.js'));
const PostPaymentContactBanner = lazy(() => import('../features/contact/components/post-payment-contact-banner.js'));

/** The loyalty points the split earned and the venue's post-payment contact banner, loaded on their own once the split is paid. */
function AfterPayment(props: AfterPaymentProps) {
  return (
    <Suspense fallback={null}>
      <EarnAfterPay {...props} />
      <PostPaymentContactBanner venueId={props.venueId} />
    </Suspense>
  );
}

/** The success route: the success page with the loyalty feature's earn-after-pay plugged in (features never import each other). */
export function SuccessRoute() {
  return <SuccessPage AfterPayment={AfterPayment} />;
}
