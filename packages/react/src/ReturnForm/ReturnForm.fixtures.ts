// The retail demo customer's invoices, returnable lines and a created return as the server answers them (seed).
import type { ReturnableItem, ReturnAdvice, ReturnInvoice } from './useReturnForm.ts';

export const returnInvoices: ReturnInvoice[] = [
  { DocumentId: 552301, DocumentNumber: 'SI-552301', DocumentDate: '2026-10-13T03:00:00.000Z' },
  { DocumentId: 552302, DocumentNumber: 'SI-552302', DocumentDate: '2026-07-25T03:00:00.000Z' },
];

export const returnableItems: ReturnableItem[] = [
  { InvoiceItemId: 5000101, InventoryItemId: 590001, ItemCode: 'PLE-590001', ItemDescription: 'Samsung 990 PRO 2TB NVMe SSD', Quantity: 1, InvoiceNumber: 'SI-552302', InvoiceDate: '2026-07-25T03:00:00.000Z' },
  { InvoiceItemId: 5000102, InventoryItemId: 602206, ItemCode: 'PLE-602206', ItemDescription: 'Logitech G502 X Wired Gaming Mouse', Quantity: 1, InvoiceNumber: 'SI-552302', InvoiceDate: '2026-07-25T03:00:00.000Z' },
];

export const createdReturn: ReturnAdvice = {
  CustomerReturnAdviceId: 100000,
  CustomerReturnAdviceNumber: 'CRA-100000',
  CreatedDateTime: '2026-11-22T05:00:00.000Z',
  ReceivedDateTime: null,
  CustomerReturnAdviceStatus: 'Awaiting Receipt',
  ItemDescription: 'Logitech G502 X Wired Gaming Mouse',
  SerialNumber: 'LGX502-0042',
  CustomerId: 1001,
  InvoiceId: 552302,
  InventoryItemId: 602206,
  FaultDescription: 'Left click double-clicks.',
  CRANumber: 'CRA-100000',
};

export const returnHistory: ReturnAdvice[] = [
  createdReturn,
  { CustomerReturnAdviceId: 8812, CustomerReturnAdviceNumber: 'CRA-008812', CreatedDateTime: '2026-11-18T06:00:00.000Z', ReceivedDateTime: null, CustomerReturnAdviceStatus: 'Awaiting Receipt', ItemDescription: 'Samsung 990 PRO 2TB NVMe SSD', SerialNumber: 'S6Z2NJ0W123456A', CustomerId: 1001, InvoiceId: 552302, InventoryItemId: 590001, FaultDescription: 'Drive disappears from BIOS after warm reboot.', CRANumber: 'CRA-008812' },
  { CustomerReturnAdviceId: 8790, CustomerReturnAdviceNumber: 'CRA-008790', CreatedDateTime: '2026-10-23T06:00:00.000Z', ReceivedDateTime: '2026-10-26T01:00:00.000Z', CustomerReturnAdviceStatus: 'Completed', ItemDescription: 'ASUS ProArt 27" 4K Monitor', SerialNumber: 'MN27Q0034471', CustomerId: 1001, InvoiceId: 552301, InventoryItemId: 610044, FaultDescription: 'Dead pixel cluster near the centre of the panel.', CRANumber: 'CRA-008790' },
];
