// Presets and build tiles (spec 2 §2 "A preset whose price is not a number is not shown"; spec 1 §2 build tile): the
// item's Bundles as build tiles; adding one shows 'Added to cart' and goes to /cart. The tiles load and hydrate when
// the section comes near the viewport (PresetTiles.tsx); the server renders them in full.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { visiblePresets } from '@rigkit/domain/product';
import { lazyPart, ServerRenderedPart, useNearViewport } from '@rigkit/react/ServerRenderedPart';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PresetTilesProps } from './PresetTiles.tsx';
import { useBuyAndGoToCart } from './useBuyAndGoToCart.tsx';
import type { ItemTile } from './types.ts';

const tilesPart = lazyPart(() => import('./PresetTiles.tsx'));
// The server puts the tiles in the page's HTML: loaded at start-up, they are there for its first page too.
if (typeof document === 'undefined') void tilesPart.load();

export function Presets({ id, items, heading }: { id: string; items: readonly ItemTile[] | undefined; heading: string }) {
  const { buy, toast } = useBuyAndGoToCart();
  const presets = useMemo(() => visiblePresets(items ?? [], (preset) => preset.CustomerPriceIncTax), [items]);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const isNear = useNearViewport(section);
  // The tiles' props stay the same object across renders (a boundary still waiting to hydrate keeps its HTML only
  // while they do): the latest buy is read when a tile calls it.
  const latestBuy = useRef(buy);
  useEffect(() => {
    latestBuy.current = buy;
  });
  const tilesProps = useMemo((): PresetTilesProps => ({ presets, onAddToCart: (line: AddToCartLine) => latestBuy.current(line) }), [presets]);
  if (presets.length === 0) return null;
  return (
    <section ref={setSection} id={id} className="product-section presets" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul className="presets__list">
        <ServerRenderedPart part={tilesPart} isNeeded={isNear} props={tilesProps} />
      </ul>
      {toast}
    </section>
  );
}

/** Whether the item has any preset to show (for the anchor bar). */
export function hasPresets(items: readonly ItemTile[] | undefined): boolean {
  return visiblePresets(items ?? [], (preset) => preset.CustomerPriceIncTax).length > 0;
}
