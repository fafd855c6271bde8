import { Button, Dialog } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useServices } from '../../../lib/services-context.js';
import type { NewSplitRouteState, SplitKind } from '../../../lib/route-state/new-split-route-state.js';
import bill from './split-choices.module.css';

export interface EditSplitDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly venueId: string;
  readonly billId: string;
  readonly splitId: string;
  /** The split types the venue offers for this bill. */
  readonly offered: readonly SplitKind[];
}

const kindLabels = { items: 'app.split.type.items', share: 'app.split.type.share', amount: 'app.split.type.amount' } as const;

/**
 * The edit split modal (2-paying §2, §4 "Split edition"): "Editing can change the type or delete the split; the
 * split is then dropped and the user returns to the split page". Closing it stays on the split page.
 */
export function EditSplitDialog({ open, onClose, venueId, billId, splitId, offered }: EditSplitDialogProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const [dropping, setDropping] = useState<SplitKind | 'delete' | undefined>(undefined);

  async function drop(choice: SplitKind | 'delete') {
    setDropping(choice);
    // "DELETE … Failure ignored" (2-paying §7).
    await api.billing.cancelSplit(billId, splitId);
    const state: NewSplitRouteState = { droppedSplitId: splitId, ...(choice === 'delete' ? {} : { splitType: choice }) };
    navigate(paths.newSplit(venueId, billId), { replace: true, state });
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('app.split.edit.title')} closeLabel={t('app.close')}>
      <div className={bill.choices}>
        <p>{t('app.split.edit.changeType')}</p>
        {offered.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            fullWidth
            disabled={dropping !== undefined}
            loading={dropping === kind}
            loadingLabel={t('app.loading')}
            onClick={() => void drop(kind)}
          >
            {t(kindLabels[kind])}
          </Button>
        ))}
        <Button
          variant="ghost"
          fullWidth
          disabled={dropping !== undefined}
          loading={dropping === 'delete'}
          loadingLabel={t('app.loading')}
          onClick={() => void drop('delete')}
        >
          {t('app.split.edit.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
