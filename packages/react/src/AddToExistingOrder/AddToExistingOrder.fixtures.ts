import type { ActiveOrder } from './useAddToExistingOrder.ts';

/** Two active orders of the mock customer (the shared mocks have none yet). */
export const mockActiveOrders: readonly ActiveOrder[] = [
  { SalesOrderId: 331044, SalesOrderNumber: 'SO-331044', SalesOrderDate: '2026-11-20T09:30:00+08:00', DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a' },
  // 23:30 UTC on 2 Nov is already 3 Nov in Perth: the card shows the store's day.
  { SalesOrderId: 330871, SalesOrderNumber: 'SO-330871', SalesOrderDate: '2026-11-02T23:30:00Z', DocumentGuid: '0b7c2e9d-5a1f-4c3e-8d6b-2f4a9e1c7b30' },
];

/** A stock item and a kit, for the STK-only rule (spec 2 §5). */
export const stockItem = { ItemTypeCode: 'STK' } as const;
export const kitItem = { ItemTypeCode: 'KIT' } as const;
