import { productPath as pathOfProduct } from '../paths/paths.ts';
import { sameSitePath } from '../paths/sameSitePath.ts';
import { slug } from '../paths/slug.ts';
import type { ProductItem } from './types.ts';

const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when a route segment is an item guid rather than an id (spec 2 §2: "an item guid may be given"). */
export function isItemGuid(segment: string): boolean {
  return GUID_PATTERN.test(segment.trim());
}

/** The lower-case form of the one slug rule ({@link slug} from `@rigkit/domain/paths`). */
export function productSlug(description: string): string {
  return slug(description, 'lower');
}

/** The lower-case form of `productPath` from `@rigkit/domain/paths`, as an item without an ItemUrl is linked. */
export function productPath(inventoryItemId: number, description: string): string {
  return pathOfProduct(inventoryItemId, description, 'lower');
}

/** The item's canonical path: its ItemUrl when the server gives one, else the built path. */
export function canonicalProductPath(item: Pick<ProductItem, 'InventoryItemId' | 'ItemDescription' | 'ItemUrl'>): string {
  return item.ItemUrl && item.ItemUrl.trim() !== '' ? item.ItemUrl : productPath(item.InventoryItemId, item.ItemDescription);
}

function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.replace(/\/+$/, '').toLowerCase();
}

export interface ProductAddressCorrection {
  /** 'redirect' for the server's RedirectUrl (leave the page), 'replace' for a canonical correction. */
  kind: 'redirect' | 'replace';
  url: string;
}

/**
 * Address correction on a product page (spec 2 §2). RedirectUrl from the server wins and is redirected to when it
 * is a path on this site (the open-redirect rule short links follow, {@link sameSitePath}); one that would leave the
 * site is ignored, so the page corrects its address as if there were none. An address that used a guid is left alone. Otherwise the address is corrected to the canonical URL when it differs
 * (case, trailing slash and percent-encoding ignored), keeping a kit configuration key as the next path segment.
 * Returns null when nothing is to change.
 */
export function productAddressCorrection(options: {
  item: Pick<ProductItem, 'InventoryItemId' | 'ItemDescription' | 'ItemUrl' | 'RedirectUrl'>;
  currentPath: string;
  usedGuid: boolean;
  kitConfigId?: string | null;
}): ProductAddressCorrection | null {
  const { item, currentPath, usedGuid, kitConfigId } = options;
  const redirectTo = item.RedirectUrl ? sameSitePath(item.RedirectUrl.trim()) : null;
  if (redirectTo !== null) return { kind: 'redirect', url: redirectTo };
  if (usedGuid) return null;
  const canonical = canonicalProductPath(item).replace(/\/+$/, '');
  const target = kitConfigId ? `${canonical}/${encodeURIComponent(kitConfigId)}` : canonical;
  return comparablePath(currentPath) === comparablePath(target) ? null : { kind: 'replace', url: target };
}
