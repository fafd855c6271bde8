import { venueSchema, type Money } from '@tableside/billing-domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { i18n } from 'i18next';
import { billDocumentSchema } from '../../../lib/documents/bill-document-schema.js';
import { addDefaultStrings } from '../../../lib/i18n/default-strings.js';
import { setupI18n } from '../../../lib/i18n/setup-i18n.js';
import { billDoc, eur, venueDoc } from '../../../test/fixtures.js';
import tipsStrings from '../locales/en-US.json';
import { useTipBeforePayment } from './tip-before-payment.js';

let instance: i18n;
beforeAll(async () => {
  instance = await setupI18n();
  // The payment page's route brings the tips feature's en-US strings (app/ordering-strings.tsx payPage).
  addDefaultStrings(instance, tipsStrings);
});
afterEach(cleanup);

const context = { venue: venueSchema.parse(venueDoc()), bill: billDocumentSchema.parse(billDoc()) };

function PaymentConfirm({ decidedTip, isMealVoucher, withContext = true }: { decidedTip?: Money; isMealVoucher?: boolean; withContext?: boolean }) {
  const gate = useTipBeforePayment({
    context: withContext ? context : undefined,
    split: { billSplitAmount: eur(20) },
    decidedTip,
    ...(isMealVoucher === undefined ? {} : { isMealVoucher }),
  });
  const [submitted, setSubmitted] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => (gate.interceptConfirm() ? undefined : setSubmitted([...submitted, String(gate.tip?.amount ?? 'none')]))}>
        Confirm payment
      </button>
      <output>{submitted.join(',')}</output>
      {gate.dialog}
    </>
  );
}

const show = (element: React.ReactElement) => render(<I18nextProvider i18n={instance}>{element}</I18nextProvider>);
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));

describe('tip modal before payment (2-paying §4 "Tips flow gate")', () => {
  test('"the first confirm opens it": choosing a tip closes it and the next confirm pays with that tip', () => {
    show(<PaymentConfirm />);
    confirm();
    const dialog = screen.getByRole('dialog', { name: 'Add a tip' });
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((button) => button.textContent?.includes('10%')) as HTMLElement,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    confirm();
    expect(screen.getByRole('status').textContent).toBe('200000');
  });

  test('"else payment is submitted": closing the modal then confirming pays without a tip', () => {
    show(<PaymentConfirm />);
    confirm();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    confirm();
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  test.each([
    ['"if the payment method is a meal voucher, submit payment directly"', { isMealVoucher: true }, 'none'],
    ['a tip decided on the tips page is kept and no modal opens', { decidedTip: eur(3) }, '300000'],
    ['no modal while the bill loads', { withContext: false }, 'none'],
  ])('%s', (_rule, props, paid) => {
    show(<PaymentConfirm {...props} />);
    confirm();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(paid);
  });
});
