import { Button } from '@tableside/ui';
import type { ExpenseNoteRequest } from '@tableside/api-client';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services-context.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import classes from '../../../lib/styles/payment-page.module.css';
import { expenseNoteFileName, parseExpenseNoteForm, type ExpenseNoteErrors, type ExpenseNoteField } from '../api/expense-note-form.js';
import { RECEIPT_LINK_REVOKE_MS } from '../../../lib/receipt/receipt-progress.js';
import { saveBlob } from '../../../lib/receipt/use-receipt-download.js';

/** Where the expense note stands, as a union rather than flags. */
type ExpenseNoteState =
  | { readonly status: 'idle' }
  | { readonly status: 'downloading' }
  | { readonly status: 'sending' }
  | { readonly status: 'downloaded' }
  | { readonly status: 'sent'; readonly email: string }
  | { readonly status: 'error'; readonly action: 'download' | 'send' };

interface FieldProps {
  readonly name: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly multiline?: boolean;
  readonly type?: 'text' | 'email';
  readonly inputMode?: 'numeric' | 'email' | 'text';
  readonly autoComplete?: string;
  readonly required?: boolean;
}

/** A labelled input whose message, when it has one, is tied to it by aria-describedby and aria-invalid. */
function Field({ name, label, error, multiline = false, type = 'text', inputMode, autoComplete, required = false }: FieldProps) {
  const id = useId();
  const errorId = useId();
  const common = {
    id,
    name,
    className: classes.input,
    'aria-invalid': error !== undefined,
    'aria-describedby': error === undefined ? undefined : errorId,
    'aria-required': required || undefined,
    autoComplete,
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={2} /> : <input {...common} type={type} inputMode={inputMode} />}
      {error === undefined ? null : (
        <p id={errorId} className={classes.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The expense note (2-paying §7): guests, purpose and the company with its address, downloaded as a PDF or sent
 * to an e-mail address, in the interface locale. The receipt service answers only the payer (the guest token).
 */
export function ExpenseNoteForm({ paymentId }: { readonly paymentId: string }) {
  const { t } = useTranslation();
  const { api, timers } = useServices();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ExpenseNoteErrors>({});
  const [last, setLast] = useState<'download' | 'send' | undefined>(undefined);
  const downloadNote = useMutation({
    mutationFn: (request: ExpenseNoteRequest) => api.receipts.downloadExpenseNote(paymentId, request, locale),
    onMutate: () => setLast('download'),
    onSuccess: (result) => {
      if (!result.ok) {
        console.warn('Expense note download failed', result.error);
        return;
      }
      saveBlob(result.value, expenseNoteFileName(paymentId), (revoke) => timers.setTimeout(revoke, RECEIPT_LINK_REVOKE_MS));
    },
  });
  const sendNote = useMutation({
    mutationFn: ({ email, request }: { readonly email: string; readonly request: ExpenseNoteRequest }) =>
      api.receipts.sendExpenseNoteToEmail(paymentId, email, request, locale),
    onMutate: () => setLast('send'),
    onSuccess: (result) => {
      if (!result.ok) console.warn('Expense note e-mail failed', result.error);
    },
  });
  const headingId = useId();

  function read(needEmail: boolean) {
    const form = formRef.current;
    if (!form) return undefined;
    const parsed = parseExpenseNoteForm(new FormData(form), needEmail);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = (['guestsNumber', 'companyName', 'email'] as const).find((field: ExpenseNoteField) => parsed.errors[field] !== undefined);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return undefined;
    }
    setErrors({});
    return parsed;
  }

  function download() {
    const parsed = read(false);
    if (parsed) downloadNote.mutate(parsed.request);
  }

  function send() {
    const parsed = read(true);
    if (parsed) sendNote.mutate({ email: parsed.email, request: parsed.request });
  }

  function stateOf(): ExpenseNoteState {
    if (last === 'download') {
      if (downloadNote.isPending) return { status: 'downloading' };
      if (downloadNote.isError || (downloadNote.isSuccess && !downloadNote.data.ok)) return { status: 'error', action: 'download' };
      if (downloadNote.isSuccess) return { status: 'downloaded' };
    }
    if (last === 'send') {
      if (sendNote.isPending) return { status: 'sending' };
      if (sendNote.isError || (sendNote.isSuccess && !sendNote.data.ok)) return { status: 'error', action: 'send' };
      if (sendNote.isSuccess) return { status: 'sent', email: sendNote.variables.email };
    }
    return { status: 'idle' };
  }

  const state = stateOf();
  const message = (field: ExpenseNoteField) => (errors[field] === undefined ? undefined : t(errors[field]));
  const busy = state.status === 'downloading' || state.status === 'sending';

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('app.expenseNote.title')}</h2>
      <p className={classes.muted}>{t('app.expenseNote.intro')}</p>
      <form ref={formRef} className={classes.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <Field name="guestsNumber" label={t('app.expenseNote.guestsNumber')} inputMode="numeric" required error={message('guestsNumber')} />
        <Field name="guestsNames" label={t('app.expenseNote.guestsNames')} multiline />
        <Field name="businessPurpose" label={t('app.expenseNote.businessPurpose')} multiline />
        <Field name="companyName" label={t('app.expenseNote.companyName')} autoComplete="organization" required error={message('companyName')} />
        <Field name="streetName" label={t('app.expenseNote.streetName')} autoComplete="street-address" />
        <div className={classes.row}>
          <Field name="zipCode" label={t('app.expenseNote.zipCode')} autoComplete="postal-code" />
          <Field name="city" label={t('app.expenseNote.city')} autoComplete="address-level2" />
        </div>
        <Field name="country" label={t('app.expenseNote.country')} autoComplete="country-name" />
        <Button variant="secondary" fullWidth loading={state.status === 'downloading'} loadingLabel={t('app.loading')} disabled={busy} onClick={download}>
          {t('app.expenseNote.download')}
        </Button>
        <Field name="email" label={t('app.expenseNote.email')} type="email" inputMode="email" autoComplete="email" error={message('email')} />
        <Button fullWidth loading={state.status === 'sending'} loadingLabel={t('app.loading')} disabled={busy} onClick={send}>
          {t('app.expenseNote.send')}
        </Button>
      </form>
      <div role="status">
        {state.status === 'downloaded' ? <p>{t('app.expenseNote.downloaded')}</p> : null}
        {state.status === 'sent' ? <p>{t('app.expenseNote.sent', { email: state.email })}</p> : null}
      </div>
      {state.status === 'error' ? (
        <p role="alert" className={classes.fieldError}>
          {t(state.action === 'download' ? 'app.expenseNote.error.download' : 'app.expenseNote.error.send')}
        </p>
      ) : null}
    </section>
  );
}
