// Warehouses, states and who counts as WA (spec 1 §6, §9; spec 3 §4.4, §9).

export type AustralianRegionState = 'WA' | 'VIC';

export interface WarehouseRecord {
  inventoryWarehouseId: number;
  name: string;
  state: AustralianRegionState;
}

/** The warehouses list of the site config (spec 1 §9). */
export const siteWarehouses: readonly WarehouseRecord[] = [
  { inventoryWarehouseId: 1, name: 'Wangara', state: 'WA' },
  { inventoryWarehouseId: 2, name: 'Bentley', state: 'WA' },
  { inventoryWarehouseId: 3, name: 'Cockburn', state: 'WA' },
  { inventoryWarehouseId: 4, name: 'Moorabbin', state: 'VIC' },
  { inventoryWarehouseId: 5, name: 'WA Warehouse', state: 'WA' },
  { inventoryWarehouseId: 6, name: 'Osborne Park', state: 'WA' },
  { inventoryWarehouseId: 9, name: 'Vic Warehouse', state: 'VIC' },
];

/** Warehouses whose shoppers count as WA (spec 1 §6). */
export const waWarehouseIds: readonly number[] = [1, 2, 3, 5, 6, 7, 8];
/** Warehouses in Victoria (spec 1 §6). */
export const vicWarehouseIds: readonly number[] = [4, 9];

/** Perth's offset as `Date.prototype.getTimezoneOffset()` reports it: UTC+8 is -480 minutes. */
export const perthTimezoneOffset = -480;

export function isVicWarehouse(warehouseId: number): boolean {
  return vicWarehouseIds.includes(warehouseId);
}

/** VIC for warehouses 4 and 9, otherwise WA (spec 1 §9, "in-stock-my-state"). */
export function stateForWarehouse(warehouseId: number): AustralianRegionState {
  return isVicWarehouse(warehouseId) ? 'VIC' : 'WA';
}

/** Warehouse 5 for postcodes starting with 6, otherwise 9 (spec 3 §9). */
export function warehouseForPostcode(postcode: string): 5 | 9 {
  return postcode.trim().startsWith('6') ? 5 : 9;
}

export interface WaCustomerSignals {
  postcode?: string | null;
  defaultWarehouseId?: number | null;
  /** `new Date().getTimezoneOffset()` of the shopper's device. */
  timezoneOffset?: number | null;
}

/** WA when the postcode starts with 6, the default warehouse is 1, 2, 3, 5, 6, 7 or 8, or the offset is -480. */
export function isWaCustomer(signals: WaCustomerSignals): boolean {
  return (
    (signals.postcode ?? '').trim().startsWith('6') ||
    (signals.defaultWarehouseId != null && waWarehouseIds.includes(signals.defaultWarehouseId)) ||
    signals.timezoneOffset === perthTimezoneOffset
  );
}

/** Store locator state groups (spec 1 §4): a selection of -6 means every WA store, -3 every VIC store. */
export const stateGroupIds = { WA: -6, VIC: -3 } as const satisfies Record<AustralianRegionState, number>;

/** Headings of the store locator's groups (spec 1 §2). */
export const stateHeadings = { WA: 'Western Australia', VIC: 'Victoria' } as const satisfies Record<AustralianRegionState, string>;

export function stateForStateGroup(groupId: number): AustralianRegionState | undefined {
  return groupId === stateGroupIds.WA ? 'WA' : groupId === stateGroupIds.VIC ? 'VIC' : undefined;
}
