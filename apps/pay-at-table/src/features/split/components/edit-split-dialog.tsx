import { Button, Dialog } from '@tableside/ui';
import { useMutation } from '@tanstack/react-query';
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
  const dropSplit = useMutation({
    mutationFn: (_choice: SplitKind | 'delete') => api.billing.cancelSplit(billId, splitId),
    // "DELETE … Failure ignored" (2-paying §7): the new split page opens whatever the answer.
    onSettled: (_answer, _error, choice) => {
      const state: NewSplitRouteState = { droppedSplitId: splitId, ...(choice === 'delete' ? {} : { splitType: choice }) };
      navigate(paths.newSplit(venueId, billId), { replace: true, state });
    },
  });
  const dropping = dropSplit.isIdle ? undefined : dropSplit.variables;
  const drop = (choice: SplitKind | 'delete') => dropSplit.mutate(choice);

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
            onClick={() => drop(kind)}
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
          onClick={() => drop('delete')}
        >
          {t('app.split.edit.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
