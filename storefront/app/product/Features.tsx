// The prebuilt's Features section (spec 2 §2): key selling points, the marketing description and the product
// features HTML (both sanitised by the loader on the server).
import type { SanitisedHtml } from '@rigkit/react/SafeHtml';
import { CmsHtml } from '../components/CmsHtml.tsx';
import type { ItemDetail } from './types.ts';

export function hasFeatures(item: ItemDetail, descriptionHtml: SanitisedHtml | null, featuresHtml: SanitisedHtml | null): boolean {
  return Boolean(descriptionHtml || featuresHtml || item.KeySellingPoints?.length);
}

export function FeaturesSection({ id, item, descriptionHtml, featuresHtml }: { id: string; item: ItemDetail; descriptionHtml: SanitisedHtml | null; featuresHtml: SanitisedHtml | null }) {
  if (!hasFeatures(item, descriptionHtml, featuresHtml)) return null;
  return (
    <section id={id} className="product-section features" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Features</h2>
      {item.KeySellingPoints?.length ? (
        <ul className="features__points">
          {item.KeySellingPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      <CmsHtml html={descriptionHtml} className="features__description" />
      <CmsHtml html={featuresHtml} className="features__html" />
    </section>
  );
}
