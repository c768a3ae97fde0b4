// fetchReturnAdvicePdf (spec 3 §7 "returns Base64, CRANumber"): the customer's return advice drawn with pdf-lib, to
// print and put in the parcel: the reference, the customer, invoice and item codes (CU-, SI-, PLE-, spec 3 §9), the
// fault and the instructions the created screen shows. Another customer's return is the same 404 as an unknown one.
import { formatAccountDate, formatCustomerCode, formatInvoiceCode, formatItemCode, returnInstructions } from '@rigkit/domain/account';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { OperationContext } from '../http/operation.ts';
import { requireCustomer } from '../orders/documents.ts';
import { ownReturnAdvice, type ReturnAdviceRow } from './returnAdvices.ts';

export async function fetchReturnAdvicePdf(context: OperationContext<'POST', '/fetchReturnAdvicePdf'>) {
  const customer = requireCustomer(context);
  const row = await ownReturnAdvice(context.services.db, customer, context.body.CustomerReturnAdviceId);
  const bytes = await returnAdvicePdf(row, context.now);
  return { Base64: Buffer.from(bytes).toString('base64'), CRANumber: row.customer_return_advice_number };
}

// The standard fonts write WinAnsi only: anything else (emoji, CJK) would throw, so it is shown as "?".
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** Words of `text` in lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width || current === '') current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
  }
  return lines;
}

export async function returnAdvicePdf(row: ReturnAdviceRow, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Return Advice ${row.customer_return_advice_number}`);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const width = 483;
  let page = pdf.addPage([595.28, 841.89]); // A4 in points
  let y = 841.89 - 56;
  const write = (text: string, options: { size?: number; isBold?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 10;
    const face = options.isBold ? bold : font;
    for (const line of wrap(text, face, size, width)) {
      if (y - size < 56) {
        page = pdf.addPage([595.28, 841.89]);
        y = 841.89 - 56;
      }
      page.drawText(line, { x: left, y, size, font: face, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 4;
    }
    y -= options.gap ?? 2;
  };

  write(`Return Advice ${row.customer_return_advice_number}`, { size: 18, isBold: true, gap: 10 });
  write(`Created: ${formatAccountDate(row.created_at.toISOString())}`);
  write(`Status: ${row.status}`);
  write(`Customer: ${formatCustomerCode(row.customer_id)}`);
  write(`Invoice: ${formatInvoiceCode(row.invoice_id)}`);
  write(`Item: ${formatItemCode(row.inventory_item_id)} ${row.item_description}`);
  write(`Serial Number: ${row.serial_number}`, { gap: 10 });
  write('Fault Description', { isBold: true });
  write(row.fault_description, { gap: 10 });
  if (row.troubleshooting_steps) {
    write('Troubleshooting Steps', { isBold: true });
    write(row.troubleshooting_steps, { gap: 10 });
  }
  write('What happens next', { isBold: true });
  for (const [index, step] of returnInstructions(row.customer_return_advice_number).entries()) write(`${index + 1}. ${step}`);
  return pdf.save();
}
