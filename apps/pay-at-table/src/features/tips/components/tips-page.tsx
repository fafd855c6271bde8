import { moneySchema, type Money, type TipsPredictionResponse } from '@tableside/billing-domain';
import { formatPercent } from '@tableside/i18n';
import { initialTipChoice, isWaiterLinked, needsBelowAverageConfirmation, tipChoiceReducer } from '@tableside/tips-engine';
import { useQuery } from '@tanstack/react-query';
import { Button, RadioOption, Spinner } from '@tableside/ui';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { BackLink } from '../../../lib/back-link.js';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useBillContext } from '../../../lib/data/use-bill-context.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import type { PaymentRouteState } from '../../../lib/route-state/payment-route-state.js';
import { useGuardedSplit } from '../../../lib/split-outlet.js';
import { useAccountSession } from '../../../lib/identity/account-session.js';
import { chosenTip } from '../api/chosen-tip.js';
import { buildTipsModel, TIPS_AI_PREDICTION_ENABLED, tipPageFor, tipsPredictionRequest, type TipsModel } from '../../../lib/tips-model.js';
import { BelowAverageDialog } from './below-average-dialog.js';
import { CoinOfferDialog } from './coin-offer-dialog.js';
import { CustomTipDialog } from './custom-tip-dialog.js';
import classes from './tips-page.module.css';

type TipsShown = Extract<TipsModel, { kind: 'tips' }>;

/**
 * The tips page (2-paying §2): "Chooses a tips page by venue configuration; redirects to the payment page if none
 * applies. Shows a loader while data, or the AI tip prediction when enabled, is loading." The prediction's failure
 * is "no data": the configured suggestions show.
 *
 * "Some venues require an account linked to the waiter for tips; the check result defaults to linked on failure"
 * (2-paying §4, §7): when the bill names its waiter (the POS staff id), the page asks whether that waiter has an
 * account to receive tips; a waiter without one cannot be tipped in the app, so the diner goes on to the payment.
 */
export function TipsPage() {
  const { venueId, billId, splitId } = useSplitParams();
  const services = useServices();
  const context = useBillContext(venueId, billId);
  const split = useGuardedSplit();
  const isLoggedIn = useAccountSession() !== null;
  const { t } = useTranslation();
  const page = context.status === 'success' ? tipPageFor(context.venue, context.bill) : 'NONE';
  const request = context.status === 'success' ? tipsPredictionRequest(context.venue, context.bill, split) : undefined;
  const prediction = useQuery({
    queryKey: ['tips-prediction', billId, splitId, split.billSplitAmount.amount],
    enabled: TIPS_AI_PREDICTION_ENABLED && page !== 'NONE' && request !== undefined,
    queryFn: async (): Promise<TipsPredictionResponse | null> => {
      if (!request) return null;
      try {
        const answer = await services.api.tips.predictTipsSuggestions(request);
        return answer.ok ? answer.value : null;
      } catch {
        return null;
      }
    },
  });
  const waiter = context.status === 'success' && page !== 'NONE' ? context.bill.order.staff : undefined;
  const enrollmentId = context.status === 'success' ? context.venue.enrollmentId : undefined;
  const waiterLink = useQuery({
    queryKey: ['waiter-linked', enrollmentId, waiter?.posId],
    enabled: waiter !== undefined && enrollmentId !== undefined,
    queryFn: async (): Promise<boolean> => {
      if (!waiter || !enrollmentId) return true;
      try {
        return isWaiterLinked(await services.api.waiter.isWaiterLinked(enrollmentId, waiter.posId));
      } catch {
        return isWaiterLinked({ ok: false });
      }
    },
  });
  if (context.status === 'pending') return <Spinner label={t('table.fetching')} />;
  const paymentPath = paths.newPaymentIntent(venueId, billId, splitId);
  if (context.status !== 'success') return <Navigate to={paymentPath} replace />;
  if (TIPS_AI_PREDICTION_ENABLED && page !== 'NONE' && request !== undefined && prediction.isPending) return <Spinner label={t('app.tips.predicting')} />;
  if (waiter !== undefined && waiterLink.isPending) return <Spinner label={t('table.fetching')} />;
  if (waiter !== undefined && waiterLink.data === false) return <Navigate to={paymentPath} replace />;
  const model = buildTipsModel({ venue: context.venue, bill: context.bill, split, prediction: prediction.data ?? undefined, isLoggedIn });
  if (model.kind === 'skip') return <Navigate to={paymentPath} replace />;
  return <TipChoice model={model} paymentPath={paymentPath} splitAmount={split.billSplitAmount} />;
}

function TipChoice({ model, paymentPath, splitAmount }: { model: TipsShown; paymentPath: string; splitAmount: Money }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { venueId, billId } = useSplitParams();
  const { suggestions, page, coinOffer } = model;
  const [choice, dispatch] = useReducer(tipChoiceReducer, suggestions.tips, initialTipChoice);
  const [dialog, setDialog] = useState<'none' | 'custom' | 'coin' | 'belowAverage'>('none');
  const [loginDeclined, setLoginDeclined] = useState(false);
  const selectedPosition = choice.status === 'selected' && choice.choice.kind === 'preset' ? choice.choice.position : undefined;
  const tip = chosenTip(choice, suggestions.tips, suggestions.base);
  const isUs = page === 'US_SMART' || page === 'US_ROUND_UP';
  const lowest = suggestions.tips.find((suggestion) => suggestion.weight === 'lowest');

  const goToPayment = (amount: Money) => {
    const state: PaymentRouteState = { tip: moneySchema.parse(amount) };
    navigate(paymentPath, { state });
  };
  const onContinue = () => {
    // "tips below the lowest suggested percentage trigger a confirmation modal" (2-paying §4).
    if (page === 'US_SMART' && lowest && needsBelowAverageConfirmation(tip, suggestions.base, lowest.rate)) {
      setDialog('belowAverage');
      return;
    }
    goToPayment(tip);
  };

  if (model.loginRequired && !loginDeclined) {
    return (
      <>
        <h1>{t('app.tips.login.title')}</h1>
        <p>{t('app.tips.login.message')}</p>
        <div className={classes.actions}>
          <Link className={classes.link} to={`/login?${new URLSearchParams({ redirectToPath: location.pathname }).toString()}`}>
            {t('app.tips.login.action')}
          </Link>
          <Button fullWidth variant="secondary" onClick={() => setLoginDeclined(true)}>
            {t('app.tips.login.withoutTip')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <BackLink to={paths.bill(venueId, billId)} />
      {isUs ? <p className={classes.step}>{t('app.tips.step', { step: 1, steps: 2 })}</p> : null}
      <h1>{t('app.tips.title')}</h1>
      <p>{t('app.tips.for', { amount: format(splitAmount) })}</p>
      {page === 'US_ROUND_UP' ? <p className={classes.muted}>{t('app.tips.roundedToDollar')}</p> : null}
      <fieldset className={classes.options}>
        <legend>{t('app.tips.title')}</legend>
        {suggestions.tips.map((suggestion) =>
          // tips-engine adds the "without" tip itself when the venue allows no tip (allowNoTips).
          suggestion.weight === 'without' ? (
            <RadioOption key={suggestion.position} name="tip" checked={choice.status === 'unselected'} onChange={() => dispatch({ type: 'SELECT_NO_TIP' })}>
              {t('app.tips.none')}
            </RadioOption>
          ) : (
            <RadioOption
              key={suggestion.position}
              name="tip"
              checked={selectedPosition === suggestion.position}
              onChange={() => dispatch({ type: 'SELECT_PRESET', position: suggestion.position })}
            >
              {t('app.tips.option', { percent: formatPercent(suggestion.rate, locale), amount: format(suggestion.amount) })}
            </RadioOption>
          ),
        )}
        {choice.status === 'selected' && choice.choice.kind === 'custom' ? (
          <label className={classes.option}>
            <input type="radio" name="tip" className={classes.radio} checked readOnly />
            {t('app.tips.custom.chosen', { amount: format(tip) })}
          </label>
        ) : null}
      </fieldset>
      <div className={classes.actions}>
        <Button fullWidth variant="secondary" onClick={() => setDialog('custom')}>
          {page === 'US_SMART' ? t('app.tips.adjust') : t('app.tips.custom.open')}
        </Button>
        {coinOffer.kind !== 'NONE' ? (
          <Button fullWidth variant="secondary" onClick={() => setDialog('coin')}>
            {t('app.tips.coin.open')}
          </Button>
        ) : null}
        <Button fullWidth onClick={onContinue}>
          {t('app.tips.continue')}
        </Button>
      </div>
      <CustomTipDialog
        open={dialog === 'custom'}
        title={page === 'US_SMART' ? t('app.tips.adjust') : t('app.tips.custom.title')}
        base={suggestions.base}
        onClose={() => setDialog('none')}
        onConfirm={(custom) => {
          dispatch({ type: 'SET_CUSTOM', custom });
          setDialog('none');
        }}
      />
      {coinOffer.kind !== 'NONE' ? (
        <CoinOfferDialog offer={coinOffer} open={dialog === 'coin'} onClose={() => setDialog('none')} onAccept={goToPayment} />
      ) : null}
      <BelowAverageDialog open={dialog === 'belowAverage'} onConfirm={() => goToPayment(tip)} onChange={() => setDialog('none')} />
    </>
  );
}
