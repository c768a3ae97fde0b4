// The prebuilt's Gallery section (spec 2 §2): the image grid widget, shown only with at least 8 images (positions
// 2 to 7, each opening the lightbox).
import { prebuiltImageGrid } from '@rigkit/domain/product';
import { PrebuiltImageGrid } from '@rigkit/react/PrebuiltImageGrid';
import type { ItemDetail } from './types.ts';

/** Whether the item has enough images for the grid (for the anchor bar). */
export function hasImageGrid(item: ItemDetail): boolean {
  return prebuiltImageGrid(item.Images ?? []) !== null;
}

export function ImageGrid({ id, item }: { id: string; item: ItemDetail }) {
  if (!hasImageGrid(item)) return null;
  return (
    <section id={id} className="product-section image-grid" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Gallery</h2>
      <PrebuiltImageGrid images={item.Images ?? []} itemDescription={item.ItemDescription} aria-label={`${item.ItemDescription}: gallery`} />
    </section>
  );
}
