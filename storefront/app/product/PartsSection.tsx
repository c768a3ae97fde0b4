// A section listing a build's parts, one row per category, with a quantity prefix when more than one: the prebuilt's
// "What's in your build" (SpecSummary) and a kit's or bundle's contents (KitContents) draw the same list.
import type { PrebuiltComponent } from '@rigkit/domain/product';

export interface PartsSectionProps {
  id: string;
  heading: string;
  rows: readonly PrebuiltComponent[];
  className: string;
}

export function PartsSection({ id, heading, rows, className }: PartsSectionProps) {
  if (rows.length === 0) return null;
  return (
    <section id={id} className={`product-section ${className}`} aria-labelledby={`${id}-heading`}>
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
