import { buildSplitItems, isIssuedSplitStatus, splitByItemsBlock, venueSchema } from '@tableside/billing-domain';
import { Button } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import { billDocumentSchema } from '../../../lib/documents/bill-document-schema.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useDeviceStore } from '../../../lib/identity/use-device-store.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { offeredSplitKinds } from '../api/offered-split-kinds.js';
import { EditSplitDialog } from './edit-split-dialog.js';
import { useGuardedSplit } from '../../../lib/split-outlet.js';

/** The current split page: the diner's share, the way on to tips and payment, and the edit split modal. */
export function SplitPage() {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const split = useGuardedSplit();
  const format = useFormatMoney();
  const navigate = useNavigate();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const bill = useLiveDocument(`bills/${billId}`, billDocumentSchema);
  const venue = useLiveDocument(`venues/${venueId}`, venueSchema);
  const [editing, setEditing] = useState(false);
  const items = bill.status === 'success' ? buildSplitItems({ bill: bill.data, selectedIds: new Set(), user: { deviceId: guestId } }) : [];
  const offered =
    bill.status === 'success' && venue.status === 'success' ? offeredSplitKinds(venue.data.configuration, splitByItemsBlock(bill.data, items)) : [];
  // Only a split without a payment reference can still be edited (1-core §4 "ISSUED has no payment reference").
  const editable = isIssuedSplitStatus(split.status);
  return (
    <>
      <h1>{t('app.split.title')}</h1>
      <p>{t('app.tips.for', { amount: format(split.billSplitAmount) })}</p>
      <Button fullWidth onClick={() => navigate(paths.tips(venueId, billId, splitId))}>
        {t('app.tips.continue')}
      </Button>
      {editable ? (
        <Button variant="secondary" fullWidth onClick={() => setEditing(true)}>
          {t('app.split.edit.open')}
        </Button>
      ) : null}
      <EditSplitDialog open={editing} onClose={() => setEditing(false)} venueId={venueId} billId={billId} splitId={splitId} offered={offered} />
    </>
  );
}
