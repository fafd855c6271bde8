import { Button, Spinner } from '@tableside/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import classes from '../../../lib/styles/payment-page.module.css';
import { useSplit } from '../../../lib/data/use-split.js';
import { receiptEmailFormSchema, type ReceiptEmailForm } from '../api/receipt-email-form.js';
import { ExpenseNoteForm } from './expense-note-form.js';

/**
 * The receipt-by-e-mail form (2-paying §2): under the split guard (the split must be the diner's), and back to the
 * bill when the split has no payment reference. Sent → the sent page; a failure → the e-mail error page.
 */
export function ReceiptEmailFormPage() {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const { api } = useServices();
  const locale = useLocale();
  const navigate = useNavigate();
  const query = useSplit(billId, splitId);
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({
    mutationFn: ({ paymentId, email }: { readonly paymentId: string; readonly email: string }) => api.receipts.sendReceiptToEmail(paymentId, email, locale),
    onSuccess: (sent, { paymentId, email }) => {
      const state = { paymentId };
      if (!sent.ok) {
        navigate(paths.receiptEmailError(venueId, billId), { state });
        return;
      }
      const sentForm: ReceiptEmailForm = { email };
      navigate(`${paths.receiptEmailSent(venueId, billId)}?${new URLSearchParams({ form: JSON.stringify(sentForm) }).toString()}`, { state });
    },
  });
  const inputId = useId();
  const errorId = useId();
  if (query.status === 'pending') return <Spinner label={t('app.loading')} />;
  const paymentId = query.data?.ok ? query.data.value.paymentId : undefined;
  if (!paymentId) return <Navigate to={paths.bill(venueId, billId)} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = receiptEmailFormSchema.safeParse({ email: String(new FormData(event.currentTarget).get('email') ?? '').trim() });
    if (!form.success) {
      setInvalid(true);
      return;
    }
    send.mutate({ paymentId, email: form.data.email });
  };

  return (
    <>
      <h1>{t('app.receiptEmail.title')}</h1>
      <form className={classes.form} noValidate onSubmit={submit}>
        <div className={classes.field}>
          <label htmlFor={inputId}>{t('app.receiptEmail.email')}</label>
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            className={classes.input}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
          />
        </div>
        {invalid ? (
          <p id={errorId} role="alert" className={classes.fieldError}>
            {t('app.receiptEmail.invalidEmail')}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={send.isPending} loadingLabel={t('app.loading')}>
          {t('app.receiptEmail.send')}
        </Button>
      </form>
      <ExpenseNoteForm paymentId={paymentId} />
    </>
  );
}
