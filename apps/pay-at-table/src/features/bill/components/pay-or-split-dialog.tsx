import { equals, type Venue } from '@tableside/billing-domain';
import { Button, Dialog } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import classes from './bill-page.module.css';

export interface PayOrSplitDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly bill: BillDocument;
  readonly venue: Venue;
  readonly venueId: string;
  readonly onPayLeftToPay: () => void;
  readonly paying: boolean;
}

/**
 * "The hash #pay-full-bill-or-split opens a modal with two choices: Split bill, or Pay full bill / Pay what's
 * left" (1-core §2). Split is offered when the venue enables at least one split type (2-paying §4).
 */
export function PayOrSplitDialog({ open, onClose, bill, venue, venueId, onPayLeftToPay, paying }: PayOrSplitDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flags = venue.configuration;
  const canSplit = flags.SPLIT_BY_ITEMS_ENABLED || flags.SPLIT_BY_SHARE_ENABLED || flags.SPLIT_BY_CUSTOM_AMOUNT_ENABLED;
  const nothingPaidYet = equals(bill.leftToPay, bill.totalBillAmount);
  return (
    <Dialog open={open} onClose={onClose} title={t('app.payChoice.title')} closeLabel={t('app.close')} id="pay-full-bill-or-split">
      <div className={classes.choices}>
        {canSplit ? (
          <Button variant="secondary" fullWidth onClick={() => navigate(paths.newSplit(venueId, bill.id))}>
            {t('app.payChoice.split')}
          </Button>
        ) : null}
        <Button fullWidth loading={paying} loadingLabel={t('app.loading')} onClick={onPayLeftToPay}>
          {nothingPaidYet ? t('app.payChoice.payFull') : t('app.payChoice.payLeft')}
        </Button>
      </div>
    </Dialog>
  );
}
