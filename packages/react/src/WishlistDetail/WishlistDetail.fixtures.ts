// A wishlist as fetchWishlistInformation and fetchWishlistItems answer them (spec 3 §3 "Wishlist").
import type { DetailWishlist, DetailWishlistItem } from './useWishlistDetail.ts';

export const ownWishlist: DetailWishlist = { WishlistGuid: 'c2e4f6a8-3b5d-4f7e-9a1c-5d7e9f1b3a6c', CustomerWishlistName: 'Gaming Upgrade', IsPublic: false, wishlistAdmin: true };
export const sharedWishlist: DetailWishlist = { ...ownWishlist, IsPublic: true, wishlistAdmin: false };

export const wishlistItems: DetailWishlistItem[] = [
  { CustomerWishlistItemId: 90211, InventoryItemId: 612345, ItemCode: 'PLE-612345', ItemDescription: 'MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC Graphics Card', Quantity: 1, CustomerPriceIncTax: 1299, RetailPriceIncTax: 1399, PrimaryImageId: null, ManufacturerName: 'MSI' },
  { CustomerWishlistItemId: 90212, InventoryItemId: 602301, ItemCode: 'PLE-602301', ItemDescription: 'Rigkit Large Gaming Mousepad 450x400mm', Quantity: 2, CustomerPriceIncTax: 25, RetailPriceIncTax: 25, PrimaryImageId: null, ManufacturerName: 'Rigkit' },
];
