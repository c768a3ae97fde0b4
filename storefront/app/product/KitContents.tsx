// What a kit or bundle holds (spec 2 §3 InventoryKitCategoryItems: category, item, default quantity), in the item's
// order; a stock bundle described by its attributes lists those parts instead (the domain's prebuiltComponents).
import { prebuiltComponents } from '@rigkit/domain/product';
import { PartsSection } from './PartsSection.tsx';
import type { ItemDetail } from './types.ts';

export function KitContents({ id, item, heading }: { id: string; item: ItemDetail; heading: string }) {
  return <PartsSection id={id} heading={heading} rows={prebuiltComponents(item)} className="kit-contents" />;
}
