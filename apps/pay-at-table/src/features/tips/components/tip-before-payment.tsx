import type { Money } from '@tableside/billing-domain';
import { formatPercent } from '@tableside/i18n';
import { INITIAL_TIP_MODAL_STATE, isTipModalActive, tipModalReducer, tipsFlowGate } from '@tableside/tips-engine';
import { Button, Dialog } from '@tableside/ui';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import type { TipBeforePayment, TipBeforePaymentInput } from '../../../lib/payment-page-parts.js';
import { buildTipsModel } from '../../../lib/tips-model.js';
import classes from './tips-page.module.css';

/**
 * The tip modal shown before payment (2-paying §2, §4): "if the payment method is a meal voucher, submit payment
 * directly; otherwise, if the tips modal is not yet activated and enabled, the first confirm opens it, else payment is
 * submitted"; "The tip modal opens at most 3 times and closes at most 2 times; after that it is deactivated". It is
 * enabled when the venue has a tips page and no tip was decided on the way here.
 */
export function useTipBeforePayment({ context, split, decidedTip, isMealVoucher = false }: TipBeforePaymentInput): TipBeforePayment {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const locale = useLocale();
  const [modal, dispatch] = useReducer(tipModalReducer, INITIAL_TIP_MODAL_STATE);
  const [activated, setActivated] = useState(false);
  const [tip, setTip] = useState<Money | undefined>(undefined);
  const model =
    context && decidedTip === undefined ? buildTipsModel({ venue: context.venue, bill: context.bill, split, isLoggedIn: false }) : { kind: 'skip' as const };
  const enabled = model.kind === 'tips' && isTipModalActive(modal);

  const interceptConfirm = () => {
    const action = tipsFlowGate({ isMealVoucher, tipModalEnabled: enabled, tipModalActivated: activated || tip !== undefined });
    if (action === 'SUBMIT_PAYMENT') return false;
    setActivated(true);
    dispatch({ type: 'OPEN' });
    return true;
  };
  const reopen = () => dispatch({ type: 'OPEN' });
  const close = () => dispatch({ type: 'CLOSE' });
  const choose = (amount: Money) => {
    setTip(amount);
    dispatch({ type: 'CLOSE' });
  };

  const dialog =
    model.kind === 'tips' ? (
      <Dialog open={modal.status === 'open'} title={t('app.tips.title')} onClose={close} closeLabel={t('app.close')}>
        <div className={classes.actions}>
          {model.suggestions.tips.map((suggestion) => (
            <Button key={suggestion.position} fullWidth variant="secondary" onClick={() => choose(suggestion.amount)}>
              {suggestion.weight === 'without'
                ? t('app.tips.none')
                : t('app.tips.option', { percent: formatPercent(suggestion.rate, locale), amount: format(suggestion.amount) })}
            </Button>
          ))}
        </div>
      </Dialog>
    ) : null;
  const canReopen = enabled && activated && modal.status === 'closed';
  return { tip: decidedTip ?? tip, interceptConfirm, canReopen, reopen, dialog };
}
