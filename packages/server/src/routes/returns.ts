// Returns of the account area (spec 3 §4.8, §5.5, §7; issue 18 item 5): returnable lines, new returns and the
// return advice PDF. The history is fetchDocuments with DocumentType Returns (routes/orders.ts); photos are
// uploaded through avScanUploadFile (routes/uvPrint.ts).
import type { Register } from '../http/operation.ts';
import { addCustomerReturn } from '../returns/addCustomerReturn.ts';
import { fetchProducts } from '../returns/invoiceProducts.ts';
import { fetchReturnAdvicePdf } from '../returns/returnAdvicePdf.ts';

export function registerReturnRoutes(register: Register): void {
  register('POST', '/fetchProducts', fetchProducts);
  register('POST', '/addCustomerReturn', addCustomerReturn);
  register('POST', '/fetchReturnAdvicePdf', fetchReturnAdvicePdf);
}
