import PDFDocument from 'pdfkit';
import type { ExpenseNoteForm } from './expense-note-form.js';
import type { ReceiptText } from './receipt-locale.js';
import type { ReceiptView } from './receipt-view.js';

function render(draw: (doc: PDFKit.PDFDocument) => void, title: string, createdAt: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: title, Creator: 'Tableside sandbox', CreationDate: new Date(createdAt) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function row(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
  doc.text(label, 50, y, { width: 330 });
  const after = doc.y;
  doc.text(value, 380, y, { width: 165, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.x = 50;
}

function lineLabel(line: ReceiptView['lines'][number], text: ReceiptText): string {
  if (line.kind === 'share') return text.t('receiptDocument.share');
  if (line.kind === 'selected-items') return text.t('receiptDocument.selectedItems');
  return line.quantity === undefined ? line.label : `${line.quantity} x ${line.label}`;
}

function drawPayment(doc: PDFKit.PDFDocument, view: ReceiptView, text: ReceiptText): void {
  doc.font('Helvetica-Bold').fontSize(18).text(view.venueName);
  doc.font('Helvetica').fontSize(10);
  for (const line of view.venueAddress) doc.text(line);
  doc.moveDown();
  doc.text(text.t('receiptDocument.payment', { paymentId: view.paymentId }));
  doc.text(text.t('receiptDocument.paidOn', { date: text.dateTime(view.paidAt, view.timeZone) }));
  doc.moveDown();
  for (const line of view.lines) row(doc, lineLabel(line, text), text.money(line.amount));
  if (view.voucher)
    row(doc, text.t('receiptDocument.voucher', { code: view.voucher.code }), text.money({ ...view.voucher.amount, amount: -view.voucher.amount.amount }));
  if (view.loyaltyReward) row(doc, text.t('receiptDocument.loyaltyReward'), text.money({ ...view.loyaltyReward, amount: -view.loyaltyReward.amount }));
  if (view.tip) row(doc, text.t('receiptDocument.tip'), text.money(view.tip));
  doc.moveDown(0.5);
  row(doc, text.t('receiptDocument.total'), text.money(view.total), true);
  doc.moveDown(0.5);
  for (const vat of view.vatLines) {
    row(doc, vat.rate === undefined ? vat.label : text.t('receiptDocument.vatIncluded', { rate: text.percent(vat.rate) }), text.money(vat.amount));
  }
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(text.t('receiptDocument.paymentMethod', { method: text.paymentMethod(view.method) }));
}

/**
 * The receipt of one payment as a PDF, in the diner's locale and the venue's time zone: venue, items or share,
 * VAT, tip, total, payment method.
 */
export function renderReceiptPdf(view: ReceiptView, text: ReceiptText): Promise<Buffer> {
  const title = text.t('receiptDocument.title');
  return render(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text(title, { align: 'right' });
      drawPayment(doc, view, text);
    },
    `${title} ${view.paymentId}`,
    view.paidAt,
  );
}

/** The expense note of one payment as a PDF: the receipt plus the company, guests and business purpose. */
export function renderExpenseNotePdf(view: ReceiptView, form: ExpenseNoteForm, text: ReceiptText): Promise<Buffer> {
  const title = text.t('receiptDocument.expenseNoteTitle');
  return render(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text(title, { align: 'right' });
      drawPayment(doc, view, text);
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).text(text.t('receiptDocument.company'));
      doc.font('Helvetica').fontSize(11).text(form.company.name);
      const address = form.company.address;
      for (const line of [address.streetName, `${address.zipCode} ${address.city}`.trim(), address.country]) {
        if (line !== '') doc.text(line);
      }
      if (form.company.vatNumber) doc.text(text.t('receiptDocument.vatNumber', { vatNumber: form.company.vatNumber }));
      if (form.company.serviceDescription) doc.text(text.t('receiptDocument.service', { service: form.company.serviceDescription }));
      doc.moveDown();
      doc.text(text.t('receiptDocument.guestsNumber', { guests: form.guestsNumber }));
      if (form.guestsNames !== '') doc.text(text.t('receiptDocument.guestsNames', { names: form.guestsNames }));
      if (form.businessPurpose !== '') doc.text(text.t('receiptDocument.businessPurpose', { purpose: form.businessPurpose }));
    },
    `${title} ${view.paymentId}`,
    view.paidAt,
  );
}
