import { BILL_SPLIT_EXPIRED } from '@tableside/api-client';
import { arePaymentsEnabled, countryPolicy, isBillUpToDate, isLeftToPayNonNegative, isZero, negate, type Money } from '@tableside/billing-domain';
import { paymentDestination, type CardFields as ProviderCardFields, type MealVoucherProvider, type PaymentMethodInput } from '@tableside/payments';
import { ActionBar, Button, ErrorState, RadioOption, Spinner, Toast, VenueHeader } from '@tableside/ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useDeviceStore } from '../../../lib/identity/use-device-store.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useBillContext } from '../../../lib/data/use-bill-context.js';
import { useNow } from '../../../lib/use-now.js';
import { useGuardedSplit, useSplitReleased } from '../../../lib/split-outlet.js';
import { anomalySplitOf } from '../../../lib/anomaly/anomaly-split-of.js';
import { engageFailureStep } from '../../../lib/anomaly/engage-failure-recovery.js';
import { CardFields, collectCard } from '../../../lib/card-form/card-fields.js';
import { paySplit } from '../api/pay-split.js';
import { splitPaymentBreakdown } from '../api/split-payment-breakdown.js';
import type { PaymentPageParts } from '../../../lib/payment-page-parts.js';
import { readPaymentRouteState, type PaymentAuthRouteState, type PaymentRouteState } from '../../../lib/route-state/payment-route-state.js';
import classes from '../../../lib/styles/payment-page.module.css';
import { PaymentBreakdown } from './payment-breakdown.js';
import { RecoverableFailureDialog } from './recoverable-failure-dialog.js';

type PaymentMethodChoice = 'card' | MealVoucherProvider;

/** The meal-voucher networks the venue's flags enable (1-core §3: edenredEnabled, sodexoEnabled, conecsEnabled), in that order. */
function mealVoucherProviders(venue: {
  readonly edenredEnabled: boolean;
  readonly sodexoEnabled: boolean;
  readonly conecsEnabled: boolean;
}): MealVoucherProvider[] {
  const enabled: readonly [MealVoucherProvider, boolean][] = [
    ['edenred', venue.edenredEnabled],
    ['sodexo', venue.sodexoEnabled],
    ['conecs', venue.conecsEnabled],
  ];
  return enabled.filter(([, on]) => on).map(([provider]) => provider);
}

const providerNames: Record<MealVoucherProvider, string> = { edenred: 'Edenred', sodexo: 'Sodexo', conecs: 'Conecs' };

type Stage = { readonly kind: 'editing' } | { readonly kind: 'paying' } | { readonly kind: 'checking-out' };

/**
 * The payment intent page (2-paying §2): 'confirm payment' for FR venues, 'payment method' for others; the card
 * fields are the payment provider's, in its own frame (PCI SAQ A: the app never reads a card number). The outcome decides the next page (2-paying §4).
 */
export function PaymentIntentPage({ useTipBeforePayment, VoucherDialog, LoyaltyPanel }: PaymentPageParts) {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const services = useServices();
  const split = useGuardedSplit();
  const splitReleased = useSplitReleased();
  const context = useBillContext(venueId, billId);
  const now = useNow();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const location = useLocation();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const routeState = readPaymentRouteState(location.state);
  const [recoverable, setRecoverable] = useState(routeState.recoverable === true);
  const [voucherOpen, setVoucherOpen] = useState(false);
  const [checkOutFailed, setCheckOutFailed] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'editing' });
  const [method, setMethod] = useState<PaymentMethodChoice>('card');
  // The loyalty reward applied on the split (the loyalty panel reports it): the server takes it off the charge.
  const [loyaltyReward, setLoyaltyReward] = useState<Money | undefined>(undefined);
  // Until the panel knows the applied reward, paying would charge an amount the server refuses (it takes the reward off).
  const [loyaltyPending, setLoyaltyPending] = useState(LoyaltyPanel !== undefined);
  const onLoyaltyRewardChange = useCallback((reward: Money | undefined, pending: boolean) => {
    setLoyaltyReward(reward);
    setLoyaltyPending(pending);
  }, []);
  const cardFields = useRef<ProviderCardFields | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  // "Tips flow gate" (2-paying §4): the modal is offered only when no tip was decided on the way here.
  const tipGate = useTipBeforePayment({
    context: context.status === 'success' ? { venue: context.venue, bill: context.bill } : undefined,
    split,
    decidedTip: routeState.tip,
    isMealVoucher: method !== 'card',
  });

  if (context.status === 'pending') return <Spinner label={t('table.fetching')} />;
  if (context.status === 'missing') return <Navigate to={paths.bill(venueId, billId)} replace />;
  const { bill, venue, settings } = context;
  // "The payment page leaves for the bill page when the bill is stale or payments are disabled" (2-paying §4);
  // `now` ticks every second, which is the page's timer.
  if (stage.kind === 'editing' && (!isBillUpToDate(bill, now) || !arePaymentsEnabled(settings, venue)))
    return <Navigate to={paths.bill(venueId, billId)} replace />;
  if (!isLeftToPayNonNegative(bill)) {
    return <ErrorState title={t('ticket.exceedingAmountError')} message={t('ticket.exceedingAmount', { amount: format(negate(bill.leftToPay)) })} />;
  }
  const country = countryPolicy(venue.countryCode);
  const tip = tipGate.tip;
  const mealVouchers = mealVoucherProviders(venue);
  const voucher = routeState.voucher;
  const breakdown = splitPaymentBreakdown({ split, tip, voucher: voucher?.discountAmount, loyaltyReward });
  const total = breakdown.total;
  // "Fully discounted splits (left amount 0 with a split): a check-out button replaces payment" (2-paying §4).
  const fullyDiscounted = isZero(breakdown.leftAmount);
  const replaceState = (next: PaymentRouteState) => navigate(location.pathname, { replace: true, state: next });

  async function checkOut() {
    if (loyaltyPending) return;
    setStage({ kind: 'checking-out' });
    const done = await services.api.billing.fullyDiscount(billId, splitId);
    if (done.ok) {
      navigate(paths.success(venueId, billId, splitId), { replace: true });
      return;
    }
    setStage({ kind: 'editing' });
    setCheckOutFailed(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage.kind !== 'editing' || loyaltyPending) return;
    // "the first confirm opens it" (2-paying §4): the tip modal, before the card is even read.
    if (tipGate.interceptConfirm()) return;
    if (!guestId) throw new Error('A split page was reached without a guest identity');
    setStage({ kind: 'paying' });
    const paymentMethod = await readPaymentMethod();
    if (!paymentMethod) return;
    const returnUrl = new URL(paths.paymentAuth(venueId, billId, splitId), window.location.origin).toString();
    const outcome = await paySplit({
      api: services.api,
      provider: services.payments,
      venueId,
      billId,
      splitId,
      guestId,
      tip,
      voucherDiscount: voucher?.discountAmount,
      loyaltyReward,
      voucher: voucher ? { code: voucher.code, businessId: venue.businessId, baseAmount: split.billSplitAmount } : undefined,
      digitalFee: split.consumerSundayFees,
      paymentMethod,
      returnUrl,
    });
    const destination = paymentDestination(outcome);
    switch (destination) {
      case 'success-page':
        navigate(paths.success(venueId, billId, splitId), { replace: true });
        return;
      case 'payment-auth-page': {
        if (outcome.kind !== 'action-required') throw new Error(`A ${outcome.kind} outcome cannot need 3-D Secure`);
        const state: PaymentAuthRouteState = { actionRequiredPayment: { intentId: outcome.intentId, redirectUrl: outcome.redirectUrl } };
        navigate(paths.paymentAuth(venueId, billId, splitId), { state });
        return;
      }
      case 'payment-error-page': {
        if (outcome.kind !== 'engagement-failure') throw new Error(`A ${outcome.kind} outcome is not an engagement failure`);
        // The split was released while the diner was away (its lease lapsed): say so, and lead back to the bill.
        if (outcome.error.code === BILL_SPLIT_EXPIRED) {
          splitReleased();
          return;
        }
        // A refusal for a split domain reason is handled here: the recovery modals, not the error page (2-paying §4).
        const step = engageFailureStep({
          venueId,
          billId,
          bill,
          split: anomalySplitOf(split),
          error: outcome.error,
          request: { paymentId: outcome.paymentId, consumer: { guestId } },
        });
        if (step.kind === 'show-anomaly') {
          navigate(step.path, { replace: true, state: step.state });
          return;
        }
        navigate(paths.error(venueId, billId, splitId), { replace: true });
        return;
      }
      case 'recoverable-failure': {
        replaceState({ ...routeState, recoverable: true });
        setRecoverable(true);
        setStage({ kind: 'editing' });
        return;
      }
      default: {
        const unreachable: never = destination;
        throw new Error(`Unhandled payment destination ${String(unreachable)}`);
      }
    }
  }

  /** The meal voucher chosen, or the card the provider tokenized in its frame (an invalid card is marked there). */
  async function readPaymentMethod(): Promise<PaymentMethodInput | undefined> {
    if (method !== 'card') return { kind: 'mealVoucher', provider: method };
    const card = await collectCard(cardFields);
    if (card.ok) return card.paymentMethod;
    setStage({ kind: 'editing' });
    if (card.code === 'card-frame-unavailable') setRecoverable(true);
    return undefined;
  }

  const payLabel = t('app.payment.pay', { amount: format(total) });
  return (
    <div className={`${classes.page} ${ActionBar.spacerClassName}`}>
      <VenueHeader name={venue.name} logoUrl={venue.imageUrl} />
      {/* "In US venues with tipping enabled, a two-step funnel (tip, then pay)" (2-paying §2). */}
      {country.twoStepTipFunnel && venue.tipsSuggestion.configuration.tippingEnabled ? (
        <p className={classes.muted}>{t('app.tips.step', { step: 2, steps: 2 })}</p>
      ) : null}
      <h1 className={classes.title}>{country.paymentTitle === 'confirm' ? t('app.payment.title.confirm') : t('app.payment.title.method')}</h1>
      {/* Issue 10 "Layout on a phone": the amount and its breakdown, then the method, the card fields, and last the pay button. */}
      <div className={classes.amountCard}>
        <p className={classes.summary}>{t('app.payment.amount', { amount: format(total) })}</p>
        <PaymentBreakdown lines={breakdown.lines} voucherCode={voucher?.code} />
      </div>
      {tipGate.canReopen ? (
        <Button variant="secondary" fullWidth onClick={tipGate.reopen}>
          {t('app.payment.tip.change')}
        </Button>
      ) : null}
      {tipGate.dialog}
      {venue.voucherEnabled ? (
        <>
          <Button variant="secondary" fullWidth onClick={() => setVoucherOpen(true)}>
            {voucher ? t('app.payment.voucher.change') : t('app.payment.voucher.add')}
          </Button>
          <VoucherDialog
            open={voucherOpen}
            onClose={() => setVoucherOpen(false)}
            baseAmount={split.billSplitAmount}
            businessId={venue.businessId}
            split={{ billId, splitId }}
            onApplied={(applied) => {
              setVoucherOpen(false);
              replaceState({ ...routeState, voucher: applied });
            }}
          />
        </>
      ) : null}
      {LoyaltyPanel ? (
        <LoyaltyPanel venueId={venueId} businessId={venue.businessId} billId={billId} splitId={splitId} onRewardChange={onLoyaltyRewardChange} />
      ) : null}
      <RecoverableFailureDialog
        open={recoverable}
        onRetry={() => {
          setRecoverable(false);
          replaceState({ ...routeState, recoverable: false });
        }}
      />
      {checkOutFailed ? (
        <Toast tone="error" onDismiss={() => setCheckOutFailed(false)} dismissLabel={t('app.dismiss')}>
          {t('error.defaultTitle')}
        </Toast>
      ) : null}
      {fullyDiscounted ? (
        <ActionBar>
          <Button
            fullWidth
            disabled={loyaltyPending}
            loading={stage.kind === 'checking-out'}
            loadingLabel={t('app.payment.paying')}
            onClick={() => void checkOut()}
          >
            {t('app.payment.checkOut')}
          </Button>
        </ActionBar>
      ) : (
        <form ref={form} className={classes.form} noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className={classes.methods}>
            <legend className={classes.legend}>{t('app.payment.method.label')}</legend>
            {(['card', ...mealVouchers] as const).map((choice) => (
              <RadioOption key={choice} name="paymentMethod" value={choice} checked={method === choice} onChange={() => setMethod(choice)}>
                {choice === 'card' ? t('app.payment.method.card') : t('app.payment.method.mealVoucher', { provider: providerNames[choice] })}
              </RadioOption>
            ))}
          </fieldset>
          {method === 'card' ? (
            // "Venue FR: card form autofocus is off" (2-paying §9).
            <CardFields fieldsRef={cardFields} amount={total} autofocus={country.cardFormAutofocus} onSubmit={() => form.current?.requestSubmit()} />
          ) : null}
          <ActionBar>
            <Button type="submit" fullWidth disabled={loyaltyPending} loading={stage.kind === 'paying'} loadingLabel={t('app.payment.paying')}>
              {payLabel}
            </Button>
          </ActionBar>
        </form>
      )}
    </div>
  );
}
