// What a kit or bundle holds (spec 2 §3 InventoryKitCategoryItems: category, item, default quantity), in the item's
// order; a stock bundle described by its attributes lists those parts instead (the domain's prebuiltComponents).
import { prebuiltComponents } from '@rigkit/domain/product';
import type { ItemDetail } from './types.ts';

export function KitContents({ id, item, heading }: { id: string; item: ItemDetail; heading: string }) {
  const rows = prebuiltComponents(item);
  if (rows.length === 0) return null;
  return (
    <section id={id} className="product-section kit-contents" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <dl className="spec-summary__list">
        {rows.map((row, index) => (
          <div key={`${row.CategoryName}-${index}`} className="spec-summary__row" data-category={row.CategoryName}>
            <dt>{row.CategoryName}</dt>
            <dd>{row.Quantity > 1 ? `${row.Quantity} x ${row.ItemDescription}` : row.ItemDescription}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
