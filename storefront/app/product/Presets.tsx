// Presets and build tiles (spec 2 §2 "A preset whose price is not a number is not shown"; spec 1 §2 build tile): the
// item's Bundles as build tiles; adding one shows 'Added to cart' and goes to /cart.
import { visiblePresets } from '@rigkit/domain/product';
import { BuildTileCard } from '@rigkit/react/BuildTile';
import { useBuyAndGoToCart } from './useBuyAndGoToCart.tsx';
import type { ItemTile } from './types.ts';

export function Presets({ id, items, heading }: { id: string; items: readonly ItemTile[] | undefined; heading: string }) {
  const { buy, toast } = useBuyAndGoToCart();
  const presets = visiblePresets(items ?? [], (preset) => preset.CustomerPriceIncTax);
  if (presets.length === 0) return null;
  return (
    <section id={id} className="product-section presets" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul className="presets__list">
        {presets.map((preset) => (
          <li key={preset.InventoryItemId}>
            <BuildTileCard
              item={preset}
              onAddToCart={buy}
            />
          </li>
        ))}
      </ul>
      {toast}
    </section>
  );
}

/** Whether the item has any preset to show (for the anchor bar). */
export function hasPresets(items: readonly ItemTile[] | undefined): boolean {
  return visiblePresets(items ?? [], (preset) => preset.CustomerPriceIncTax).length > 0;
}
