import { Button } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useSplitParams } from '../../../app/route-params.js';
import { useFormatMoney } from '../../i18n/use-format-money.js';
import { useGuardedSplit } from './split-guard.js';

/** The current split page: the diner's share and the way on to tips and payment. */
export function SplitPage() {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const split = useGuardedSplit();
  const format = useFormatMoney();
  const navigate = useNavigate();
  return (
    <>
      <h1>{t('app.split.title')}</h1>
      <p>{t('app.tips.for', { amount: format(split.billSplitAmount) })}</p>
      <Button fullWidth onClick={() => navigate(paths.tips(venueId, billId, splitId))}>
        {t('app.tips.continue')}
      </Button>
    </>
  );
}
