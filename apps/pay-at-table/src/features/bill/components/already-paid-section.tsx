import { buildBillPaymentLines, exhaustiveSwitchError, splitBelongsToUser, type PaymentLineKind } from '@tableside/billing-domain';
import { ProductList, ProductRow } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useDeviceStore } from '../../../lib/identity/use-device-store.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import classes from './bill-page.module.css';

type OtherKind = Exclude<PaymentLineKind, 'sunday'>;

function otherKindKey(kind: OtherKind) {
  switch (kind) {
    case 'pre-authorized':
      return 'app.bill.paymentKind.preAuthorized' as const;
    case 'deposit':
      return 'app.bill.paymentKind.deposit' as const;
    case 'till':
      return 'app.bill.paymentKind.till' as const;
    case 'smart-terminal':
      return 'app.bill.paymentKind.smartTerminal' as const;
    case 'loyalty-reward-applied-via-sunday':
      return 'app.bill.paymentKind.loyalty' as const;
    default:
      return exhaustiveSwitchError(kind);
  }
}

/**
 * The already-paid section: "'you paid' or the guest name", and "the receipt download link appears only for the
 * current user's paid payment; other guests' payments show details only" (2-paying §6, 1-core §6). It reads the
 * guest identity itself, so the identity's arrival re-renders this section, not the page around it.
 */
export function AlreadyPaidSection({ bill, venueId }: { bill: BillDocument; venueId: string }) {
  const { t } = useTranslation();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const format = useFormatMoney();
  const lines = buildBillPaymentLines(bill);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="bill-already-paid">
      <h2 id="bill-already-paid" className={classes.sectionTitle}>
        {t('app.bill.alreadyPaid')}
      </h2>
      <ProductList label={t('app.bill.alreadyPaid')}>
        {lines.map((line, index) => {
          const split = line.split;
          if (line.kind !== 'sunday' || !split) {
            return (
              <ProductRow
                key={`${line.kind}-${index}`}
                name={t(line.kind === 'sunday' ? 'app.bill.aGuest' : otherKindKey(line.kind))}
                price={format(line.amount)}
              />
            );
          }
          const mine = splitBelongsToUser(split, { deviceId: guestId });
          const displayName = bill.sundayBillSplits[split.splitId]?.consumer?.displayName;
          const name = mine ? t('app.bill.youPaid') : t('app.bill.guestPaid', { name: displayName ?? t('app.bill.aGuest') });
          return (
            <ProductRow
              key={split.splitId}
              name={name}
              price={
                mine ? (
                  <>
                    {format(line.amount)}{' '}
                    <Link className={classes.link} to={paths.success(venueId, bill.id, split.splitId)}>
                      {t('app.bill.receiptLink')}
                    </Link>
                  </>
                ) : (
                  format(line.amount)
                )
              }
            />
          );
        })}
      </ProductList>
    </section>
  );
}
