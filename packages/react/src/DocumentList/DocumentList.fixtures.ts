// Lists as fetchDocuments and fetchWorkOrders answer them for the seeded demo customers (spec 3 §3).
import type { ListDocument, ListWorkOrder } from './useDocumentList.ts';

export const orders: ListDocument[] = [
  { DocumentId: 331012, DocumentGuid: 'a1b2c3d4-1c3b-4e5d-a7f9-0b2c4d6e8f1a', DocumentNumber: 'SO-331012', DocumentType: 'Sales Order', DocumentStatus: '', DocumentDate: '2026-11-22T02:00:00.000Z', TotalCostPriceIncTax: 300, BalanceOwing: 300, StoreName: 'Wangara', Payments: [] },
  { DocumentId: 331011, DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a', DocumentNumber: 'SO-331011', DocumentType: 'Sales Order', DocumentStatus: 'Awaiting Processing', DocumentDate: '2026-11-21T01:30:00.000Z', TotalCostPriceIncTax: 1313.95, BalanceOwing: 813.95, StoreName: 'Online', Payments: [] },
  { DocumentId: 331013, DocumentGuid: 'b2c3d4e5-1c3b-4e5d-a7f9-0b2c4d6e8f1a', DocumentNumber: 'SO-331013', DocumentType: 'Sales Order', DocumentStatus: 'Completed', DocumentDate: '2026-09-08T01:30:00.000Z', TotalCostPriceIncTax: 2519.6, BalanceOwing: 0, StoreName: 'Online', Payments: [] },
];

export const invoices: ListDocument[] = [
  { DocumentId: 552311, DocumentGuid: 'c3d4e5f6-1c3b-4e5d-a7f9-0b2c4d6e8f1a', DocumentNumber: 'SI-552311', DocumentType: 'Invoice', DocumentStatus: 'Paid', DocumentDate: '2026-09-09T01:30:00.000Z', TotalCostPriceIncTax: 2519.6, BalanceOwing: 0, StoreName: 'Online', Payments: [] },
];

export const workOrders: ListWorkOrder[] = [
  { WorkOrderGuid: '1a3c5e7f-9b2d-4f6a-8c1e-3a5c7e9f1b4d', WorkOrderNumber: 'WO-031877', WorkOrderStatus: 'In Progress', StoreName: 'Wangara', WorkOrderCategory: 'Repair', IsWarranty: true, CreatedDateTime: '2026-11-12T01:40:00.000Z', CompletionDateTime: null },
  { WorkOrderGuid: '2b4d6f8a-9b2d-4f6a-8c1e-3a5c7e9f1b4d', WorkOrderNumber: 'WO-031650', WorkOrderStatus: 'Completed', StoreName: 'Osborne Park', WorkOrderCategory: 'Upgrade', IsWarranty: false, CreatedDateTime: '2026-08-24T01:40:00.000Z', CompletionDateTime: '2026-08-28T05:00:00.000Z' },
];
