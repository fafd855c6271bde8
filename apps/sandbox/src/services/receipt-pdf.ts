import PDFDocument from 'pdfkit';
import type { ExpenseNoteForm } from './expense-note-form.js';
import { formatMoney } from './html.js';
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

function money(m: { amount: number; currency: string }): string {
  return formatMoney(m.amount, m.currency);
}

function drawPayment(doc: PDFKit.PDFDocument, view: ReceiptView): void {
  doc.font('Helvetica-Bold').fontSize(18).text(view.venueName);
  doc.font('Helvetica').fontSize(10);
  for (const line of view.venueAddress) doc.text(line);
  doc.moveDown();
  doc.text(`Payment ${view.paymentId}`);
  doc.text(`Paid on ${new Date(view.paidAt).toISOString().replace('T', ' ').slice(0, 16)} UTC`);
  doc.moveDown();
  for (const line of view.lines) {
    row(doc, line.quantity === undefined ? line.label : `${line.quantity} x ${line.label}`, money(line.amount));
  }
  if (view.tip) row(doc, 'Tip', money(view.tip));
  doc.moveDown(0.5);
  row(doc, 'Total', money(view.total), true);
  doc.moveDown(0.5);
  for (const vat of view.vatLines) row(doc, `${vat.label}`, money(vat.amount));
  doc.moveDown();
  doc.font('Helvetica').fontSize(11).text(`Payment method: ${view.paymentMethod}`);
}

/** The receipt of one payment as a PDF: venue, items or share, VAT, tip, total, payment method. */
export function renderReceiptPdf(view: ReceiptView): Promise<Buffer> {
  return render(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text('Receipt', { align: 'right' });
      drawPayment(doc, view);
    },
    `Receipt ${view.paymentId}`,
    view.paidAt,
  );
}

/** The expense note of one payment as a PDF: the receipt plus the company, guests and business purpose. */
export function renderExpenseNotePdf(view: ReceiptView, form: ExpenseNoteForm): Promise<Buffer> {
  return render(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text('Expense note', { align: 'right' });
      drawPayment(doc, view);
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).text('Company');
      doc.font('Helvetica').fontSize(11).text(form.company.name);
      const address = form.company.address;
      for (const line of [address.streetName, `${address.zipCode} ${address.city}`.trim(), address.country]) {
        if (line !== '') doc.text(line);
      }
      if (form.company.vatNumber) doc.text(`VAT number: ${form.company.vatNumber}`);
      if (form.company.serviceDescription) doc.text(`Service: ${form.company.serviceDescription}`);
      doc.moveDown();
      doc.text(`Number of guests: ${form.guestsNumber}`);
      if (form.guestsNames !== '') doc.text(`Guests: ${form.guestsNames}`);
      if (form.businessPurpose !== '') doc.text(`Business purpose: ${form.businessPurpose}`);
    },
    `Expense note ${view.paymentId}`,
    view.paidAt,
  );
}
