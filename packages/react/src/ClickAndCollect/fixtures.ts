// Stores of a WA and a VIC postcode for the Click and Collect tests and stories, and a cart whose lines are in stock
// at some stores, arrive by transfer at others, and are missing at one.
import type { ShippingOption } from '@rigkit/domain/shipping';
import { perthOptions } from '../Checkout/fixtures.ts';
import type { CollectableLine } from './useClickAndCollect.ts';

const store = (InventoryWarehouseId: number, WarehouseName: string, State: 'WA' | 'VIC'): ShippingOption => ({
  ...(perthOptions[3] as ShippingOption),
  DisplayName: `Click and Collect - ${WarehouseName}`,
  InventoryWarehouseId,
  WarehouseName,
  State,
});

/** Perth (6000): Osborne Park has everything, Wangara gets the graphics card by transfer. */
export const waStores: ShippingOption[] = [store(11, 'Osborne Park', 'WA'), store(12, 'Wangara', 'WA')];
/** Melbourne (3000): Moorabbin has everything, Heatherton cannot get the graphics card. */
export const vicStores: ShippingOption[] = [store(4, 'Moorabbin', 'VIC'), store(9, 'Heatherton', 'VIC')];

const at = (InventoryWarehouseId: number, Available: boolean, AvailableAfterTransfer: boolean) => ({ InventoryWarehouseId, Available, AvailableAfterTransfer });

export const collectLines: CollectableLine[] = [
  { LineNumber: 1, ItemDescription: 'ASUS TUF Gaming GeForce RTX 5070 12GB', Quantity: 1, Availabilities: [at(11, true, true), at(12, false, true), at(4, true, true), at(9, false, false)] },
  { LineNumber: 2, ItemDescription: 'Arctic MX-6 Thermal Paste 4g', Quantity: 2, Availabilities: [at(11, true, true), at(12, true, true), at(4, true, true), at(9, true, true)] },
];
