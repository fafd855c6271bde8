import { validateAuthentication } from '@tableside/payments';
import { Spinner } from '@tableside/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { useServices } from '../../../lib/services-context.js';
import { useOrdering } from '../../../lib/ordering/use-ordering-store.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import type { RegisterTabRouteState } from '../api/tab-route-state.js';

const tabParams = z.object({ venueId: z.string().check(z.minLength(1)), tabId: z.string().check(z.minLength(1)) });

/**
 * `/venues/{venueId}/tab/{tabId}/payment-auth` (3-menus §2 Tabs, the 3-D Secure step): a held card goes on to the
 * register step with its payment id; anything else back to the card step.
 */
export function TabPaymentAuthPage() {
  const { t } = useTranslation();
  const { venueId, tabId } = tabParams.parse(useParams());
  const { payments, timers } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const intentId = search.get('payment_intent');
  const stored = useOrdering((state) => state.tab);
  const paymentId = stored?.tabId === tabId ? stored.paymentId : undefined;
  const started = useRef(false);

  useEffect(() => {
    if (!intentId || !paymentId || started.current) return;
    started.current = true;
    const sleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));
    void validateAuthentication(payments, intentId, sleep).then((outcome) => {
      if (outcome.kind === 'succeeded') {
        const state: RegisterTabRouteState = { paymentId };
        void navigate(orderingPaths.registerTab(venueId, tabId), { replace: true, state });
        return;
      }
      void navigate(orderingPaths.authorizeTab(venueId), { replace: true });
    });
  }, [intentId, paymentId, payments, timers, navigate, venueId, tabId]);

  if (!intentId || !paymentId) return <Navigate to={orderingPaths.authorizeTab(venueId)} replace />;
  return <Spinner label={t('app.tab.checking')} />;
}
