import { Button, Dialog } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import classes from './tips-page.module.css';

/** The US smart tip's below-average confirmation (2-paying §4): confirm the low tip, or go back and change it. */
export function BelowAverageDialog({ open, onConfirm, onChange }: { open: boolean; onConfirm: () => void; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('app.tips.belowAverage.title')} onClose={onChange} closeLabel={t('app.close')}>
      <p>{t('app.tips.belowAverage.message')}</p>
      <div className={classes.actions}>
        <Button fullWidth onClick={onConfirm}>
          {t('app.tips.belowAverage.confirm')}
        </Button>
        <Button fullWidth variant="secondary" onClick={onChange}>
          {t('app.tips.belowAverage.change')}
        </Button>
      </div>
    </Dialog>
  );
}
