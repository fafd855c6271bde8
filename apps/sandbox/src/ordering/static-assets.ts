import PDFDocument from 'pdfkit';

const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/**
 * A placeholder picture for a menu product, tile or static menu page: a coloured square named for assistive
 * technology only. It draws no text: the page shows the product's or tile's own label over or beside it.
 */
export function menuImageSvg(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const label = escapeXml(name.replace(/[-_]+/g, ' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="336" height="336" viewBox="0 0 336 336" role="img" aria-label="${label}"><rect width="336" height="336" fill="hsl(${hash}, 45%, 42%)"/></svg>`;
}

/** The static PDF menu of the static-menu venue, drawn with pdfkit. */
export function staticMenuPdf(title: string, sections: readonly { name: string; lines: readonly string[] }[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Creator: 'Tableside sandbox' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(24).text(title, { align: 'center' });
    for (const section of sections) {
      doc.moveDown().font('Helvetica-Bold').fontSize(16).text(section.name);
      doc.font('Helvetica').fontSize(12);
      for (const line of section.lines) doc.text(line);
    }
    doc.end();
  });
}
