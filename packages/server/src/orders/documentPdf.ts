// A customer's order, quote or invoice as a PDF (spec 3 §2.9 "Download PDF", §7 GET fetchDocumentPdf): drawn on the
// server with pdf-lib from the same document fetchOrder answers, so the file and the page never disagree. Only the
// logged-in customer's own documents; an unknown GUID, another customer's, or a number that is not the document's
// are the same 404 (issue 14 item 7).
import { formatAccountDate, showsFulfilmentAddress } from '@rigkit/domain/account';
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fileCaching, fileResponse } from '../http/fileResponse.ts';
import type { OperationContext } from '../http/operation.ts';
import { assertOwned, fullDocument, requireCustomer } from './documents.ts';

type FullDocument = Awaited<ReturnType<typeof fullDocument>>;

const pathTypes = { SalesOrder: 'Sales Order', Quote: 'Quote', Invoice: 'Invoice' } as const;

export async function fetchDocumentPdf(context: OperationContext<'GET', '/fetchDocumentPdf/{documentType}/{guid}/{number}'>) {
  const customer = requireCustomer(context);
  const { pathParameters, services, c } = context;
  const type = pathTypes[pathParameters.documentType];
  const row = await services.db.selectFrom('documents').selectAll().where('document_guid', '=', pathParameters.guid.toLowerCase()).where('document_type', '=', type).executeTakeFirst();
  // The number is part of the address: one that is not this document's is not found, as for an unknown GUID.
  const owned = assertOwned(row && row.document_number === pathParameters.number ? row : undefined, customer, type);
  const bytes = await documentPdf(await fullDocument(services.db, owned), context.now);
  // A customer's document: never kept by a shared cache.
  return fileResponse(c, { content: bytes, contentType: 'application/pdf', disposition: { type: 'attachment', filename: `${owned.document_number}.pdf` }, caching: fileCaching.privateNoStore });
}

const money = (dollars: number) => formatPrice(centsFromDollars(dollars));
// The standard fonts write WinAnsi only: anything else (emoji, CJK) would throw, so it is shown as "?".
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** A page with a cursor: lines go down it, and a new page starts when the next line would not fit. */
class Writer {
  private page: PDFPage;
  private y = 0;
  private readonly pdf: PDFDocument;
  private readonly font: PDFFont;
  private readonly bold: PDFFont;
  constructor(pdf: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.font = font;
    this.bold = bold;
    this.page = this.newPage();
  }
  private newPage(): PDFPage {
    const page = this.pdf.addPage([595.28, 841.89]); // A4 in points
    this.y = 841.89 - 56;
    return page;
  }
  private room(height: number) {
    if (this.y - height < 56) this.page = this.newPage();
  }
  /** Cut to fit the width, so a long description never runs into the next column. */
  fit(text: string, width: number, size: number, isBold = false): string {
    const font = isBold ? this.bold : this.font;
    let value = printable(text);
    if (font.widthOfTextAtSize(value, size) <= width) return value;
    while (value.length > 1 && font.widthOfTextAtSize(`${value}...`, size) > width) value = value.slice(0, -1);
    return `${value}...`;
  }
  line(cells: readonly { text: string; x: number; width: number; align?: 'right' }[], options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.room(size + 6);
    const font = options.bold ? this.bold : this.font;
    for (const cell of cells) {
      const text = this.fit(cell.text, cell.width, size, options.bold);
      const x = cell.align === 'right' ? cell.x + cell.width - font.widthOfTextAtSize(text, size) : cell.x;
      this.page.drawText(text, { x, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    this.y -= size + (options.gap ?? 6);
  }
  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    this.line([{ text, x: 56, width: 483 }], options);
  }
  rule() {
    this.room(10);
    this.page.drawLine({ start: { x: 56, y: this.y + 4 }, end: { x: 539, y: this.y + 4 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    this.y -= 8;
  }
}

// Columns of the item grid (spec 3 §2.9: code, item, quantity, unit price, total), in points across 483.
const columns = { code: { x: 56, width: 70 }, item: { x: 130, width: 225 }, quantity: { x: 360, width: 40 }, unit: { x: 405, width: 64 }, total: { x: 475, width: 64 } };

/** The document as a PDF: header, fulfilment, items (kit parts indented under their build), totals and payments. */
export async function documentPdf(document: FullDocument, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.DocumentType} ${document.DocumentNumber}`);
  pdf.setAuthor(document.StoreName ?? 'rigkit');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const out = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  out.text(`${document.DocumentType} ${document.DocumentNumber}`, { size: 18, bold: true, gap: 10 });
  out.text(`Date: ${formatAccountDate(document.DocumentDate)}`);
  out.text(`Status: ${document.DocumentStatus || 'Open'}${document.DocumentSecondaryStatus ? ` (${document.DocumentSecondaryStatus})` : ''}`);
  if (document.StoreName) out.text(`Store: ${document.StoreName}`);
  if (document.ShippingMethod) out.text(`Shipping method: ${document.ShippingMethod}`);
  // The same rule as the page: no address for Internal Processing, Own Courier or a pickup (spec 3 §2.9).
  if (showsFulfilmentAddress(document.ShippingMethod) && document.ShippingStreetAddress) {
    const attention = document.ShippingAttnTo ? `${document.ShippingAttnTo}, ` : '';
    out.text(`Deliver to: ${attention}${document.ShippingStreetAddress}, ${document.ShippingSuburb ?? ''} ${document.ShippingState ?? ''} ${document.ShippingPostcode ?? ''}`.trim());
  } else if (document.WarehouseName) {
    out.text(`Location: ${document.WarehouseName}`);
  }
  out.rule();
  out.line(
    [
      { text: 'Code', ...columns.code },
      { text: 'Item', ...columns.item },
      { text: 'Qty', ...columns.quantity, align: 'right' },
      { text: 'Unit price', ...columns.unit, align: 'right' },
      { text: 'Total', ...columns.total, align: 'right' },
    ],
    { bold: true },
  );
  out.rule();
  for (const item of document.Items) {
    const model = item.ManufacturerModel ? ` (${item.ManufacturerModel})` : '';
    out.line([
      { text: item.ItemCode, ...columns.code },
      { text: `${item.ItemDescription}${model}`, ...columns.item },
      { text: String(item.Quantity), ...columns.quantity, align: 'right' },
      { text: money(item.UnitCost), ...columns.unit, align: 'right' },
      { text: money(item.ExtendedCost), ...columns.total, align: 'right' },
    ]);
    // The UV print design the line carries (issue 20): the print room and the customer both read which design.
    if (item.UvPrintDesignCode) out.line([{ text: `UV print design ${item.UvPrintDesignCode}`, x: columns.item.x + 10, width: columns.item.width + 40 }], { size: 8, gap: 4 });
    for (const child of item.KitChildren) {
      const design = child.UvPrintDesignCode ? ` (UV print design ${child.UvPrintDesignCode})` : '';
      out.line([{ text: `${child.Quantity > 1 ? `${child.Quantity} x ` : ''}${child.KitCategoryName ? `${child.KitCategoryName}: ` : ''}${child.ItemDescription}${design}`, x: columns.item.x + 10, width: columns.item.width + 40 }], { size: 8, gap: 4 });
    }
  }
  out.rule();
  const total = (label: string, value: string) => out.line([{ text: label, x: 360, width: 105 }, { text: value, ...columns.total, align: 'right' }], { bold: label === 'Balance Owing' });
  if (document.ShippingPriceIncTax > 0) total('Shipping', money(document.ShippingPriceIncTax));
  total('Total', money(document.TotalCostPriceIncTax));
  total('Payments', money(document.Payments.reduce((sum, payment) => sum + payment.PaymentAmount, 0)));
  total('Balance Owing', money(document.BalanceOwing));
  if (document.Payments.length > 0) {
    out.text('Payments received', { bold: true, gap: 8 });
    for (const payment of document.Payments) out.text(`${formatAccountDate(payment.PaymentDate)}  ${payment.PaymentMethodName}  ${money(payment.PaymentAmount)}`);
  }
  out.text('Prices include GST. Currency AUD.', { size: 8 });
  return pdf.save();
}
