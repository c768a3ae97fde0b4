// Stock texts on grid tiles (spec 1 §2) and product pages (spec 2 §4).
import { formatEta, parseEta } from './eta.ts';

export const availabilityMessages = {
  inStock: 'In stock',
  inStockAtSupplier: 'In stock at supplier',
  availableAfterTransfer: 'Available after internal stock transfer',
  outOfStock: 'Out of stock',
  notAvailableToOrder: 'This product is not available to order',
  soldOut: 'SOLD OUT',
  tileInStockAtSupplier: 'In stock at Supplier',
  tileEnquire: 'Enquire',
  tileBuiltToOrder: 'Built to order',
} as const;

/** The supplier's pseudo-warehouse (spec 2 §4). */
export const supplierWarehouseId = 0;

const inStock = (value: number | boolean | null | undefined) =>
  value === true || (typeof value === 'number' && value > 0);

export interface TileStockInput {
  ItemTypeCode: string;
  Availabilities: readonly { InventoryWarehouseId: number; InStock: number | boolean }[];
}

/**
 * The tile's stock text (spec 1 §2): "Enquire" for B2B items, "Built to order" for kits, "In stock at Supplier" when
 * only the supplier has it. Designed (the spec lists only those three): "In stock" when any own warehouse has it,
 * "Out of stock" otherwise, matching the product page's words.
 */
export function gridTileAvailabilityText(item: TileStockInput): string {
  if (item.ItemTypeCode === 'B2B') return availabilityMessages.tileEnquire;
  if (item.ItemTypeCode === 'KIT') return availabilityMessages.tileBuiltToOrder;
  const stocked = item.Availabilities.filter((stock) => inStock(stock.InStock));
  if (stocked.some((stock) => stock.InventoryWarehouseId !== supplierWarehouseId)) return availabilityMessages.inStock;
  if (stocked.length) return availabilityMessages.tileInStockAtSupplier;
  return availabilityMessages.outOfStock;
}

/** One warehouse line of the product page (spec 2 §3 "Availability"). */
export interface ProductAvailabilityLine {
  InventoryWarehouseId: number;
  InStock?: number | boolean | null;
  Available?: boolean | null;
  AvailableAfterTransfer?: boolean | null;
  ETA?: string | null;
}

/**
 * In stock; In stock at supplier (warehouse 0); Available after internal stock transfer; Out of stock with ETA;
 * plain Out of stock (spec 2 §4). Designed: the ETA reads "Out of stock - ETA 16 Dec 2024".
 */
export function productAvailabilityText(line: ProductAvailabilityLine): string {
  const isAvailable = line.Available === true || inStock(line.InStock);
  if (isAvailable) {
    return line.InventoryWarehouseId === supplierWarehouseId ? availabilityMessages.inStockAtSupplier : availabilityMessages.inStock;
  }
  if (line.AvailableAfterTransfer) return availabilityMessages.availableAfterTransfer;
  const eta = parseEta(line.ETA);
  return eta ? `${availabilityMessages.outOfStock} - ETA ${formatEta(eta)}` : availabilityMessages.outOfStock;
}

/** No warehouse, supplier included, has stock. */
export function isSoldOut(lines: readonly ProductAvailabilityLine[]): boolean {
  return !lines.some((line) => line.Available === true || inStock(line.InStock));
}

/**
 * The product page's notice in place of buying (spec 2 §4): an item not AvailableOnline shows "This product is not
 * available to order", or "SOLD OUT" when no warehouse has stock; undefined when the item can be ordered.
 */
export function productOrderingNotice(item: {
  AvailableOnline?: boolean | null;
  Availabilities: readonly ProductAvailabilityLine[];
}): string | undefined {
  if (item.AvailableOnline !== false) return undefined;
  return isSoldOut(item.Availabilities) ? availabilityMessages.soldOut : availabilityMessages.notAvailableToOrder;
}

/**
 * Whether the product page offers "notify me when in stock" (createCustomerNotification FreeStock, spec 1 §7).
 * Designed (the spec names the call, not when it is offered): a stock item or bundle no warehouse, supplier
 * included, has stock nor can get it by a transfer; a kit is built to order, so it never waits for stock of its own.
 */
export function offersStockNotification(item: { ItemTypeCode?: string | null; Availabilities: readonly ProductAvailabilityLine[] }): boolean {
  return item.ItemTypeCode !== 'KIT' && isSoldOut(item.Availabilities) && !item.Availabilities.some((line) => line.AvailableAfterTransfer === true);
}
