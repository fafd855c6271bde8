import { isAccessTokenRefused, type AccountReceipt } from '@tableside/api-client';
import { formatDate } from '@tableside/i18n';
import { Banner, Button, EmptyState, Spinner } from '@tableside/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../lib/back-link.js';
import { accountSessionStore, type AccountSession } from '../../../lib/identity/account-session.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import { RECEIPT_LINK_REVOKE_MS, receiptFileName } from '../../../lib/receipt/receipt-progress.js';
import { saveBlob } from '../../../lib/receipt/use-receipt-download.js';
import { useServices } from '../../../lib/services-context.js';
import { accountPaths } from '../api/account-paths.js';
import { useAccountApi } from '../api/use-account-api.js';
import classes from './account.module.css';
import { RequireAccount } from './require-account.js';
import { useAccountStrings } from '../api/use-account-strings.js';

/** "/me/receipts/list" (3 §2): the payments of the account (`GET marketing/api/v1/receipts`), each with its PDF. */
export function ReceiptsPage() {
  useAccountStrings();
  return <RequireAccount>{(session) => <Receipts session={session} />}</RequireAccount>;
}

function Receipts({ session }: { readonly session: AccountSession }) {
  const { t } = useTranslation();
  const accountApi = useAccountApi();
  const receipts = useQuery({
    queryKey: ['account-receipts', session.userId],
    queryFn: async (): Promise<readonly AccountReceipt[]> => {
      const answer = await accountApi.listReceipts(session.accessToken);
      if (answer.ok) return answer.value;
      if (isAccessTokenRefused(answer.error)) accountSessionStore().getState().clearSession();
      throw new Error(`GET /marketing/api/v1/receipts failed (${answer.error.type})`);
    },
  });
  return (
    <div className={classes.page}>
      <BackLink to={accountPaths.me()} />
      <h1 className={classes.title}>{t('app.account.receipts.title')}</h1>
      {receipts.isPending ? <Spinner label={t('app.loading')} /> : null}
      {receipts.isError ? <Banner tone="error">{t('app.account.unavailable')}</Banner> : null}
      {receipts.data?.length === 0 ? <EmptyState headingLevel={2} title={t('app.account.receipts.empty')} /> : null}
      {receipts.data && receipts.data.length > 0 ? (
        <ul className={classes.list} aria-label={t('app.account.receipts.title')}>
          {receipts.data.map((receipt) => (
            <ReceiptRow key={receipt.id} receipt={receipt} session={session} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function ReceiptRow({ receipt, session }: { readonly receipt: AccountReceipt; readonly session: AccountSession }) {
  const { t } = useTranslation();
  const accountApi = useAccountApi();
  const { timers } = useServices();
  const locale = useLocale();
  const format = useFormatMoney();
  const [state, setState] = useState<'idle' | 'downloading' | 'error'>('idle');
  const textId = useId();
  const venue = receipt.businessName ?? t('app.account.receipts.venue');
  // The receipts list names no venue time zone: the date is shown in the device's own.
  const date = formatDate(receipt.date, locale, { timeZone: DEVICE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  const amount = format(receipt.paid);
  const download = async () => {
    setState('downloading');
    // The receipt route (`GET /receipt/receipts/v2/payments/{paymentId}`) with the device's and the account's tokens.
    const pdf = await accountApi.downloadReceipt(session.accessToken, receipt.paymentId, locale);
    if (!pdf.ok) {
      setState('error');
      return;
    }
    saveBlob(pdf.value, receiptFileName(receipt.paymentId), (revoke) => timers.setTimeout(revoke, RECEIPT_LINK_REVOKE_MS));
    setState('idle');
  };
  return (
    <li className={classes.receipt}>
      <div id={textId} className={classes.receiptText}>
        <strong>{venue}</strong>
        <span>{date}</span>
        <span>{amount}</span>
      </div>
      <Button variant="secondary" loading={state === 'downloading'} loadingLabel={t('app.loading')} aria-describedby={textId} onClick={() => void download()}>
        {t('app.account.receipts.download')}
      </Button>
      {state === 'error' ? <Banner tone="error">{t('app.account.receipts.downloadError')}</Banner> : null}
    </li>
  );
}
