// The prebuilt's Gallery section (spec 2 §2): the image grid widget, shown only with at least 8 images (positions
// 2 to 7, each opening the lightbox). The grid loads and hydrates when the section comes near the viewport
// (ServerRenderedPart), so its code is not in the page's first download; the server renders it in full.
import { prebuiltImageGrid } from '@rigkit/domain/product';
import { lazyPart, ServerRenderedPart, useNearViewport } from '@rigkit/react/ServerRenderedPart';
import { useMemo, useState } from 'react';
import type { ItemDetail } from './types.ts';

const gridPart = lazyPart(() => import('@rigkit/react/PrebuiltImageGrid').then((module) => ({ default: module.PrebuiltImageGrid })));
// The server puts the grid in the page's HTML: loaded at start-up, it is there for its first page too.
if (typeof document === 'undefined') void gridPart.load();

/** Whether the item has enough images for the grid (for the anchor bar). */
export function hasImageGrid(item: ItemDetail): boolean {
  return prebuiltImageGrid(item.Images ?? []) !== null;
}

export function ImageGrid({ id, item }: { id: string; item: ItemDetail }) {
  const [section, setSection] = useState<HTMLElement | null>(null);
  const isNear = useNearViewport(section);
  const { Images: images, ItemDescription: description } = item;
  // One props object while the item stands: a boundary still waiting to hydrate keeps its HTML only while it does.
  const gridProps = useMemo(() => ({ images: images ?? [], itemDescription: description, 'aria-label': `${description}: gallery` }), [images, description]);
  if (!hasImageGrid(item)) return null;
  return (
    <section ref={setSection} id={id} className="product-section image-grid" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Gallery</h2>
      <ServerRenderedPart part={gridPart} isNeeded={isNear} props={gridProps} />
    </section>
  );
}
