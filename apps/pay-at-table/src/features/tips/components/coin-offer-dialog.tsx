import { exhaustiveSwitchError, type Money } from '@tableside/billing-domain';
import type { EuroCoinOffer } from '@tableside/tips-engine';
import { Button, Dialog } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import classes from './tips-page.module.css';

type Offer = Exclude<EuroCoinOffer, { kind: 'NONE' }>;

/** The offer's title key: one euro, two euros, or keep the change (2-paying §2 "FR coin modals"). */
export function coinOfferTitleKey(offer: Offer): string {
  switch (offer.kind) {
    case 'ONE_EURO':
      return 'app.tips.coin.oneEuro';
    case 'TWO_EUROS':
      return 'app.tips.coin.twoEuros';
    case 'ROUND_UP':
      return 'app.tips.coin.roundUp';
    default:
      return exhaustiveSwitchError(offer);
  }
}

/** An FR coin modal: accept adds the coin (or the change) as the tip. */
export function CoinOfferDialog({ offer, open, onClose, onAccept }: { offer: Offer; open: boolean; onClose: () => void; onAccept: (tip: Money) => void }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <Dialog open={open} title={t(coinOfferTitleKey(offer))} onClose={onClose} closeLabel={t('app.close')}>
      <p>
        {offer.kind === 'ROUND_UP'
          ? t('app.tips.coin.roundUpMessage', { total: format(offer.total), tip: format(offer.tip) })
          : t('app.tips.coin.message', { tip: format(offer.tip) })}
      </p>
      <div className={classes.actions}>
        <Button fullWidth onClick={() => onAccept(offer.tip)}>
          {t('app.tips.coin.accept', { tip: format(offer.tip) })}
        </Button>
        <Button fullWidth variant="secondary" onClick={onClose}>
          {t('app.tips.coin.decline')}
        </Button>
      </div>
    </Dialog>
  );
}
