import type { components } from '@rigkit/api-client';
import {
  availabilityMessages,
  dispatchBlockNotices,
  isSoldOut,
  productAvailabilityText,
  productOrderingNotice,
  supplierWarehouseId,
} from '@rigkit/domain/availability';
import { productAvailabilityMessages } from './messages.ts';

type ItemDetail = components['schemas']['ItemDetail'];

/** The item fields the availability block reads (spec 2 §3 "Item (detail)", "Availability"). */
export type ProductAvailabilityItem = Pick<ItemDetail, 'AvailableOnline' | 'Availabilities' | 'BlockInvoicesUntil' | 'BlockSalesOrdersUntil'>;

/** A warehouse line's stock as a named state for styling (spec 2 §4 availability texts). */
export type ProductStockState = 'in-stock' | 'in-stock-at-supplier' | 'available-after-transfer' | 'out-of-stock';

export interface ProductAvailabilityLineView {
  warehouseId: number;
  /** The store or warehouse, e.g. "Osborne Park (WA)"; "Supplier" for warehouse 0. */
  place: string;
  /** The domain's text: "In stock", "Out of stock - ETA 16 Dec 2024" ... */
  text: string;
  state: ProductStockState;
  comment: string | undefined;
}

export interface ProductAvailabilityView {
  lines: ProductAvailabilityLineView[];
  /** "This product is not available to order" or "SOLD OUT" for an item not available online (spec 2 §4). */
  orderingNotice: string | undefined;
  /** Spec 2 §8 dispatch-block notices while their dates are ahead. */
  dispatchNotices: string[];
  /**
   * Designed condition for spec 2 §8's "not available to buy online or instore" with the reserved-stock note: the
   * item is not available online although a warehouse holds stock, which is then reserved.
   */
  showsReservedStockNote: boolean;
}

function stockState(text: string): ProductStockState {
  if (text === availabilityMessages.inStock) return 'in-stock';
  if (text === availabilityMessages.inStockAtSupplier) return 'in-stock-at-supplier';
  if (text === availabilityMessages.availableAfterTransfer) return 'available-after-transfer';
  return 'out-of-stock';
}

function place(line: { InventoryWarehouseId: number; Location?: string; State?: string }): string {
  if (line.InventoryWarehouseId === supplierWarehouseId) return productAvailabilityMessages.supplier;
  const name = line.Location?.trim() || `Warehouse ${line.InventoryWarehouseId}`;
  return line.State ? `${name} (${line.State})` : name;
}

/** Texts of the product page's availability block; every rule is @rigkit/domain/availability's. */
export function productAvailabilityView(item: ProductAvailabilityItem, now: Date): ProductAvailabilityView {
  const availabilities = item.Availabilities ?? [];
  const orderingNotice = productOrderingNotice({ AvailableOnline: item.AvailableOnline ?? null, Availabilities: availabilities });
  return {
    lines: availabilities.map((line) => {
      const text = productAvailabilityText(line);
      return {
        warehouseId: line.InventoryWarehouseId,
        place: place(line),
        text,
        state: stockState(text),
        comment: line.AvailabilityComment?.trim() || undefined,
      };
    }),
    orderingNotice,
    dispatchNotices: dispatchBlockNotices(
      { BlockInvoicesUntil: item.BlockInvoicesUntil ?? null, BlockSalesOrdersUntil: item.BlockSalesOrdersUntil ?? null },
      now,
    ),
    showsReservedStockNote: item.AvailableOnline === false && !isSoldOut(availabilities),
  };
}
