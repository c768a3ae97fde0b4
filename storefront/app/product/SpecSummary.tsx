// "What's in your build" (spec 2 §2 Specifications anchor): the build's parts in the spec's category order
// (spec 2 §9, by the domain's prebuiltSpecSummary), with a quantity prefix when more than one.
import type { PrebuiltComponent } from '@rigkit/domain/product';
import { prebuiltSpecSummary } from '@rigkit/domain/product';

export function SpecSummary({ id, components, heading = "What's in your build" }: { id: string; components: readonly PrebuiltComponent[]; heading?: string }) {
  const rows = prebuiltSpecSummary(components);
  if (rows.length === 0) return null;
  return (
    <section id={id} className="product-section spec-summary" aria-labelledby={`${id}-heading`}>
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
