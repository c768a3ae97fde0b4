// The store's addresses (spec 2 §2 route table), built in one place for the server's ItemUrl, every widget link
// and every storefront link.
import { slug, type SlugCase } from './slug.ts';

function withName(base: string, name: string | null | undefined, letterCase: SlugCase = 'keep'): string {
  const segment = slug(name ?? '', letterCase);
  return segment === '' ? base : `${base}/${segment}`;
}

/** /Products/{InventoryItemId}/{description slug}; /Products/{id} when the description has no letter or digit. */
export function productPath(inventoryItemId: number, description: string | null | undefined, letterCase: SlugCase = 'keep'): string {
  return withName(`/Products/${inventoryItemId}`, description, letterCase);
}

/** /Categories/{InventoryCategoryId}/{category name slug}. */
export function categoryPath(inventoryCategoryId: number, categoryName: string | null | undefined): string {
  return withName(`/Categories/${inventoryCategoryId}`, categoryName);
}

/** /CategoryGroups/{categoryGroupId}/{group name slug}. */
export function categoryGroupPath(categoryGroupId: number, groupName: string | null | undefined): string {
  return withName(`/CategoryGroups/${categoryGroupId}`, groupName);
}

/** /Brands/{ManufacturerId}/{brand name slug}. */
export function brandPath(manufacturerId: number, manufacturerName: string | null | undefined): string {
  return withName(`/Brands/${manufacturerId}`, manufacturerName);
}

/** /buildlist/{inventoryItemListSqid}/{build list name slug}. */
export function buildListPath(inventoryItemListSqid: string, buildListName: string | null | undefined): string {
  return withName(`/buildlist/${inventoryItemListSqid}`, buildListName);
}

/** The query parameter of a coupon link (designed; spec 1 §7 "applied automatically for a coupon link"). */
export const COUPON_LINK_PARAMETER = 'coupon';

/** A coupon link: `path` (the cart by default) with the coupon that the store applies on arrival. */
export function couponLinkPath(couponCode: string, path = '/cart'): string {
  return `${path}?${COUPON_LINK_PARAMETER}=${encodeURIComponent(couponCode)}`;
}

/** /products/{kitInventoryItemId}/build/{keyStringId}; /Products/{id}/Build without a key (spec 2 §2 routes). */
export function kitConfigurationPath(kitInventoryItemId: number, keyStringId: string | null): string {
  return keyStringId === null
    ? `/Products/${kitInventoryItemId}/Build`
    : `/products/${kitInventoryItemId}/build/${encodeURIComponent(keyStringId)}`;
}

/** /UvPrintDesigner/{inventoryItemId}/{designCode}; without a code the item's blank layout (spec 2 §2 routes). */
export function uvPrintDesignerPath(inventoryItemId: number, designCode: string | null = null): string {
  return designCode === null ? `/UvPrintDesigner/${inventoryItemId}` : `/UvPrintDesigner/${inventoryItemId}/${encodeURIComponent(designCode)}`;
}

/** /api/uv/binary/{guid}: where an uploaded artwork picture is served, under its GUID (it never changes). */
export function uvUploadedImagePath(binaryObjectGuid: string): string {
  return `/api/uv/binary/${encodeURIComponent(binaryObjectGuid)}`;
}
