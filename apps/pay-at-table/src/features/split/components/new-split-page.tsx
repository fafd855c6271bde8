import { buildSplitItems, findOngoingSplit, splitByItemsBlock, toggleSplitItemGroup, venueSchema } from '@tableside/billing-domain';
import { Button, RadioOption, Spinner, Toast } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useBillParams } from '../../../lib/route-params.js';
import { billDocumentSchema } from '../../../lib/documents/bill-document-schema.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useDeviceStore } from '../../../lib/identity/use-device-store.js';
import classes from '../../../lib/styles/payment-page.module.css';
import tipClasses from './split-choices.module.css';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { readNewSplitRouteState, type SplitKind } from '../../../lib/route-state/new-split-route-state.js';
import { offeredSplitKinds } from '../api/offered-split-kinds.js';
import { useIssueSplit } from '../../../lib/operations/use-issue-split.js';
import { useMarkedAsPaid } from '../hooks/use-marked-as-paid.js';
import { AmountSplitForm } from './amount-split-form.js';
import { ItemsSplitForm } from './items-split-form.js';
import { ShareSplitForm } from './share-split-form.js';

const kindLabels = { items: 'app.split.type.items', share: 'app.split.type.share', amount: 'app.split.type.amount' } as const;

/**
 * The new split page (2-paying §2, §4 "Split edition"): "Redirects to an existing ongoing split if one exists";
 * "The user chooses a type … Each is offered only if the venue enables it; items is hidden when the bill blocks
 * it", then confirms through the split issue flow (anomalies first). Route state may name a check or seat
 * (subOrderId), whose items are then selected as a whole.
 */
export function NewSplitPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const location = useLocation();
  const routeState = readNewSplitRouteState(location.state);
  const format = useFormatMoney();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const bill = useLiveDocument(`bills/${billId}`, billDocumentSchema);
  const venue = useLiveDocument(`venues/${venueId}`, venueSchema);
  const markedAsPaid = useMarkedAsPaid(billId);
  const flow = useIssueSplit(venueId, billId);
  const [chosen, setChosen] = useState<SplitKind | undefined>(undefined);
  const [changingJoin, setChangingJoin] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string> | undefined>(undefined);
  if (bill.status !== 'success' || venue.status !== 'success') return <Spinner label={t('table.fetching')} />;

  const user = { deviceId: guestId };
  // Only a split found on arrival redirects: the one this page issues is on its way to tips.
  const redirects = flow.state === 'idle' && !routeState.chosenToChangeSplitTypeAfterSplitAnomaly;
  const ongoing = !redirects ? undefined : findOngoingSplit(bill.data, user, routeState.droppedSplitId ? [routeState.droppedSplitId] : []);
  if (ongoing) return <Navigate to={paths.split(venueId, billId, ongoing.splitId)} replace />;

  const unselected = buildSplitItems({ bill: bill.data, selectedIds: new Set(), markedAsPaid, user });
  const subOrderId = bill.data.order.subOrders.some((subOrder) => subOrder.id === routeState.subOrderId) ? routeState.subOrderId : undefined;
  // A check or seat handed over by the bill page starts with its whole check selected (2-paying §4).
  const selectedIds = selected ?? (subOrderId ? toggleSplitItemGroup(unselected, new Set(), subOrderId) : new Set<string>());
  const items = buildSplitItems({ bill: bill.data, selectedIds, markedAsPaid, user });
  const offered = offeredSplitKinds(venue.data.configuration, splitByItemsBlock(bill.data, unselected));
  const preferred = routeState.splitType ?? (bill.data.ongoingSplitByShare ? 'share' : undefined);
  const kind = chosen ?? (preferred && offered.includes(preferred) ? preferred : offered[0]);
  // An ongoing split by share shows a join view with a 'change split' option (2-paying §4).
  const joinView = kind === 'share' && chosen === undefined && bill.data.ongoingSplitByShare !== undefined && !changingJoin;
  return (
    <>
      {flow.state === 'failed' ? (
        <Toast tone="error" onDismiss={flow.dismiss} dismissLabel={t('app.dismiss')}>
          {t('split.issueSplit.failed')}
        </Toast>
      ) : null}
      <Link className={classes.link} to={paths.bill(venueId, billId)}>
        {t('app.bill.back')}
      </Link>
      <h1>{t('app.split.new.title')}</h1>
      <p className={classes.muted}>
        {t('app.bill.leftToPay')}: {format(bill.data.leftToPay)}
      </p>
      {offered.length > 1 && !joinView ? (
        <fieldset className={tipClasses.options}>
          <legend>{t('app.split.type.label')}</legend>
          {offered.map((option) => (
            <RadioOption key={option} name="split-type" checked={kind === option} onChange={() => setChosen(option)}>
              {t(kindLabels[option])}
            </RadioOption>
          ))}
        </fieldset>
      ) : null}
      {joinView && offered.length > 1 ? (
        <Button variant="ghost" onClick={() => setChangingJoin(true)}>
          {t('app.split.share.change')}
        </Button>
      ) : null}
      {kind === 'items' ? (
        <ItemsSplitForm bill={bill.data} items={items} selectedIds={selectedIds} onSelect={setSelected} subOrderId={subOrderId} flow={flow} />
      ) : null}
      {kind === 'share' ? <ShareSplitForm bill={bill.data} flow={flow} /> : null}
      {kind === 'amount' ? <AmountSplitForm bill={bill.data} flow={flow} /> : null}
      {kind === undefined ? <p>{t('app.split.unavailable')}</p> : null}
    </>
  );
}
