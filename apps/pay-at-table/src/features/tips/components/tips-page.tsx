import { moneySchema, venueSchema, type Money } from '@tableside/billing-domain';
import { formatPercent } from '@tableside/i18n';
import { buildTipSuggestions, initialTipChoice, parseTipsConfiguration, selectTipPage, tipChoiceReducer } from '@tableside/tips-engine';
import { Button, Spinner } from '@tableside/ui';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useSplitParams } from '../../../app/route-params.js';
import { useFormatMoney } from '../../i18n/use-format-money.js';
import { useLocale } from '../../i18n/use-locale.js';
import { useDocument } from '../../realtime/hooks/use-document.js';
import { useGuardedSplit } from '../../split/components/split-guard.js';
import type { PaymentRouteState } from '../../payment/api/payment-route-state.js';
import { chosenTip } from '../api/chosen-tip.js';
import classes from './tips-page.module.css';

type TipsModel =
  | { readonly kind: 'skip' }
  | { readonly kind: 'tips'; readonly suggestions: Extract<ReturnType<typeof buildTipSuggestions>, { status: 'enabled' }> };

/**
 * The tips page (2-paying §2): "Chooses a tips page by venue configuration; redirects to the payment page if none
 * applies." Suggestions come from tips-engine (rounded per country, preselected medium).
 */
export function TipsPage() {
  const { venueId, billId, splitId } = useSplitParams();
  const venue = useDocument(`venues/${venueId}`, venueSchema);
  const split = useGuardedSplit();
  const { t } = useTranslation();
  if (venue.status === 'pending') return <Spinner label={t('table.fetching')} />;
  const paymentPath = paths.newPaymentIntent(venueId, billId, splitId);
  if (venue.status !== 'success') return <Navigate to={paymentPath} replace />;

  const configuration = parseTipsConfiguration(venue.data.tipsSuggestion.configuration);
  let model: TipsModel = { kind: 'skip' };
  if (configuration.ok) {
    const page = selectTipPage({ configuration: configuration.value, venue: { id: venue.data.id, countryCode: venue.data.countryCode } });
    if (page !== 'NONE') {
      const suggestions = buildTipSuggestions({
        configuration: configuration.value,
        venue: { countryCode: venue.data.countryCode, enrollmentId: venue.data.enrollmentId },
        split: { amount: split.billSplitAmount, preTaxTipsBaseAmount: split.preTaxTipsBaseAmount, postTaxTipsBaseAmount: split.postTaxTipsBaseAmount },
      });
      if (suggestions.status === 'enabled') model = { kind: 'tips', suggestions };
    }
  } else {
    console.warn('Unreadable tips configuration', configuration.error);
  }
  if (model.kind === 'skip') return <Navigate to={paymentPath} replace />;
  return <TipChoice suggestions={model.suggestions} paymentPath={paymentPath} amountLabel={split.billSplitAmount} />;
}

function TipChoice({
  suggestions,
  paymentPath,
  amountLabel,
}: {
  suggestions: Extract<TipsModel, { kind: 'tips' }>['suggestions'];
  paymentPath: string;
  amountLabel: Money;
}) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const locale = useLocale();
  const navigate = useNavigate();
  const [choice, dispatch] = useReducer(tipChoiceReducer, suggestions.tips, initialTipChoice);
  const selectedPosition = choice.status === 'selected' && choice.choice.kind === 'preset' ? choice.choice.position : undefined;
  const tip = chosenTip(choice, suggestions.tips, suggestions.base);
  const state: PaymentRouteState = { tip: moneySchema.parse(tip) };
  return (
    <>
      <h1>{t('app.tips.title')}</h1>
      <p>{t('app.tips.for', { amount: format(amountLabel) })}</p>
      <fieldset className={classes.options}>
        <legend>{t('app.tips.title')}</legend>
        {suggestions.tips.map((suggestion) =>
          // tips-engine adds the "without" tip itself when the venue allows no tip (allowNoTips).
          suggestion.weight === 'without' ? (
            <label key={suggestion.position} className={classes.option}>
              <input type="radio" name="tip" className={classes.radio} checked={choice.status === 'unselected'} onChange={() => dispatch({ type: 'SELECT_NO_TIP' })} />
              {t('app.tips.none')}
            </label>
          ) : (
            <label key={suggestion.position} className={classes.option}>
              <input
                type="radio"
                name="tip"
                className={classes.radio}
                checked={selectedPosition === suggestion.position}
                onChange={() => dispatch({ type: 'SELECT_PRESET', position: suggestion.position })}
              />
              {t('app.tips.option', { percent: formatPercent(suggestion.rate, locale), amount: format(suggestion.amount) })}
            </label>
          ),
        )}
      </fieldset>
      <Button fullWidth onClick={() => navigate(paymentPath, { state })}>
        {t('app.tips.continue')}
      </Button>
    </>
  );
}
