import { Button, ErrorState, VenueHeader } from '@tableside/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useTerminalApi } from '../../lib/api-context.js';
import { landingPath, receiptsPath, type ReceiptData } from '../../lib/landing-data.js';
import { useUiLocale } from '../../lib/locale.js';
import { PageHeading, pageClasses as classes } from '@tableside/ui/app-shell';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Saves a blob as a file through a temporary link (the browser's download). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * `/enrollments/{enrollmentId}/transaction/{transactionId}/bills/{billId}/receipts`: download the receipt PDF, or
 * send it by e-mail. A failed download goes to `/download/error`, a failed sending to `/error`, a sent one to `/sent`.
 */
export function ReceiptsPage() {
  const { transaction } = useLoaderData<ReceiptData>();
  const { t } = useTranslation();
  const api = useTerminalApi();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState<'download' | 'send' | undefined>();
  const ids = { enrollmentId: transaction.venue.enrollmentId, transactionId: transaction.transactionId, billId: transaction.billId };
  const base = receiptsPath(transaction);

  async function download() {
    setBusy('download');
    const pdf = await api.receiptPdf(ids, locale);
    setBusy(undefined);
    if (pdf) saveFile(pdf, `receipt_${transaction.transactionId}.pdf`);
    else await navigate(`${base}/download/error`);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy('send');
    const sent = await api.emailReceipt(ids, address, locale);
    setBusy(undefined);
    await navigate(sent ? `${base}/sent` : `${base}/error`);
  }

  return (
    <main className={classes.page}>
      <VenueHeader name={transaction.venue.name} logoUrl={transaction.venue.logoUrl} />
      <PageHeading>{t('receipt.title')}</PageHeading>
      <section className={classes.card} aria-labelledby="download-title">
        <h2 id="download-title">{t('receipt.downloadTitle')}</h2>
        <Button onClick={() => void download()} loading={busy === 'download'} loadingLabel={t('common.loading')}>
          {t('receipt.download')}
        </Button>
      </section>
      <section className={classes.card} aria-labelledby="email-title">
        <h2 id="email-title">{t('receipt.emailTitle')}</h2>
        <form noValidate onSubmit={(event) => void send(event)} className={classes.field}>
          <label htmlFor="receipt-email">{t('receipt.emailLabel')}</label>
          <input
            id="receipt-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'receipt-email-error' : undefined}
            required
          />
          {invalid ? (
            <p id="receipt-email-error" className={classes.fieldError} role="alert">
              {t('receipt.emailInvalid')}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" loading={busy === 'send'} loadingLabel={t('receipt.sending')}>
            {t('receipt.send')}
          </Button>
        </form>
      </section>
      <Link className={classes.link} to={landingPath(transaction)}>
        {t('receipt.back')}
      </Link>
    </main>
  );
}

/** `…/receipts/sent`: the receipt went to the diner's e-mail address. */
export function ReceiptSentPage() {
  const { transaction } = useLoaderData<ReceiptData>();
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <VenueHeader name={transaction.venue.name} logoUrl={transaction.venue.logoUrl} />
      <PageHeading>{t('receipt.sentTitle')}</PageHeading>
      <p>{t('receipt.sentText')}</p>
      <Link className={classes.link} to={landingPath(transaction)}>
        {t('receipt.back')}
      </Link>
    </main>
  );
}

/** `…/receipts/error` and `…/receipts/download/error`: the receipt could not be sent or downloaded. */
export function ReceiptErrorPage({ kind }: { kind: 'send' | 'download' }) {
  const { transaction } = useLoaderData<ReceiptData>();
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <ErrorState
        title={kind === 'send' ? t('receipt.sendErrorTitle') : t('receipt.downloadErrorTitle')}
        message={t('receipt.errorText')}
        action={
          <Link className={classes.link} to={receiptsPath(transaction)}>
            {t('receipt.tryAgain')}
          </Link>
        }
      />
    </main>
  );
}

export const SendErrorPage = () => <ReceiptErrorPage kind="send" />;
export const DownloadErrorPage = () => <ReceiptErrorPage kind="download" />;
