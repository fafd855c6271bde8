import { Button, ErrorState } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';

/**
 * A split released because its page was away longer than its lease (`bill-split-expired`): says so plainly and
 * leads back to the bill, where the diner starts a new split.
 */
export function SplitExpiredScreen() {
  const { t } = useTranslation();
  const { venueId, billId } = useSplitParams();
  const navigate = useNavigate();
  return (
    <ErrorState
      title={t('app.split.expired.title')}
      message={t('app.split.expired.message')}
      action={
        <Button fullWidth onClick={() => navigate(paths.bill(venueId, billId), { replace: true })}>
          {t('app.split.expired.startAgain')}
        </Button>
      }
    />
  );
}
