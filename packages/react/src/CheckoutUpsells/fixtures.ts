// Upsell items as the seeded catalogue prices them, for the widget's tests and stories.
import type { CheckoutUpsellItem } from './useCheckoutUpsells.ts';

export const upsellItems: CheckoutUpsellItem[] = [
  { InventoryItemId: 602301, ItemDescription: 'Rigkit Large Gaming Mousepad 450x400mm', CustomerPriceIncTax: 25 },
  { InventoryItemId: 602410, ItemDescription: 'Arctic MX-6 Thermal Paste 4g', CustomerPriceIncTax: 12.5 },
  { InventoryItemId: 590120, ItemDescription: 'Noctua NH-U12S Redux CPU Cooler', CustomerPriceIncTax: 69 },
  { InventoryItemId: 590310, ItemDescription: 'Corsair RM850e 850W Gold Power Supply', CustomerPriceIncTax: 189 },
  { InventoryItemId: 590311, ItemDescription: 'Cable Matters USB-C Hub', CustomerPriceIncTax: 39 },
];
