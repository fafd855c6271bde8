import { threeDSecureDestination, validateAuthentication } from '@tableside/payments';
import { Button, Spinner } from '@tableside/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { paymentAuthRouteStateSchema, type PaymentRouteState } from '../../../lib/route-state/payment-route-state.js';

/**
 * The 3-D Secure page (2-paying §2 "Payment auth page"): sends the diner to the bank's challenge with the route
 * state actionRequiredPayment, and reads the result when the challenge returns here with `payment_intent`.
 */
export function PaymentAuthPage() {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const { payments, timers } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnedIntentId = search.get('payment_intent');
  const routeState = paymentAuthRouteStateSchema.safeParse(location.state);
  const [stayed, setStayed] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!returnedIntentId) return;
    let cancelled = false;
    // "3-D Secure validation: up to 4 retries, 1-second timeout" (1-core §9), through the payments package.
    const sleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));
    void validateAuthentication(payments, returnedIntentId, sleep).then((outcome) => {
      if (cancelled) return;
      const destination = threeDSecureDestination(outcome);
      switch (destination) {
        case 'success-page':
          navigate(paths.success(venueId, billId, splitId), { replace: true });
          return;
        case 'stay':
          setStayed(payments.challengeUrl(returnedIntentId, window.location.href.split('?')[0] ?? window.location.href));
          return;
        case 'payment-page-recoverable': {
          const state: PaymentRouteState = { recoverable: true };
          navigate(paths.newPaymentIntent(venueId, billId, splitId), { replace: true, state });
          return;
        }
        default: {
          const unreachable: never = destination;
          throw new Error(`Unhandled 3-D Secure destination ${String(unreachable)}`);
        }
      }
    });
    return () => {
      cancelled = true;
    };
  }, [returnedIntentId, payments, timers, navigate, venueId, billId, splitId]);

  const challengeUrl = stayed ?? (routeState.success ? routeState.data.actionRequiredPayment.redirectUrl : undefined);
  if (returnedIntentId && !stayed) return <Spinner label={t('app.paymentAuth.checking')} />;
  if (!challengeUrl) return <Navigate to={paths.bill(venueId, billId)} replace />;
  return (
    <>
      <h1>{t('app.paymentAuth.title')}</h1>
      <p>{t('app.paymentAuth.message')}</p>
      <Button fullWidth onClick={() => window.location.assign(challengeUrl)}>
        {t('app.paymentAuth.continue')}
      </Button>
    </>
  );
}
