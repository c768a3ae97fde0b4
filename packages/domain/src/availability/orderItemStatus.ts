// Availability of an order's items in the account area, by item status (spec 3 §4.8).
import { formatEta, parseEta } from './eta.ts';

export const orderItemStatuses = [
  'Ready to go',
  'Autostocker Block',
  'Waiting Internal',
  'Waiting Kit Stock',
  'Waiting External',
] as const;

export type OrderItemStatus = (typeof orderItemStatuses)[number];

/** What each status means to the customer (spec 3 §4.8). */
export const orderItemStatusDescriptions: Record<OrderItemStatus, string> = {
  'Ready to go': 'In stock, ready to be picked',
  'Autostocker Block': 'Blocked, contact store',
  'Waiting Internal': 'Waiting for internal transfer from another store',
  'Waiting Kit Stock': 'An item in the bundle is out of stock',
  'Waiting External': 'Waiting for supplier stock',
};

/** Designed wording of "a message that an ETA will be given on dispatch" (spec 3 §4.8). */
export const etaOnDispatchMessage = 'An ETA will be given on dispatch';

/** Item types that always show Available: labour and internal lines (spec 3 §4.8). */
export const alwaysAvailableItemTypes: readonly string[] = ['LAB', 'INT'];

export interface OrderItemAvailability {
  label: string;
  description?: string;
  eta?: Date;
  /** The ETA line as shown: "ETA 16 Dec 2024", or for Waiting External without one, the dispatch message. */
  etaText?: string;
}

export function orderItemAvailability(item: {
  ItemTypeCode?: string | null;
  status?: string | null;
  ETA?: string | Date | null;
}): OrderItemAvailability {
  if (item.ItemTypeCode && alwaysAvailableItemTypes.includes(item.ItemTypeCode)) return { label: 'Available' };
  const status = orderItemStatuses.find((known) => known === item.status);
  if (!status) return { label: item.status ?? '' };
  const result: OrderItemAvailability = { label: status, description: orderItemStatusDescriptions[status] };
  if (status === 'Waiting Internal' || status === 'Waiting Kit Stock' || status === 'Waiting External') {
    const eta = parseEta(item.ETA);
    if (eta) {
      result.eta = eta;
      result.etaText = `ETA ${formatEta(eta)}`;
    } else if (status === 'Waiting External') result.etaText = etaOnDispatchMessage;
  }
  return result;
}
