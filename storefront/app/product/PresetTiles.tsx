// The presets' build tiles (their pickers, prices and Add to Cart): loaded and hydrated when the presets come near
// the viewport (Presets.tsx), so the build tile's code is not in the product page's first download. The server
// renders them as before.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { BuildTileCard } from '@rigkit/react/BuildTile';
import type { ItemTile } from './types.ts';

export interface PresetTilesProps {
  presets: readonly ItemTile[];
  onAddToCart: (line: AddToCartLine) => Promise<void>;
}

export default function PresetTiles({ presets, onAddToCart }: PresetTilesProps) {
  return presets.map((preset) => (
    <li key={preset.InventoryItemId}>
      <BuildTileCard item={preset} onAddToCart={onAddToCart} />
    </li>
  ));
}
