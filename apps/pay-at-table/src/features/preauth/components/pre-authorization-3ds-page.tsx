import { tableDeviceSchema } from '@tableside/billing-domain';
import { liveBasket, preAuthorizationThreeDSecureNext } from '@tableside/ordering';
import { validateAuthentication } from '@tableside/payments';
import { Button, Spinner } from '@tableside/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTableParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useOrdering, useOrderingStoreApi } from '../../../lib/ordering/use-ordering-store.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { useVenueMenus } from '../../../lib/data/use-venue-menus.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { holdAmountFor } from '../api/hold-amount.js';
import { holdThreeDSecureResult } from '../api/hold-step.js';
import { recordHold } from '../api/record-hold.js';
import { PreAuthorizationSuccess } from './pre-authorization-success.js';

/**
 * `/venues/{venueId}/tables/{deviceId}/payment-auth` (3-menus §2, §4 "3-D Secure"): reads the challenge's result;
 * success records the hold and shows the success screen, then confirms the basket; cancelled, failed or a
 * processing failure go back to the authorisation page with a recoverable flag; a user-aborted challenge stays.
 */
export function PreAuthorizationThreeDSecurePage() {
  const { t } = useTranslation();
  const { venueId, deviceId } = useTableParams();
  const { api, payments, timers, clock } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const intentId = search.get('payment_intent');
  const store = useOrderingStoreApi();
  const menus = useVenueMenus(venueId);
  const device = useLiveDocument(`table_devices/${deviceId}`, tableDeviceSchema);
  const basket = useOrdering((state) => liveBasket(state.baskets, venueId, clock.now()));
  const [stage, setStage] = useState<'checking' | 'success' | 'stay'>('checking');
  const started = useRef(false);
  const ready = menus.status === 'success' && device.status === 'success';
  const confirmBasket = useCallback(
    () => void navigate(orderingPaths.basket(venueId, deviceId), { replace: true, state: { confirmBasket: true } }),
    [navigate, venueId, deviceId],
  );

  useEffect(() => {
    if (!intentId || !ready || started.current) return;
    started.current = true;
    const hold = holdAmountFor(device.data, basket, menus.data.business.currency);
    const sleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));
    void validateAuthentication(payments, intentId, sleep).then(async (outcome) => {
      const next = preAuthorizationThreeDSecureNext(holdThreeDSecureResult(outcome));
      const back = () => void navigate(orderingPaths.authorization(venueId, deviceId), { replace: true, state: { recoverable: true } });
      switch (next.kind) {
        case 'successThenConfirmBasket': {
          const recorded = hold.ok && (await recordHold({ api, store, tableId: device.data.tableId, intentId, amount: hold.value, now: clock.now() }));
          if (recorded) setStage('success');
          else back();
          return;
        }
        case 'authorizationPage':
        case 'recoverableFailureDialog':
        case 'threeDSecure':
          back();
          return;
        case 'stay':
          setStage('stay');
          return;
        default: {
          const unreachable: never = next;
          throw new Error(`Unknown 3-D Secure step ${JSON.stringify(unreachable)}`);
        }
      }
    });
  }, [intentId, ready, menus, device, basket, payments, timers, api, store, clock, navigate, venueId, deviceId]);

  if (!intentId) return <Navigate to={orderingPaths.authorization(venueId, deviceId)} replace />;
  if (stage === 'success') return <PreAuthorizationSuccess onDone={confirmBasket} />;
  if (stage === 'stay') {
    return (
      <section aria-labelledby="preauth-stay-title">
        <h1 id="preauth-stay-title">{t('app.preauth.stay.title')}</h1>
        <Button fullWidth onClick={() => window.location.assign(payments.challengeUrl(intentId, window.location.href.split('?')[0] ?? window.location.href))}>
          {t('app.preauth.stay.continue')}
        </Button>
      </section>
    );
  }
  return <Spinner label={t('app.preauth.checking')} />;
}
