// Cart lines the shared mocks lack: a wishlist line, the UV panel print line, a B2B line, a dispatch-blocked line,
// and names for the mock custom build's kit children. Deterministic; the base cart is @rigkit/api-client/mocks'.
import { cart } from '@rigkit/api-client/mocks';
import { KitItemIds } from '@rigkit/domain/kit';
import type { CartKitChildLine, CartTableLine } from './useCartTable.ts';

/** The mock cart's lines: the CPU (line 1) and the custom build with its two kit children (line 2). */
export const mockCartLines: readonly CartTableLine[] = cart.ShoppingCartItems;

const kitChildNames: Readonly<Record<number, string>> = {
  700102: 'Case colour: White',
  612345: 'MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC Graphics Card',
};

/** Names the mock kit children as the storefront would from the kit configuration. */
export const describeMockKitChild = (child: CartKitChildLine) => kitChildNames[child.InventoryItemId];

export const wishlistLine: CartTableLine = {
  InventoryItemId: 612400,
  LineNumber: 3,
  ItemDescription: 'Logitech G Pro X Superlight 2 Wireless Gaming Mouse',
  Quantity: 2,
  UnitCost: 219,
  ExtendedCost: 438,
  ItemTypeCode: 'STK',
  CustomerWishlistItemId: 5501,
  AddToCartSource: 'wishlist',
  Availabilities: [{ InventoryWarehouseId: 1, Available: true }],
};

export const uvPrintLine: CartTableLine = {
  InventoryItemId: KitItemIds.uvPanelPrint,
  LineNumber: 4,
  ItemDescription: 'UV Panel Print - Side Panel',
  Quantity: 1,
  UnitCost: 99,
  ExtendedCost: 99,
  ItemTypeCode: 'STK',
  UvPrintEnabled: true,
  UvPrintDesignCode: 'UV-8F2K',
};

export const businessLine: CartTableLine = {
  InventoryItemId: 640010,
  LineNumber: 5,
  ItemDescription: 'Dell PowerEdge T160 Tower Server',
  Quantity: 1,
  UnitCost: 2890,
  ExtendedCost: 2890,
  ItemTypeCode: 'B2B',
  Availabilities: [{ InventoryWarehouseId: 0, Available: true }],
};

/** A pre-order line whose invoices and orders are blocked until December 2026 (spec 2 §8). */
export const blockedLine: CartTableLine = {
  InventoryItemId: 655001,
  LineNumber: 6,
  ItemDescription: 'AMD Radeon RX 9090 XT 24GB Graphics Card',
  Quantity: 1,
  UnitCost: 1899,
  ExtendedCost: 1899,
  ItemTypeCode: 'STK',
  BlockInvoicesUntil: '2026-12-10T00:00:00+08:00',
  BlockSalesOrdersUntil: '2026-12-01T00:00:00+08:00',
  Availabilities: [{ InventoryWarehouseId: 5, Available: false, AvailableAfterTransfer: false, ETA: '2026-12-10T00:00:00+08:00' }],
};

/** The clock of stories and tests: 22 Nov 2026, before the blocks end. */
export const fixedNow = new Date('2026-11-22T02:00:00Z');
